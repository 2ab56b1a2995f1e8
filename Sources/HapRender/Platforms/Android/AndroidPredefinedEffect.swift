/// An Android `VibrationEffect.EFFECT_*` constant.
enum AndroidPredefinedEffect: String, Sendable {
  case click = "EFFECT_CLICK"
  case tick = "EFFECT_TICK"
  case heavyClick = "EFFECT_HEAVY_CLICK"
}
