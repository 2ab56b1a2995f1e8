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
