/// One step of a feedbackd haptic pattern: a magnitude 0...1 held for `duration` ms.
public struct FeedbackdStep: Sendable, Equatable {
  public var magnitude: Double
  public var duration: Int

  public init(magnitude: Double, duration: Int) {
    self.magnitude = magnitude
    self.duration = duration
  }
}
