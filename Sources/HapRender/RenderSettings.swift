/// The two user settings every platform honours before the intent and track rungs.
public struct RenderSettings: Equatable, Sendable {
  /// The OS system-haptics setting is off: every pattern is a silent success.
  public var hapticsOff: Bool
  /// The user asked for reduced feedback: render `fallbacks.reduced`.
  public var reduced: Bool

  public init(hapticsOff: Bool = false, reduced: Bool = false) {
    self.hapticsOff = hapticsOff
    self.reduced = reduced
  }

  public static let standard = RenderSettings()
}
