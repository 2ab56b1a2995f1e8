/// One constant-magnitude stretch of a rumble schedule.
public struct RumbleStep: Equatable, Sendable {
  /// Start, in milliseconds from the start of the schedule.
  public var at: Int
  /// Length in milliseconds (at least the shortest pulse the motor can render).
  public var duration: Int
  /// Strong (low-frequency) motor magnitude, 0...0xFFFF as Linux `FF_RUMBLE` takes it.
  public var strong: UInt16
  /// Weak (high-frequency) motor magnitude, 0...0xFFFF.
  public var weak: UInt16

  public init(at: Int, duration: Int, strong: UInt16, weak: UInt16) {
    self.at = at
    self.duration = duration
    self.strong = strong
    self.weak = weak
  }

  /// The time the step stops, in milliseconds.
  public var end: Int { at + duration }
}
