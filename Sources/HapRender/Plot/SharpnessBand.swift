/// The four bands of sharpness the editor shades with (dull to sharp), so every drawing of a
/// track uses the same steps.
public enum SharpnessBand {
  /// How many bands there are.
  public static let count = 4

  /// The band (0 dull … 3 sharp) of a sharpness in 0…1; the editor's `Theme.sharpnessLevel`
  /// computes the same.
  public static func band(_ sharpness: Double) -> Int {
    guard !sharpness.isNaN else { return 0 }
    return min(max(Int(sharpness * Double(count)), 0), count - 1)
  }
}
