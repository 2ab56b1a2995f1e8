/// The Android names the vibration XML uses, and what the spec's mapping table lets an import
/// make of them.
enum AndroidEffectNames {
  static let effectElements = [
    "waveform-effect", "predefined-effect", "primitive-effect", "vendor-effect",
    "basic-envelope-effect", "waveform-envelope-effect", "repeating-effect",
  ]
  static let allElements =
    [
      "vibration-effect", "vibration-select", "waveform-entry", "repeating", "preamble",
      "control-point",
    ] + effectElements
  static let predefined = ["tick", "click", "heavy_click", "double_click"]
  static let primitives = [
    "low_tick", "tick", "click", "slow_rise", "quick_rise", "quick_fall", "spin", "thud",
  ]

  /// The Tier-0 intent a predefined effect becomes, with how faithful that is. Inverse of the
  /// spec's Android column: `heavy_click` is named only by `impact.heavy`; `click` by
  /// `impact.medium` (and as `impact.rigid`'s last fallback); `tick` by `selection` (and as the
  /// fallback of `impact.light` and `impact.soft`). `double_click` is named by no row.
  static func intent(forPredefined name: String) -> (intent: String, exact: Bool, why: String)? {
    switch name {
    case "heavy_click":
      ("impact.heavy", true, "only impact.heavy's row names EFFECT_HEAVY_CLICK")
    case "click":
      (
        "impact.medium", false,
        "impact.medium's row names EFFECT_CLICK; impact.rigid also falls back to it"
      )
    case "tick":
      (
        "selection", false,
        "selection's row names EFFECT_TICK; impact.light and impact.soft also fall back to it"
      )
    default: nil
    }
  }

  /// The nominal time a primitive plays before a `pause` delay starts counting, in ms. Real
  /// durations are device-defined (`Vibrator.getPrimitiveDurations`); 20 ms is a crisp LRA
  /// impulse (AOSP guidance, `MotorModel.lra`).
  static let nominalPrimitiveDuration = 20
}
