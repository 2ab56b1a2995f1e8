/// The Android effect a rendition plays, as data a shell command or XML can be made from.
///
/// This is the public face of the branch the ladder chose for a profile (D101): the same
/// effect the Kotlin artefact builds at run time on that device.
public enum AndroidVibration: Sendable, Equatable {
  /// `BasicEnvelopeBuilder`: ramps to each point's intensity and sharpness; starts and ends at 0.
  case envelope(initialSharpness: Double, points: [AndroidEnvelopeStep])
  /// A composition of primitives, each placed at an absolute time.
  case primitives([AndroidTap])
  /// `createWaveform(timings, amplitudes, -1)`: steps of amplitude 0...255.
  case waveform(timings: [Int], amplitudes: [Int])
  /// `createWaveform(timings, -1)`: alternating off and on times, first an off time.
  case onOff(timings: [Int])
  /// `createPredefined(EFFECT_*)`: the `prebaked` effect id and its constant.
  case predefined(id: Int, constant: String)
  /// Nothing plays.
  case silent

  /// How long the effect lasts in ms (primitives count `duration` each from `primitiveLength`).
  public func duration(primitiveLength: (Int) -> Int = { _ in 20 }) -> Int {
    switch self {
    case .envelope(_, let points): points.reduce(0) { $0 + $1.duration }
    case .primitives(let taps): taps.map { $0.at + primitiveLength($0.id) }.max() ?? 0
    case .waveform(let timings, _), .onOff(let timings): timings.reduce(0, +)
    case .predefined: primitiveLength(0)
    case .silent: 0
    }
  }
}
