/// How a program haptui ran ended: its status and output, or why it did not finish.
public struct ProcessResult: Sendable, Equatable {
  /// The exit status (or 128 + the signal that ended it); -1 when it never started.
  public var status: Int32
  public var output: String
  public var error: String
  /// It was still running when the timeout came and was killed.
  public var timedOut: Bool
  /// Why it could not be started (not found, not executable), else nil.
  public var launchFailure: String?

  public init(
    status: Int32, output: String = "", error: String = "", timedOut: Bool = false,
    launchFailure: String? = nil
  ) {
    self.status = status
    self.output = output
    self.error = error
    self.timedOut = timedOut
    self.launchFailure = launchFailure
  }

  /// Whether it ran and exited 0.
  public var succeeded: Bool { status == 0 && !timedOut && launchFailure == nil }

  /// The first non-empty line of its error output, else of its output.
  public var firstLine: String {
    for text in [error, output] {
      if let line = text.split(whereSeparator: \.isNewline).first(where: { !$0.isEmpty }) {
        return String(line)
      }
    }
    return ""
  }
}
