/// Correlation, percentiles and one-to-one event matching for the corpus measurements.
enum Statistics {
  /// Pearson's r of two equally long series (0 when either is constant).
  static func pearson(_ a: [Double], _ b: [Double]) -> Double {
    let count = Double(min(a.count, b.count))
    guard count > 1 else { return 0 }
    let n = Int(count)
    let meanA = a[0..<n].reduce(0, +) / count
    let meanB = b[0..<n].reduce(0, +) / count
    var covariance = 0.0
    var varianceA = 0.0
    var varianceB = 0.0
    for index in 0..<n {
      let x = a[index] - meanA
      let y = b[index] - meanB
      covariance += x * y
      varianceA += x * x
      varianceB += y * y
    }
    guard varianceA > 0, varianceB > 0 else { return 0 }
    return covariance / (varianceA * varianceB).squareRoot()
  }

  /// The `fraction` percentile (0...1) with linear interpolation between ranks.
  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = fraction * Double(sorted.count - 1)
    let low = Int(rank)
    let high = min(low + 1, sorted.count - 1)
    return sorted[low] + (sorted[high] - sorted[low]) * (rank - Double(low))
  }

  /// How many of `found` match a distinct one of `reference` within `window` ms (greedy in
  /// time order, each taking the nearest free reference).
  static func matches(_ found: [Double], _ reference: [Double], window: Double) -> Int {
    var used = [Bool](repeating: false, count: reference.count)
    var count = 0
    for time in found.sorted() {
      var best: Int?
      for (index, candidate) in reference.enumerated() where !used[index] {
        let distance = abs(candidate - time)
        if distance <= window, best.map({ distance < abs(reference[$0] - time) }) ?? true {
          best = index
        }
      }
      if let best {
        used[best] = true
        count += 1
      }
    }
    return count
  }
}
