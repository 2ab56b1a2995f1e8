/// Refits the fast stretches of a greedy staircase: where consecutive greedy steps are all
/// shorter than the minimum (the source changes faster than steps of the minimum can follow),
/// the least-squares staircase of steps one to two minimums long, each at its mean.
///
/// The flat steps on either side of a stretch keep their level but may lend it samples or take
/// some of its samples (dynamic programming over the stretch and up to two minimums of each
/// neighbour, O(n × minimum)), so a step need not start where the greedy pass happened to end
/// one: a spike rising from silence gets its first step where the rise is, not where the
/// silence ended. A neighbour keeps at least the minimum, except silence (a gap may shrink to
/// nothing). Each step costs `penalty` besides its squared error, so a step is added only where
/// it follows the source noticeably closer. The steps and pieces just outside the run (`before`, `after`) take part the same
/// way, so a run next to an exact flat piece can move into it.
struct StretchFit {
  typealias Step = StepFitter.Step

  let minimumStep: Int
  let values: [Double]
  /// The cost of one more step, in squared intensity: 2.5 × tolerance² (0.001 at the default
  /// 0.02). Without it the refit makes 12 % more events over the corpus; with it the same count
  /// as before at the same fidelity (D061).
  let penalty: Double

  /// `steps` with every fast stretch refitted, and what is left of the outside neighbours.
  func refit(
    _ steps: [Step], before: (range: Range<Int>, level: Double)?,
    after: (range: Range<Int>, level: Double)?
  ) -> (steps: [Step], before: Range<Int>?, after: Range<Int>?) {
    var work = steps
    let outsideBefore = before.map { pinnedStep($0.range, $0.level) }
    let outsideAfter = after.map { pinnedStep($0.range, $0.level) }
    if let outsideBefore { work.insert(outsideBefore, at: 0) }
    if let outsideAfter { work.append(outsideAfter) }
    let firstInside = outsideBefore == nil ? 0 : 1
    let endInside = work.count - (outsideAfter == nil ? 0 : 1)
    var result: [Step] = []
    var index = 0
    while index < work.count {
      guard index >= firstInside, index < endInside, isShort(work[index]) else {
        result.append(work[index])
        index += 1
        continue
      }
      var end = index
      while end < endInside, isShort(work[end]) { end += 1 }
      let stretch = work[index].range.lowerBound..<work[end - 1].range.upperBound
      let left = result.last.flatMap { $0.merged ? nil : $0 }
      let right = end < work.count ? work[end] : nil
      guard let fit = solve(stretch, left: left, right: right) else {
        result += work[index..<end]
        index = end
        continue
      }
      if left != nil {
        if let range = fit.left, !range.isEmpty {
          result[result.count - 1] = resized(result[result.count - 1], to: range)
        } else {
          result.removeLast()
        }
      }
      result += fit.steps
      if right != nil {
        if let range = fit.right, !range.isEmpty {
          work[end] = resized(work[end], to: range)
        } else {
          work[end].range = work[end].range.upperBound..<work[end].range.upperBound
        }
      }
      index = end
    }
    // Drop what was lent away entirely, and take the outside neighbours back out.
    var kept = result.filter { !$0.range.isEmpty }
    var beforeRange: Range<Int>?
    var afterRange: Range<Int>?
    if let outsideBefore {
      if let first = kept.first, first.range.lowerBound == outsideBefore.range.lowerBound,
        first.pinned == outsideBefore.pinned
      {
        beforeRange = first.range
        kept.removeFirst()
      } else {
        beforeRange = outsideBefore.range.lowerBound..<outsideBefore.range.lowerBound
      }
    }
    if let outsideAfter {
      if let last = kept.last, last.range.upperBound == outsideAfter.range.upperBound,
        last.pinned == outsideAfter.pinned
      {
        afterRange = last.range
        kept.removeLast()
      } else {
        afterRange = outsideAfter.range.upperBound..<outsideAfter.range.upperBound
      }
    }
    return (kept, beforeRange, afterRange)
  }

  /// Whether `step` is shorter than a motor renders; silence is a gap, which may be any length.
  private func isShort(_ step: Step) -> Bool {
    step.range.count < minimumStep && TrackBuilder.rounded(step.level) > 0
  }

  /// A step of `range` fixed at `level` (an outside neighbour).
  private func pinnedStep(_ range: Range<Int>, _ level: Double) -> Step {
    var low = Double.infinity
    var high = -Double.infinity
    var sum = 0.0
    for index in range {
      low = min(low, values[index])
      high = max(high, values[index])
      sum += values[index]
    }
    return Step(range: range, low: low, high: high, sum: sum, pinned: level)
  }

  /// `step` over `range` at the level it played before.
  private func resized(_ step: Step, to range: Range<Int>) -> Step {
    var low = Double.infinity
    var high = -Double.infinity
    var sum = 0.0
    for index in range {
      low = min(low, values[index])
      high = max(high, values[index])
      sum += values[index]
    }
    return Step(range: range, low: low, high: high, sum: sum, pinned: step.level)
  }

  /// How many samples a neighbour may lend: up to two minimums, keeping it at least a minimum
  /// long unless it is silent.
  private func lendable(_ step: Step) -> Int {
    let silent = TrackBuilder.rounded(step.level) <= 0
    let spare = silent ? step.range.count : step.range.count - minimumStep
    return max(0, min(spare, 2 * minimumStep))
  }

  /// The least-squares refit of `stretch` with its neighbours: the new neighbour ranges and the
  /// steps between them, or `nil` when no partition exists (a stretch shorter than a step with
  /// no neighbour to take it).
  func solve(_ stretch: Range<Int>, left: Step?, right: Step?) -> (
    left: Range<Int>?, steps: [Step], right: Range<Int>?
  )? {
    let leftLend = left.map(lendable) ?? 0
    let rightLend = right.map(lendable) ?? 0
    let lower = stretch.lowerBound - leftLend
    let count = stretch.count + leftLend + rightLend
    var sums = [Double](repeating: 0, count: count + 1)
    var squares = [Double](repeating: 0, count: count + 1)
    var leftCost = [Double](repeating: 0, count: count + 1)
    var rightCost = [Double](repeating: 0, count: count + 1)
    let leftLevel = left?.level ?? 0
    let rightLevel = right?.level ?? 0
    for offset in 0..<count {
      let value = values[lower + offset]
      sums[offset + 1] = sums[offset] + value
      squares[offset + 1] = squares[offset] + value * value
      leftCost[offset + 1] = leftCost[offset] + (value - leftLevel) * (value - leftLevel)
      rightCost[offset + 1] = rightCost[offset] + (value - rightLevel) * (value - rightLevel)
    }
    func error(_ start: Int, _ end: Int) -> Double {
      let sum = sums[end] - sums[start]
      return max(0, squares[end] - squares[start] - sum * sum / Double(end - start))
    }
    // best[k]: the least cost of offsets 0..<k ending at a step's end, or covered by the left
    // neighbour (from[k] == -1).
    var best = [Double](repeating: .infinity, count: count + 1)
    var from = [Int](repeating: -1, count: count + 1)
    best[0] = 0
    if left != nil {
      for end in 1...(leftLend + stretch.count) { best[end] = leftCost[end] }
    }
    let shortest = minimumStep
    let longest = 2 * minimumStep - 1
    if count >= shortest {
      for end in shortest...count {
        for length in shortest...min(longest, end) where best[end - length] < .infinity {
          let candidate = best[end - length] + error(end - length, end) + penalty
          if candidate < best[end] {
            best[end] = candidate
            from[end] = end - length
          }
        }
      }
    }
    // The right neighbour covers offsets last..<count.
    var last = -1
    var least = Double.infinity
    let firstRight = right != nil ? leftLend : count
    for start in firstRight...count where best[start] < .infinity {
      let cost = best[start] + rightCost[count] - rightCost[start]
      if cost < least {
        least = cost
        last = start
      }
    }
    guard last >= 0 else { return nil }
    var bounds: [Int] = []
    var end = last
    while end > 0, from[end] >= 0 {
      bounds.append(end)
      end = from[end]
    }
    let leftEnd = end
    guard left != nil || leftEnd == 0 else { return nil }
    var steps: [Step] = []
    var start = leftEnd
    for bound in bounds.reversed() {
      let slice = (lower + start)..<(lower + bound)
      var low = Double.infinity
      var high = -Double.infinity
      for index in slice {
        low = min(low, values[index])
        high = max(high, values[index])
      }
      steps.append(
        Step(range: slice, low: low, high: high, sum: sums[bound] - sums[start], merged: true))
      start = bound
    }
    let newLeft = left.map { $0.range.lowerBound..<(lower + leftEnd) }
    let newRight = right.map { (lower + last)..<$0.range.upperBound }
    return (newLeft, steps, newRight)
  }
}
