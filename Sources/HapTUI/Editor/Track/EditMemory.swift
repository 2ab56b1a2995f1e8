import HapModel

/// What the editor remembers between commands to make the next edit quicker: the clipboard,
/// the anchor of a range being selected, the fade step, a count typed before a command, and
/// the values the last edited event had, which new events inherit.
public struct EditMemory: Equatable, Sendable {
  /// The events `copy` took, with every field (unknown ones too), in track order.
  public var clipboard: [TrackEvent] = []
  /// Where `select-range` dropped its anchor, in milliseconds; `nil` outside the visual mode.
  public var rangeAnchor: Int?
  /// How long each stair of a fade lasts, in milliseconds.
  public var fadeStep: Int = FadeShape.defaultStep
  /// Digits typed before a command (`5L` nudges five times); `nil` when none.
  public var count: Int?
  /// Whether `Ctrl-W` was pressed and the next key chooses a pane.
  public var choosingPane = false
  /// The sharpness the last added or edited event had; new events start with it.
  public var sharpness: Double?
  /// The curve of the last continuous event added or edited.
  public var curve: Curve?
  /// The duration of the last continuous event added or edited.
  public var duration: Int?
  /// The tolerance `simplify` last used, which it uses again unless another is typed.
  public var simplifyTolerance = StepSimplifier.defaultTolerance

  public init() {}

  /// The three values new events inherit, read or put back together.
  public var shape: RememberedShape {
    get { RememberedShape(sharpness: sharpness, curve: curve, duration: duration) }
    set {
      sharpness = newValue.sharpness
      curve = newValue.curve
      duration = newValue.duration
    }
  }

  /// Remembers the values of `event`, so the next new event starts like it.
  mutating func remember(_ event: TrackEvent) {
    if let sharpness = event.sharpness { self.sharpness = sharpness }
    guard event.type == .continuous else { return }
    curve = event.curve
    if let duration = event.duration { self.duration = duration }
  }
}
