/// Why a target cannot play: one line naming the target and the fix (issue 21's "bad input").
public struct AuditionFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The target's name (`adb:SERIAL`, `feedbackd`, `sound`…).
  public var target: String
  /// What went wrong and what to do, as one sentence.
  public var message: String

  public init(target: String, _ message: String) {
    self.target = target
    self.message = message
  }

  /// `TARGET: message`.
  public var description: String { "\(target): \(message)" }
}
