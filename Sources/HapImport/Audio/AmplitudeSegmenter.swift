/// Least-squares steps of an amplitude envelope: the partition into steps of at least
/// `minimum` ms that minimises the squared error plus `penalty` per step (dynamic programming
/// over step ends; steps longer than `maximum` ms are split, at the same level). The stretch may
/// begin and end with silence of any length (costing its squared amplitude), so a step need not
/// start on the first faint sample of a rise.
///
/// The audio import uses it instead of the greedy `StepFitter`: measured on the designer
/// corpus, least squares keeps the peaks a 10 ms step would otherwise smear (D056).
struct AmplitudeSegmenter {
  var minimum: Int
  var maximum = 100
  var penalty: Double

  /// The step boundaries of `values[range]`: consecutive ranges covering it.
  func steps(_ values: [Double], _ range: Range<Int>) -> [Range<Int>] {
    let count = range.count
    let shortest = max(1, minimum)
    guard count > shortest else { return [range] }
    var sum = [Double](repeating: 0, count: count + 1)
    var squares = [Double](repeating: 0, count: count + 1)
    for offset in 0..<count {
      let value = values[range.lowerBound + offset]
      sum[offset + 1] = sum[offset] + value
      squares[offset + 1] = squares[offset] + value * value
    }
    // best[k]: the least cost of values[0..<k] ending at a step end (or in the leading
    // silence, start[k] == -1).
    var best = [Double](repeating: .infinity, count: count + 1)
    var start = [Int](repeating: -1, count: count + 1)
    for end in 0...count { best[end] = squares[end] }
    let longest = max(maximum, 2 * shortest)
    // The lengths of the steps ending at `end`, longest first: the candidates' lengths are a
    // slice of it, read in step with `sum` and `squares` (no conversion per candidate).
    let lengths = (0..<longest).map { Double(longest - $0) }
    var costs = [Double](repeating: 0, count: longest)
    // Through buffer pointers: the inner loop runs about 90 times a millisecond of sound, and
    // the arrays' bounds checks were most of its time (D310). Each end's candidate costs are
    // computed first, in a loop the compiler vectorises, then the first least is picked, as
    // the one loop that compared each in turn picked it (D320).
    sum.withUnsafeBufferPointer { sum in
      squares.withUnsafeBufferPointer { squares in
        best.withUnsafeMutableBufferPointer { best in
          start.withUnsafeMutableBufferPointer { start in
            lengths.withUnsafeBufferPointer { lengths in
              costs.withUnsafeMutableBufferPointer { costs in
                for end in shortest...count {
                  let first = max(0, end - longest)
                  let last = end - shortest
                  guard first <= last else { continue }
                  let candidates = last - first + 1
                  let sumEnd = sum[end]
                  let squaresEnd = squares[end]
                  let lengthBase = lengths.baseAddress! + (longest - (end - first))
                  let sumBase = sum.baseAddress! + first
                  let squaresBase = squares.baseAddress! + first
                  let bestBase = UnsafePointer(best.baseAddress! + first)
                  let costBase = costs.baseAddress!
                  // A candidate whose `best` is not finite costs infinity or NaN, which is
                  // never less: skipped, as the loop before skipped it.
                  for offset in 0..<candidates {
                    let total = sumEnd - sumBase[offset]
                    let error =
                      squaresEnd - squaresBase[offset] - total * total / lengthBase[offset]
                    costBase[offset] = bestBase[offset] + max(error, 0) + penalty
                  }
                  var least = best[end]
                  var from = -1
                  for offset in 0..<candidates where costBase[offset] < least {
                    least = costBase[offset]
                    from = offset
                  }
                  if from >= 0 {
                    best[end] = least
                    start[end] = first + from
                  }
                }
              }
            }
          }
        }
      }
    }
    // Trailing silence: the last step ends where the cost with the rest silent is least.
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
      let begin = start[end]
      bounds.append(range.lowerBound + begin..<range.lowerBound + end)
      end = begin
    }
    return bounds.reversed()
  }
}
