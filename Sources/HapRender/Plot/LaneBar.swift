/// One felt step of a rendition's lane: from `at` for `duration` ms at `strength` (0…1, the
/// stronger motor), as the editor's rendition lane draws it.
public struct LaneBar: Equatable, Sendable {
  public var at: Int
  public var duration: Int
  public var strength: Double

  public init(at: Int, duration: Int, strength: Double) {
    self.at = at
    self.duration = duration
    self.strength = strength
  }

  /// The felt steps of `feel`: each step's stronger motor as a fraction of full strength;
  /// silent and empty steps left out.
  public static func bars(of feel: RumbleSchedule) -> [LaneBar] {
    feel.steps.compactMap { step in
      let strength = Double(max(step.strong, step.weak)) / Double(UInt16.max)
      guard strength > 0, step.duration > 0 else { return nil }
      return LaneBar(at: step.at, duration: step.duration, strength: strength)
    }
  }

  /// A few words on the shape of a schedule, as the editor's lane label says it: how many
  /// steps, and whether they are only on/off (`nothing`, `1 on/off step`, `12 steps`).
  public static func shape(of feel: RumbleSchedule) -> String {
    let sounding = feel.steps.filter { max($0.strong, $0.weak) > 0 }
    guard !sounding.isEmpty else { return "nothing" }
    let levels = Set(sounding.map { max($0.strong, $0.weak) })
    let noun = sounding.count == 1 ? "step" : "steps"
    return levels.count == 1 ? "\(sounding.count) on/off \(noun)" : "\(sounding.count) \(noun)"
  }
}
