/// One thing the player does to the device at a time in a pass of the schedule.
public struct PlaybackCue: Equatable, Sendable {
  /// What to do.
  public enum Action: Equatable, Sendable {
    /// Upload these magnitudes into the player's one effect (in place once it exists).
    case load(strong: UInt16, weak: UInt16)
    /// Start the effect.
    case start
    /// Stop the effect.
    case stop
  }

  /// Milliseconds from the start of the pass.
  public var at: Int
  public var action: Action

  public init(at: Int, action: Action) {
    self.at = at
    self.action = action
  }
}
