/// One thing a device (or the software stack on it) can do that the ladder asks about.
///
/// Profiles list their features as data, so `haptui render --list-profiles` can print them and
/// tests can reason about them without knowing how each platform uses them.
public enum DeviceFeature: String, CaseIterable, Sendable, Comparable {
  /// Some vibration hardware is reachable (a Taptic Engine, a vibrator, a rumble motor).
  case actuator
  /// Graded per-event intensity (capability token `amplitude`).
  case amplitude
  /// Independent sharpness (capability token `sharpness`).
  case sharpness
  /// True parameter envelopes over a continuous event (capability token `curve`).
  case curve
  /// Plays primitive compositions (capability token `composition`).
  case composition
  /// Android: the API 30 composition primitives (CLICK, QUICK_RISE, SLOW_RISE, QUICK_FALL, TICK).
  case primitives30
  /// Android: the API 31 primitives as well (THUD, SPIN, LOW_TICK).
  case primitives31
  /// Android: `VibrationEffect.createPredefined` (API 29+).
  case predefinedEffects
  /// Android: the vibrator HAL implements the predefined effects itself (not a generic buzz).
  case halEffects
  /// Android 16 (API 36): `areEnvelopeEffectsSupported()` is true.
  case envelopeEffects
  /// Web: `navigator.vibrate` exists.
  case vibrate
  /// Flutter: `HapticFeedback.successNotification()` and its siblings exist.
  case notificationMethods

  public static func < (lhs: DeviceFeature, rhs: DeviceFeature) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
