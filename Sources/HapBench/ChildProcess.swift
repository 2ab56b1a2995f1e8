import Glibc
import HapSystem

/// Runs a program to its end and reports its wall time, peak memory and output.
///
/// HapSystem's `ProcessSpawn` and `wait4` give the wall and processor time. The peak resident
/// set comes from GNU time (`/usr/bin/time -f %M`), which forks the program from its own small
/// process: a spawn shares this process's memory until the `exec`, and Linux then carries this
/// process's peak into the child's `ru_maxrss`, so a bench that had grown to 300 MB reported
/// 300 MB for every later command (issue 23). Without GNU time, `ru_maxrss` is the fallback.
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

  /// GNU time, when the machine has it (Debian package `time`).
  static let gnuTime: String? = access("/usr/bin/time", X_OK) == 0 ? "/usr/bin/time" : nil

  static func run(_ arguments: [String], environment: [String: String] = [:]) -> Outcome {
    let output = "/tmp/haptui-bench-\(getpid())-\(Clock.now()).out"
    defer { unlink(output) }
    let peakFile = output + ".peak"
    defer { unlink(peakFile) }
    let arguments = gnuTime.map { [$0, "-f", "%M", "-o", peakFile] + arguments } ?? arguments
    let start = Clock.now()
    guard
      case .success(let pid) = ProcessSpawn.start(
        arguments, adding: environment, output: .file(output), searchingPath: true)
    else {
      return Outcome(status: -1, seconds: 0, peakBytes: 0, stdout: "")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let seconds = Double(Clock.now() - start) / 1e9
    // GNU time's last line is the figure (a line before it may say the exit status).
    let measured = gnuTime == nil ? nil : readText(peakFile).split(separator: "\n").last
    let peakKilobytes = measured.flatMap { Int($0) } ?? usage.ru_maxrss
    return Outcome(
      status: status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
      seconds: seconds, peakBytes: peakKilobytes * 1024,
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
