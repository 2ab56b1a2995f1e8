/// Order statistics over samples (nanoseconds, seconds, milliseconds: any unit).
struct Statistics {
  private let sorted: [Double]

  init(_ samples: [Double]) {
    sorted = samples.sorted()
  }

  var count: Int { sorted.count }
  var median: Double { percentile(50) }
  var p99: Double { percentile(99) }
  var maximum: Double { sorted.last ?? 0 }
  var minimum: Double { sorted.first ?? 0 }

  /// The nearest-rank percentile (`p` in 0...100).
  func percentile(_ p: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }
}
