/// The least-squares staircase of a level grid: at most `steps` constant stretches, each at
/// most `longest` ms (dynamic programming over at most 200 bins of equal width).
enum Staircase {
  /// The grid is cut into at most this many bins, so fitting is quick for any length.
  static let bins = 200

  static func fit(_ levels: [Double], steps: Int, longest: Int) -> [FeedbackdStep] {
    let width = max(1, (levels.count + bins - 1) / bins)
    let count = (levels.count + width - 1) / width
    // Prefix sums of weight (ms), level and level squared per bin.
    var weight = [0.0]
    var sum = [0.0]
    var squares = [0.0]
    for bin in 0..<count {
      let slice = levels[(bin * width)..<min(levels.count, (bin + 1) * width)]
      weight.append(weight.last! + Double(slice.count))
      sum.append(sum.last! + slice.reduce(0, +))
      squares.append(squares.last! + slice.reduce(0) { $0 + $1 * $1 })
    }
    let longestBins = max(1, longest / width)
    let infinity = Double.infinity
    // Row k of `best` and `cut` (k steps, ending at each bin) starts at k * row, flat so the
    // inner loop reads one array without a copy of the row above.
    let row = count + 1
    var best = [Double](repeating: infinity, count: (steps + 1) * row)
    var cut = [Int](repeating: 0, count: (steps + 1) * row)
    best[0] = 0
    weight.withUnsafeBufferPointer { weight in
      sum.withUnsafeBufferPointer { sum in
        squares.withUnsafeBufferPointer { squares in
          for k in 1...steps {
            let above = (k - 1) * row
            for end in 1...count {
              var lowest = infinity
              var chosen = 0
              for start in max(0, end - longestBins)..<end where best[above + start] < infinity {
                let n = weight[end] - weight[start]
                let s = sum[end] - sum[start]
                let value = best[above + start] + squares[end] - squares[start] - s * s / n
                if value < lowest {
                  lowest = value
                  chosen = start
                }
              }
              best[k * row + end] = lowest
              cut[k * row + end] = chosen
            }
          }
        }
      }
    }
    // Fewest steps within a hair of the best: no step is spent where it buys nothing.
    let finals = (1...steps).map { best[$0 * row + count] }
    let floor = finals.min() ?? 0
    let k = (1...steps).first { best[$0 * row + count] <= floor + 1e-9 } ?? steps
    var result: [FeedbackdStep] = []
    var end = count
    for level in stride(from: k, to: 0, by: -1) {
      let start = cut[level * row + end]
      let from = Int(weight[start])
      let to = Int(weight[end])
      let mean = (sum[end] - sum[start]) / (weight[end] - weight[start])
      // Three places: what the call sends, so the steps are what feedbackd is given.
      let magnitude = (min(max(mean, 0), 1) * 1000).rounded() / 1000
      result.append(FeedbackdStep(magnitude: magnitude, duration: to - from))
      end = start
    }
    return result.reversed()
  }
}
