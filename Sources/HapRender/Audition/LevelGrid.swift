import HapModel

/// A level (0...1) and a sharpness (0...1) for every millisecond: the shape a target plays,
/// on the grid audition tests and resamplers compare on.
public struct LevelGrid: Sendable, Equatable {
  public var levels: [Double]
  public var sharpness: [Double]

  public init(levels: [Double], sharpness: [Double]) {
    self.levels = levels
    self.sharpness = sharpness
  }

  /// The length in ms.
  public var duration: Int { levels.count }

  /// The grid of a signal: each segment's level over its milliseconds, silence between.
  init(_ signal: Signal) {
    var levels = [Double](repeating: 0, count: signal.length)
    var sharpness = [Double](repeating: 0.5, count: signal.length)
    for segment in signal.segments {
      for time in segment.at..<segment.end {
        levels[time] = segment.level
        sharpness[time] = segment.sharpness
      }
    }
    self.init(levels: levels, sharpness: sharpness)
  }

  /// The track of `pattern` as richly as one level at a time can hold it: transients as
  /// `transientLength` ms pulses, curves stepped (the louder event wins an overlap).
  public static func track(_ pattern: HapticPattern, transientLength: Int = 20) -> LevelGrid {
    LevelGrid(
      Signal(
        pulses: TrackSampler.pulses(RenderInput(pattern).events, transientLength: transientLength))
    )
  }

  /// Pearson's r of two equally long series (1 when both are constant and equal).
  public static func pearson(_ x: [Double], _ y: [Double]) -> Double {
    let n = Double(min(x.count, y.count))
    guard n > 1 else { return 1 }
    let mx = x.prefix(Int(n)).reduce(0, +) / n
    let my = y.prefix(Int(n)).reduce(0, +) / n
    var sxy = 0.0
    var sxx = 0.0
    var syy = 0.0
    for (a, b) in zip(x, y) {
      sxy += (a - mx) * (b - my)
      sxx += (a - mx) * (a - mx)
      syy += (b - my) * (b - my)
    }
    guard sxx > 0, syy > 0 else { return sxx == syy ? 1 : 0 }
    return sxy / (sxx * syy).squareRoot()
  }
}
