import Foundation
import Glibc
import HapSystem

/// The one way tests run another program: `run` spawns an executable with a time limit,
/// `shell` runs a shell command line.
///
/// `posix_spawn` and `waitpid` (or `popen`) rather than Foundation's `Process`, which hangs
/// under `swift test` here and with tmux. `run` sends output to temporary files so a chatty
/// child can never block on a full pipe.
public enum ChildProcess {
  /// Runs `command[0]` (a path) with the rest as arguments, standard input from /dev/null,
  /// killing it after `timeout` seconds.
  public static func run(_ command: [String], timeout: Double = 60) -> ChildRun {
    let scratch = NSTemporaryDirectory() + "haptui-run-\(UUID().uuidString)"
    let outPath = scratch + ".out"
    let errPath = scratch + ".err"
    defer {
      unlink(outPath)
      unlink(errPath)
    }
    // Swift's backtracer can take many seconds per crash; a crash must end the child at once.
    var variables = ["SWIFT_BACKTRACE": "enable=no"]
    if ProcessEnvironment.value("TERM") == nil { variables["TERM"] = "xterm" }
    let started = Date()
    let pid: pid_t
    switch ProcessSpawn.start(
      command, adding: variables, output: .file(outPath), errors: .file(errPath))
    {
    case .success(let child): pid = child
    case .failure(let failure):
      return ChildRun(
        exitCode: nil, signal: nil, timedOut: false, stdout: "",
        stderr: "posix_spawn failed: \(failure.message)", seconds: 0)
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
    return ChildRun(
      exitCode: exitCode, signal: signal, timedOut: timedOut,
      stdout: text(of: outPath), stderr: text(of: errPath), seconds: seconds)
  }

  /// A file's content as text, with any byte that is not UTF-8 shown as U+FFFD.
  private static func text(of path: String) -> String {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// Runs `command` with `/bin/sh -c` and returns its exit status and standard output (append
  /// ` 2>&1` to the command for standard error too).
  @discardableResult
  public static func shell(_ command: String) -> (status: Int32, output: String) {
    guard let pipe = popen(command, "r") else { return (-1, "") }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    let status = pclose(pipe)
    return ((status >> 8) & 0xFF, String(decoding: bytes, as: UTF8.self))
  }

  /// `text` quoted for a POSIX shell.
  public static func quoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
      + "'"
  }
}
