/// What a two-motor rumble device should do over time: non-overlapping steps in time order.
///
/// Gaps between steps are silence. This is both the gamepad platform's artefact and what the
/// evdev player plays.
public struct RumbleSchedule: Equatable, Sendable {
  public var steps: [RumbleStep]

  public init(steps: [RumbleStep] = []) {
    self.steps = steps
  }

  /// The time the last step stops, in milliseconds.
  public var length: Int { steps.last?.end ?? 0 }
}
