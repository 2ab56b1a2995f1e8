/// An onset found in a sound: when it peaks, how strong and how sharp it is.
public struct AudioTransient: Equatable, Sendable {
  /// Milliseconds from the start of the sound.
  public var at: Int
  /// The amplitude envelope at the onset's peak, 0...1.
  public var amplitude: Double
  /// The spectral brightness there, 0...1.
  public var sharpness: Double

  public init(at: Int, amplitude: Double, sharpness: Double) {
    self.at = at
    self.amplitude = amplitude
    self.sharpness = sharpness
  }
}
