/// What a target began playing: how long it lasts and what it kept, for the status line.
public struct AuditionStart: Sendable, Equatable {
  /// How long the pattern plays, in ms.
  public var duration: Int
  /// One line: the form that played and what it kept and dropped.
  public var summary: String
  /// Warnings the user should see once (a strength cap, a fallback grammar).
  public var notes: [String]

  public init(duration: Int, summary: String, notes: [String] = []) {
    self.duration = duration
    self.summary = summary
    self.notes = notes
  }
}
