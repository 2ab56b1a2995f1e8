import Foundation
import Glibc
import HapSystem

/// A program a test starts and leaves running (a stand-in server, a bus, sshd) until `stop`,
/// which kills it and its process group; output goes to a log file.
public final class BackgroundProcess: @unchecked Sendable {
  public let pid: pid_t
  public let logPath: String
  private var stopped = false

  /// Starts `command[0]` (a path) with `environment` added, in a process group of its own.
  public init?(_ command: [String], environment: [String: String] = [:], logPath: String) {
    guard
      case .success(let child) = ProcessSpawn.start(
        command, adding: environment, output: .appending(logPath), errors: .output, ownGroup: true)
    else { return nil }
    pid = child
    self.logPath = logPath
  }

  /// Waits up to `seconds` for `path` to exist (a port file, a socket); false when it did not.
  public static func waitFor(_ path: String, seconds: Double) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if FileManager.default.fileExists(atPath: path) { return true }
      usleep(10_000)
    }
    return false
  }

  /// What the program wrote so far.
  public var log: String {
    (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
  }

  /// Kills the program's process group and reaps it.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    kill(-pid, SIGTERM)
    var status: Int32 = 0
    for _ in 0..<100 {
      if waitpid(pid, &status, WNOHANG) != 0 { return }
      usleep(10_000)
    }
    kill(-pid, SIGKILL)
    waitpid(pid, &status, 0)
  }

  deinit { stop() }
}
