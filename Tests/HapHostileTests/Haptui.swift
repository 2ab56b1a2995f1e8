import Foundation
import Glibc

/// Runs the real `haptui` executable that `swift build` put next to the test bundle.
///
/// `posix_spawn` and `waitpid` rather than Foundation's `Process` (which hangs under
/// `swift test` here). Output goes to temporary files so a chatty child can never block on a
/// full pipe. Each run has a time limit and, through `prlimit`, a 2 GB address-space limit, so a
/// runaway read fails fast instead of exhausting the machine.
enum Haptui {
  /// The repository root (this file is `Tests/HapHostileTests/Haptui.swift`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The binary: next to the running test bundle, else in `.build/debug`.
  static let path: String? = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("haptui").path
    for candidate in [beside, root + "/.build/debug/haptui"]
    where access(candidate, X_OK) == 0 {
      return candidate
    }
    return nil
  }()

  static var isAvailable: Bool { path != nil }

  /// Whether `haptui COMMAND --help` succeeds, i.e. the subcommand exists in this build.
  static func hasCommand(_ command: String) -> Bool {
    guard isAvailable else { return false }
    return run([command, "--help"], timeout: 20).exitCode == 0
  }

  static let prlimit: String? = ["/usr/bin/prlimit", "/bin/prlimit"].first { access($0, X_OK) == 0 }
  static let setpriv: String? = ["/usr/bin/setpriv", "/bin/setpriv"].first {
    access($0, X_OK) == 0
  }

  /// Runs haptui with `arguments`; `asNobody` drops to uid/gid 65534 first (needs root).
  static func run(
    _ arguments: [String], timeout: Double = 60, asNobody: Bool = false
  ) -> BinaryRun {
    guard let path else {
      return BinaryRun(
        exitCode: nil, signal: nil, timedOut: false, stdout: "", stderr: "no haptui binary",
        seconds: 0)
    }
    var command = [path] + arguments
    if asNobody, let setpriv {
      command = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"] + command
    }
    if let prlimit { command = [prlimit, "--as=2000000000", "--"] + command }
    return spawn(command, timeout: timeout)
  }

  private static func spawn(_ command: [String], timeout: Double) -> BinaryRun {
    let scratch = NSTemporaryDirectory() + "haptui-run-\(UUID().uuidString)"
    let outPath = scratch + ".out"
    let errPath = scratch + ".err"
    defer {
      unlink(outPath)
      unlink(errPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    // Swift's backtracer can take many seconds per crash; a crash must end the child at once.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment["TERM"] = environment["TERM"] ?? "xterm"
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    let started = Date()
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, envp)
    guard spawned == 0 else {
      return BinaryRun(
        exitCode: nil, signal: nil, timedOut: false, stdout: "",
        stderr: "posix_spawn failed: \(String(cString: strerror(spawned)))", seconds: 0)
    }
    var status: Int32 = 0
    var timedOut = false
    while waitpid(pid, &status, WNOHANG) == 0 {
      if Date().timeIntervalSince(started) > timeout {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        timedOut = true
        break
      }
      usleep(5_000)
    }
    let seconds = Date().timeIntervalSince(started)
    let termination = status & 0x7F
    let exitCode: Int32? = timedOut || termination != 0 ? nil : (status >> 8) & 0xFF
    let signal: Int32? = !timedOut && termination != 0 ? termination : nil
    return BinaryRun(
      exitCode: exitCode, signal: signal, timedOut: timedOut,
      stdout: text(of: outPath), stderr: text(of: errPath), seconds: seconds)
  }

  /// A file's content as text, with any byte that is not UTF-8 shown as U+FFFD.
  private static func text(of path: String) -> String {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
