/// An onset found in a sound: when it peaks, how strong and how sharp it is.
public struct AudioTransient: Equatable, Sendable {
  /// Milliseconds from the start of the sound.
  public var at: Int
  /// The intensity at the onset's peak (the square root of the amplitude there), 0...1.
  public var intensity: Double
  /// The spectral brightness there, 0...1.
  public var sharpness: Double

  public init(at: Int, intensity: Double, sharpness: Double) {
    self.at = at
    self.intensity = intensity
    self.sharpness = sharpness
  }
}
