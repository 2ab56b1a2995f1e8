import Glibc

/// Runs a program to its end and reports its wall time, peak memory and output.
///
/// `posix_spawn` and `wait4`: the kernel's resource usage of the child gives its peak resident
/// set (`ru_maxrss`), which is what "peak memory" means for a command-line run.
struct ChildProcess {
  struct Outcome {
    var status: Int32
    var seconds: Double
    /// Peak resident set size of the child, in bytes.
    var peakBytes: Int
    /// Processor time the child used (user and system, all its threads), in seconds: less
    /// swayed than wall time by other work on a shared machine.
    var cpuSeconds: Double = 0
    var stdout: String
  }

  static func run(_ arguments: [String], environment: [String: String] = [:]) -> Outcome {
    let output = "/tmp/haptui-bench-\(getpid())-\(Clock.now()).out"
    defer { unlink(output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var variables: [String] = []
    var index = 0
    while let entry = environ[index] {
      variables.append(String(cString: entry))
      index += 1
    }
    variables += environment.map { "\($0.key)=\($0.value)" }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = variables.map { strdup($0) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    let start = Clock.now()
    var pid: pid_t = 0
    guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp) == 0 else {
      return Outcome(status: -1, seconds: 0, peakBytes: 0, stdout: "")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let seconds = Double(Clock.now() - start) / 1e9
    return Outcome(
      status: status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
      seconds: seconds, peakBytes: usage.ru_maxrss * 1024,
      cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
      stdout: readText(output))
  }

  private static func readText(_ path: String) -> String {
    guard let file = fopen(path, "r") else { return "" }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
