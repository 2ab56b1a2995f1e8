/// The fill of each sharpness band: one hue from light (dull) to dark (sharp), so the bands
/// stay apart in grey scale and without colour; the page's legend names them in words.
enum SharpnessFill {
  static let fills = ["#c6dbef", "#6baed6", "#2171b5", "#08306b"]
  static let names = ["dull", "soft", "crisp", "sharp"]

  static func fill(band: Int) -> String { fills[min(max(band, 0), fills.count - 1)] }
}
