/// One continuous stretch of a source, sampled every millisecond: what a motor should do.
///
/// `intensity[i]` and `sharpness[i]` hold the source's value at `start + i` ms (intensity in
/// the pattern's 0...1 scale, after any mapping the importer made). `knots` are the offsets
/// where the source's shape may change (breakpoints, control points, step changes); between two
/// knots the source is one smooth piece, which the simplifier tries to match with one of the
/// 0.1 curve shapes before it falls back to steps.
public struct ImportEnvelope: Equatable, Sendable {
  /// Start, in whole milliseconds from the pattern's start.
  public var start: Int
  public var intensity: [Double]
  public var sharpness: [Double]
  /// Offsets from `start` (strictly between 0 and `intensity.count`), ascending.
  public var knots: [Int]
  /// What the report calls it (`continuous event`, `amplitude envelope`).
  public var construct: String
  /// Where it is in the source, when known.
  public var line: Int?
  public var column: Int?

  public init(
    start: Int, intensity: [Double], sharpness: [Double], knots: [Int], construct: String,
    line: Int? = nil, column: Int? = nil
  ) {
    self.start = start
    self.intensity = intensity
    self.sharpness =
      sharpness.count == intensity.count
      ? sharpness : Array(repeating: sharpness.first ?? 0.5, count: intensity.count)
    let count = intensity.count
    self.knots = Array(Set(knots.filter { $0 > 0 && $0 < count })).sorted()
    self.construct = construct
    self.line = line
    self.column = column
  }

  /// The length in milliseconds.
  public var duration: Int { intensity.count }
}
