/// How one run of a child process (the real `haptui` binary, say) ended.
public struct ChildRun: CustomStringConvertible, Sendable {
  /// The exit status, or `nil` when the process was killed by a signal or timed out.
  public var exitCode: Int32?
  /// The signal that ended the process, if one did.
  public var signal: Int32?
  /// Whether the run was killed for taking longer than its time limit.
  public var timedOut: Bool
  public var stdout: String
  public var stderr: String
  /// Wall-clock seconds from spawn to exit.
  public var seconds: Double

  /// Standard output and standard error together, for searching diagnostics.
  public var output: String { stdout + stderr }

  /// Whether the process ended by itself with `exit`, not by a signal or a time-out.
  public var exitedNormally: Bool { exitCode != nil && !timedOut }

  public var description: String {
    let end =
      timedOut
      ? "timed out after \(Int(seconds)) s"
      : signal.map { "killed by signal \($0)" } ?? "exit \(exitCode ?? -1)"
    return "\(end); stdout: \(stdout.prefix(600)) stderr: \(stderr.prefix(600))"
  }

  public init(
    exitCode: Int32?, signal: Int32?, timedOut: Bool, stdout: String, stderr: String,
    seconds: Double
  ) {
    self.exitCode = exitCode
    self.signal = signal
    self.timedOut = timedOut
    self.stdout = stdout
    self.stderr = stderr
    self.seconds = seconds
  }
}
