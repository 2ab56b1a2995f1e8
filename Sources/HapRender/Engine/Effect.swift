import HapModel

/// What a branch asks the platform API to do; each emitter prints the cases of its platform.
enum Effect: Sendable {
  /// iOS: a UIKit feedback generator (and its SwiftUI `.sensoryFeedback` form).
  case iosFeedback(IntentToken)
  /// iOS: one AHAP document per layer; layers play together from the same start time.
  case ahap([AHAPDocument])
  /// Android: a `VibrationEffect.Composition` of primitives.
  case composition([PrimitiveTap])
  /// Android: `VibrationEffect.createPredefined(EFFECT_*)`.
  case predefined(AndroidPredefinedEffect)
  /// Android: `createWaveform(timings, amplitudes, -1)`.
  case waveform(AndroidWaveform)
  /// Android: `createWaveform(timings, -1)`, index 0 an off time: duration only.
  case onOff(timings: [Int])
  /// Android 36: a `BasicEnvelopeBuilder` envelope.
  case envelope(AndroidEnvelope)
  /// Web: `navigator.vibrate(pattern)`.
  case vibrate([Int])
  /// React Native: an expo-haptics call.
  case expo(ExpoCall)
  /// Flutter: a `HapticFeedback` method.
  case flutter(method: String)
  /// Gamepad: a two-motor rumble schedule.
  case rumble(RumbleSchedule)
}

/// One primitive of an Android composition, placed at an absolute start time.
struct PrimitiveTap: Equatable, Sendable {
  var primitive: AndroidPrimitive
  /// 0...1, the primitive's `scale`.
  var scale: Double
  /// Start time in ms from the start of the effect.
  var at: Int
}

/// An Android `VibrationEffect.EFFECT_*` constant.
enum AndroidPredefinedEffect: String, Sendable {
  case click = "EFFECT_CLICK"
  case tick = "EFFECT_TICK"
  case heavyClick = "EFFECT_HEAVY_CLICK"
}

/// Equal-length timing and amplitude arrays for `createWaveform(timings, amplitudes, -1)`.
struct AndroidWaveform: Equatable, Sendable {
  /// Milliseconds, each > 0.
  var timings: [Int]
  /// 0...255; 0 is motor off.
  var amplitudes: [Int]
}

/// An Android 36 `BasicEnvelopeBuilder` envelope: starts at intensity 0 and must end at 0.
struct AndroidEnvelope: Equatable, Sendable {
  var initialSharpness: Double
  var points: [EnvelopePoint]

  /// The whole envelope's length in ms.
  var duration: Int { points.reduce(0) { $0 + $1.duration } }
}

/// One control point: ramp linearly to `intensity`/`sharpness` over `duration` ms.
struct EnvelopePoint: Equatable, Sendable {
  var intensity: Double
  var sharpness: Double
  var duration: Int
}

/// An expo-haptics call.
enum ExpoCall: Equatable, Sendable {
  case impact(style: String)
  case notification(type: String)
  case selection

  /// The TypeScript expression (`Haptics.impactAsync(Haptics.ImpactFeedbackStyle.Light)`).
  var expression: String {
    switch self {
    case .impact(let style): "Haptics.impactAsync(Haptics.ImpactFeedbackStyle.\(style))"
    case .notification(let type):
      "Haptics.notificationAsync(Haptics.NotificationFeedbackType.\(type))"
    case .selection: "Haptics.selectionAsync()"
    }
  }
}
