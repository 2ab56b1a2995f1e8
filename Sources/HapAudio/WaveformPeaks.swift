/// A sound's lowest and highest sample in every millisecond, and in every aligned run of 2, 4,
/// 8… milliseconds above that (a min/max pyramid), so the peaks of any stretch of time take a
/// few look-ups whatever its length.
///
/// Built once per sound (one pass over the samples); a waveform drawn at any zoom then asks
/// `peaks(from:to:)` per column, about 2 × log2(length) look-ups each, so a ten-minute sound
/// draws as fast as a one-second one.
public struct WaveformPeaks: Equatable, Sendable {
  /// The sound's length in whole milliseconds (a last partial millisecond counts as one).
  public let milliseconds: Int
  /// The largest magnitude of any sample (0 for silence).
  public let loudest: Float
  /// `lows[k][i]` and `highs[k][i]`: the extremes over milliseconds `i << k ..< (i + 1) << k`.
  let lows: [[Float]]
  let highs: [[Float]]

  /// The peaks of `samples` played at `sampleRate` samples per second.
  public init(samples: [Float], sampleRate: Int) {
    let rate = max(sampleRate, 1)
    let count = samples.count
    let length = count == 0 ? 0 : (count * 1000 + rate - 1) / rate
    var low = [Float](repeating: 0, count: length)
    var high = [Float](repeating: 0, count: length)
    var loudest: Float = 0
    samples.withUnsafeBufferPointer { source in
      for ms in 0..<length {
        let first = ms * rate / 1000
        let end = min((ms + 1) * rate / 1000, count)
        guard first < end else {
          // Only under 1000 samples a second; the millisecond holds the sample before it.
          let value = source[min(first, count - 1)]
          low[ms] = value
          high[ms] = value
          continue
        }
        var lowest = source[first]
        var highest = lowest
        for index in (first + 1)..<end {
          let value = source[index]
          if value < lowest { lowest = value }
          if value > highest { highest = value }
        }
        low[ms] = lowest
        high[ms] = highest
        loudest = max(loudest, max(highest, -lowest))
      }
    }
    var lows = [low]
    var highs = [high]
    while let below = lows.last, below.count > 1 {
      let above = highs[highs.count - 1]
      let size = (below.count + 1) / 2
      var nextLow = [Float](repeating: 0, count: size)
      var nextHigh = [Float](repeating: 0, count: size)
      for index in 0..<size {
        let left = 2 * index
        let right = min(left + 1, below.count - 1)
        nextLow[index] = min(below[left], below[right])
        nextHigh[index] = max(above[left], above[right])
      }
      lows.append(nextLow)
      highs.append(nextHigh)
    }
    self.milliseconds = length
    self.loudest = loudest.isFinite ? loudest : 0
    self.lows = lows
    self.highs = highs
  }

  /// The lowest and highest sample from millisecond `start` up to (not including) `end`, or
  /// `nil` when that stretch lies outside the sound.
  public func peaks(from start: Int, to end: Int) -> (low: Float, high: Float)? {
    var low = Float.infinity
    var high = -Float.infinity
    let visited = blocks(from: start, to: end) { level, index in
      low = min(low, lows[level][index])
      high = max(high, highs[level][index])
    }
    return visited == 0 ? nil : (low, high)
  }

  /// Visits the fewest aligned blocks that exactly cover `start..<end` inside the sound, as
  /// (level, index) pairs, and returns how many it visited.
  func blocks(from start: Int, to end: Int, _ visit: (Int, Int) -> Void) -> Int {
    var at = max(start, 0)
    let stop = min(end, milliseconds)
    var count = 0
    while at < stop {
      // The biggest aligned block that starts here and ends inside the stretch.
      var level = 0
      while level + 1 < lows.count, at & ((1 << (level + 1)) - 1) == 0,
        at + (1 << (level + 1)) <= stop
      {
        level += 1
      }
      visit(level, at >> level)
      count += 1
      at += 1 << level
    }
    return count
  }
}
