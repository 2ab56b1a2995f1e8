import Glibc

/// A peak envelope follower: rises toward |x| (or x², `input`) with the attack time constant
/// and falls with the release one, read once per millisecond.
///
/// On the power the value read is the square root of the level, so both give an amplitude.
struct EnvelopeFollower {
  var attackMS: Double
  var releaseMS: Double
  var input: EnvelopeInput = .magnitude

  /// The number of values `envelope(_:rate:)` gives for `samples` samples: one per whole
  /// millisecond.
  func count(_ samples: Int, rate: Int) -> Int { samples / max(1, rate / 1000) }

  /// The envelope of `samples` (at `rate` Hz) at the end of each whole millisecond.
  func envelope(_ samples: [Float], rate: Int) -> [Double] {
    let perMS = max(1, rate / 1000)
    let count = count(samples.count, rate: rate)
    let attack = Self.coefficient(attackMS, rate: rate)
    let release = Self.coefficient(releaseMS, rate: rate)
    var output = [Double](repeating: 0, count: count)
    var level = 0.0
    let squared = input == .power
    samples.withUnsafeBufferPointer { input in
      for frame in 0..<count {
        let base = frame * perMS
        for offset in 0..<perMS {
          let sample = Double(input[base + offset])
          let value = squared ? sample * sample : abs(sample)
          level += (value > level ? attack : release) * (value - level)
        }
        output[frame] = squared ? level.squareRoot() : level
      }
    }
    return output
  }

  /// The one-pole smoothing coefficient for a time constant of `ms` at `rate` Hz.
  static func coefficient(_ ms: Double, rate: Int) -> Double {
    guard ms > 0 else { return 1 }
    return 1 - exp(-1 / (ms / 1000 * Double(rate)))
  }
}
