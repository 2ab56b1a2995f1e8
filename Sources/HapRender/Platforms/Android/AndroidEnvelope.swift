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
