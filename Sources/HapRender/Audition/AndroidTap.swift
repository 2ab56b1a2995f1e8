/// One primitive of an Android composition: its shell id (click 1 … low_tick 8), its scale
/// 0...1 and its start in ms from the start of the effect.
public struct AndroidTap: Sendable, Equatable {
  public var id: Int
  public var scale: Double
  public var at: Int

  public init(id: Int, scale: Double, at: Int) {
    self.id = id
    self.scale = scale
    self.at = at
  }

  /// The name `VibrationXmlParser` reads (`click`, `low_tick`…), or "" for an unknown id.
  public var xmlName: String {
    switch id {
    case 1: "click"
    case 2: "thud"
    case 3: "spin"
    case 4: "quick_rise"
    case 5: "slow_rise"
    case 6: "quick_fall"
    case 7: "tick"
    case 8: "low_tick"
    default: ""
    }
  }
}
