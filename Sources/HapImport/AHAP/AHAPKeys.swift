/// The names AHAP defines (Apple's AHAP article and the Core Haptics headers), for reading and
/// for spotting typos.
enum AHAPKeys {
  static let topLevel = ["Version", "Pattern", "Metadata"]
  static let element = ["Event", "Parameter", "ParameterCurve"]
  static let event = [
    "Time", "EventType", "EventDuration", "EventParameters", "EventWaveformPath",
    "EventWaveformUseVolumeEnvelope", "EventWaveformLoopEnabled",
  ]
  static let eventTypes = ["HapticTransient", "HapticContinuous", "AudioContinuous", "AudioCustom"]
  static let parameterEntry = ["ParameterID", "ParameterValue"]
  static let eventParameters = [
    "HapticIntensity", "HapticSharpness", "AttackTime", "DecayTime", "ReleaseTime", "Sustained",
    "AudioVolume", "AudioPitch", "AudioPan", "AudioBrightness",
  ]
  static let parameter = ["ParameterID", "ParameterValue", "Time"]
  static let curve = ["ParameterID", "Time", "ParameterCurveControlPoints"]
  static let controlPoint = ["Time", "ParameterValue"]
  static let dynamicParameters = [
    "HapticIntensityControl", "HapticSharpnessControl", "HapticAttackTimeControl",
    "HapticDecayTimeControl", "HapticReleaseTimeControl", "AudioVolumeControl",
    "AudioPanControl", "AudioPitchControl", "AudioBrightnessControl", "AudioAttackTimeControl",
    "AudioDecayTimeControl", "AudioReleaseTimeControl",
  ]
}
