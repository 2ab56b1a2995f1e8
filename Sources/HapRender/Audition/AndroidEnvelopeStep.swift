/// One control point of an Android basic envelope: ramp linearly to `intensity` and
/// `sharpness` (both 0...1) over `duration` ms.
public struct AndroidEnvelopeStep: Sendable, Equatable {
  public var intensity: Double
  public var sharpness: Double
  public var duration: Int

  public init(intensity: Double, sharpness: Double, duration: Int) {
    self.intensity = intensity
    self.sharpness = sharpness
    self.duration = duration
  }
}
