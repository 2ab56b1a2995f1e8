import Foundation

/// How one run of the real `haptui` binary ended.
struct BinaryRun: CustomStringConvertible {
  /// The exit status, or `nil` when the process was killed by a signal or timed out.
  var exitCode: Int32?
  /// The signal that ended the process, if one did.
  var signal: Int32?
  /// Whether the run was killed for taking longer than its time limit.
  var timedOut: Bool
  var stdout: String
  var stderr: String
  /// Wall-clock seconds from spawn to exit.
  var seconds: Double

  /// Standard output and standard error together, for searching diagnostics.
  var output: String { stdout + stderr }

  /// Whether the process ended by itself with `exit`, not by a signal or a time-out.
  var exitedNormally: Bool { exitCode != nil && !timedOut }

  var description: String {
    let end =
      timedOut
      ? "timed out after \(Int(seconds)) s"
      : signal.map { "killed by signal \($0)" } ?? "exit \(exitCode ?? -1)"
    return "\(end); stdout: \(stdout.prefix(600)) stderr: \(stderr.prefix(600))"
  }
}
