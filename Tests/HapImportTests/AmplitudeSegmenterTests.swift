import Foundation
import Testing

@testable import HapImport

/// The least-squares steps with each end's candidates costed in one vectorised loop (D320) are
/// the steps of the loop that costed and compared each candidate in turn.
struct AmplitudeSegmenterTests {
  /// The search as first written: one candidate at a time, each compared as it is costed.
  static func plainSteps(_ segmenter: AmplitudeSegmenter, _ values: [Double], _ range: Range<Int>)
    -> [Range<Int>]
  {
    let count = range.count
    let shortest = max(1, segmenter.minimum)
    guard count > shortest else { return [range] }
    var sum = [Double](repeating: 0, count: count + 1)
    var squares = [Double](repeating: 0, count: count + 1)
    for offset in 0..<count {
      let value = values[range.lowerBound + offset]
      sum[offset + 1] = sum[offset] + value
      squares[offset + 1] = squares[offset] + value * value
    }
    var best = squares
    var start = [Int](repeating: -1, count: count + 1)
    let longest = max(segmenter.maximum, 2 * shortest)
    for end in shortest...count {
      let first = max(0, end - longest)
      let last = end - shortest
      guard first <= last else { continue }
      for begin in first...last where best[begin] < .infinity {
        let length = Double(end - begin)
        let total = sum[end] - sum[begin]
        let error = squares[end] - squares[begin] - total * total / length
        let cost = best[begin] + max(error, 0) + segmenter.penalty
        if cost < best[end] {
          best[end] = cost
          start[end] = begin
        }
      }
    }
    var last = count
    var least = Double.infinity
    for end in 0...count where start[end] >= 0 {
      let cost = best[end] + squares[count] - squares[end]
      if cost < least {
        least = cost
        last = end
      }
    }
    guard least < .infinity else { return [range] }
    var bounds: [Range<Int>] = []
    var end = last
    while end > 0, start[end] >= 0 {
      bounds.append(range.lowerBound + start[end]..<range.lowerBound + end)
      end = start[end]
    }
    return bounds.reversed()
  }

  /// Amplitudes with noise, plateaus (equal costs), a long hold and decaying hits.
  static var signal: [Double] {
    var values: [Double] = []
    var state: UInt64 = 5
    for index in 0..<3_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let noise = Double(state >> 11) / Double(1 << 53)
      switch index / 500 {
      case 0: values.append(noise)
      case 1: values.append(Double(index / 40 % 3) / 4)
      case 2: values.append(0.5)
      default: values.append(exp(-Double(index % 250) / 30) * (0.5 + 0.1 * noise))
      }
    }
    return values
  }

  @Test(arguments: [1, 5, 10, 60])
  func theStepsAreThePlainSearchsSteps(minimum: Int) {
    let values = Self.signal
    for penalty in [0, 1e-6, 0.0004 * Double(minimum), 0.05] {
      for maximum in [2, 100, 250] {
        let segmenter = AmplitudeSegmenter(minimum: minimum, maximum: maximum, penalty: penalty)
        for range in [0..<values.count, 0..<1, 7..<9, 100..<170, 990..<2_100] {
          #expect(segmenter.steps(values, range) == Self.plainSteps(segmenter, values, range))
        }
      }
    }
  }
}

/// The stretches of a sound fitted in runs on two threads (D320) get the steps each gets
/// fitted alone, in order.
struct StretchStepsTests {
  @Test func theRunsGiveEachStretchsOwnSteps() {
    let values = AmplitudeSegmenterTests.signal + AmplitudeSegmenterTests.signal.reversed()
    let segmenter = AmplitudeSegmenter(minimum: 10, penalty: 0.004)
    // 0 to 40 stretches of 1 to 700 samples, and one long one.
    for count in [0, 1, 2, 9, 40] {
      var stretches: [Range<Int>] = []
      var start = 0
      for index in 0..<count {
        let length = 1 + (index * 337) % 700
        guard start + length <= values.count else { break }
        stretches.append(start..<start + length)
        start += length + index % 3
      }
      let expected = stretches.map { segmenter.steps(values, $0) }
      #expect(AudioImporter.steps(of: stretches, in: values, by: segmenter) == expected)
    }
    let whole = [0..<values.count]
    #expect(
      AudioImporter.steps(of: whole, in: values, by: segmenter) == [
        segmenter.steps(values, whole[0])
      ])
  }
}
