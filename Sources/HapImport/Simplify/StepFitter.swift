import HapAudio

/// Fits a `hold` staircase to a stretch of samples: within a tolerance at every millisecond
/// where steps of the minimum length allow it, else as close as such steps can come.
///
/// The first pass is greedy: a step grows while its samples span at most twice the tolerance
/// and is played at the middle of that span, which gives the fewest steps that stay within the
/// tolerance. Where the source changes faster than that (a stretch of greedy steps all shorter
/// than the minimum), the stretch becomes the least-squares staircase of steps one to two
/// minimums long, each at its mean, whose ends may move into the flat steps beside it
/// (`StretchFit`). Shorter leftovers are merged into a
/// neighbour, least-significant first (Visvalingam–Whyatt's order: the merge that changes the
/// signal's area least goes first). Outside the tolerance, the caller reports by how much.
struct StepFitter {
  /// One step: the samples it covers and the lowest and highest of them.
  struct Step {
    var range: Range<Int>
    var low: Double
    var high: Double
    /// The sum of the samples, for the mean of a merged step.
    var sum: Double
    var merged = false
    /// A level fixed from outside: a neighbouring exact piece's, or a greedy step's once a
    /// refitted stretch borrowed some of its samples.
    var pinned: Double?
    /// The level a step plays: the middle of its span (within the tolerance of every sample)
    /// or, once merged, the mean of its samples (the least-squares level).
    var level: Double { pinned ?? (merged ? sum / Double(range.count) : (low + high) / 2) }
  }

  /// Below this intensity sharpness is not felt, so its changes do not end a step.
  static let felt = 0.01

  let tolerance: Double
  let minimumStep: Int

  /// The steps covering `range` of `values`, in order. A step also ends where `sharpness`
  /// (the source's, per millisecond) would span more than twice the tolerance, so each step's
  /// mean sharpness stays within it too.
  func steps(_ values: [Double], sharpness: [Double], _ range: Range<Int>) -> [Step] {
    steps(values, sharpness: sharpness, range, before: nil, after: nil).steps
  }

  /// The steps covering `range`, where the flat pieces just before and after it (`before`,
  /// `after`: their ranges and levels) may lend samples to a refitted fast stretch at the run's
  /// edge (`StretchFit`); returns the steps and what is left of each neighbour.
  func steps(
    _ values: [Double], sharpness: [Double], _ range: Range<Int>,
    before: (range: Range<Int>, level: Double)?, after: (range: Range<Int>, level: Double)?
  ) -> (steps: [Step], before: Range<Int>?, after: Range<Int>?) {
    guard !range.isEmpty else { return ([], before?.range, after?.range) }
    var steps: [Step] = []
    let first = range.lowerBound
    var current = Step(
      range: first..<first + 1, low: values[first], high: values[first], sum: values[first])
    var crispLow = values[first] >= Self.felt ? sharpness[first] : Double.infinity
    var crispHigh = values[first] >= Self.felt ? sharpness[first] : -Double.infinity
    for index in range.dropFirst() {
      let value = values[index]
      let low = min(current.low, value)
      let high = max(current.high, value)
      let crisp = sharpness[index]
      let counts = value >= Self.felt
      let newCrispLow = counts ? min(crispLow, crisp) : crispLow
      let newCrispHigh = counts ? max(crispHigh, crisp) : crispHigh
      if high - low <= 2 * tolerance, newCrispHigh - newCrispLow <= 2 * tolerance {
        current.range = current.range.lowerBound..<index + 1
        current.low = low
        current.high = high
        current.sum += value
        crispLow = newCrispLow
        crispHigh = newCrispHigh
      } else {
        steps.append(current)
        current = Step(range: index..<index + 1, low: value, high: value, sum: value)
        crispLow = counts ? crisp : Double.infinity
        crispHigh = counts ? crisp : -Double.infinity
      }
    }
    steps.append(current)
    let fitted = StretchFit(
      minimumStep: minimumStep, values: values, penalty: 2.5 * tolerance * tolerance
    ).refit(
      steps, before: before, after: after)
    return (merged(fitted.steps), fitted.before, fitted.after)
  }

  /// Whether `step` is shorter than a motor renders; silence is a gap, which may be any length.
  func isShort(_ step: Step) -> Bool {
    step.range.count < minimumStep && TrackBuilder.rounded(step.level) > 0
  }

  /// Merges steps shorter than `minimumStep` into a neighbour, cheapest merge first (silent
  /// steps are gaps and stay).
  private func merged(_ input: [Step]) -> [Step] {
    guard input.count > 1, input.contains(where: isShort) else {
      return input
    }
    var steps = input
    var alive = [Bool](repeating: true, count: steps.count)
    var previous = Array(-1..<steps.count - 1)
    var next = Array(1...steps.count)
    next[steps.count - 1] = -1
    var version = [Int](repeating: 0, count: steps.count)
    var heap = MinHeap()
    func cost(_ index: Int) -> (Double, Int)? {
      guard isShort(steps[index]) else { return nil }
      let level = steps[index].level
      var best: (Double, Int)?
      for neighbour in [previous[index], next[index]] where neighbour >= 0 {
        let area = Double(steps[index].range.count) * abs(level - steps[neighbour].level)
        if best == nil || area < best!.0 { best = (area, neighbour) }
      }
      return best
    }
    func push(_ index: Int) {
      if let (area, _) = cost(index) { heap.push(area, index, tag: version[index]) }
    }
    for index in steps.indices { push(index) }
    while let (_, index, stamp) = heap.pop() {
      guard alive[index], version[index] == stamp, let (_, into) = cost(index) else { continue }
      // Merge `index` into `into`.
      let lower = min(steps[index].range.lowerBound, steps[into].range.lowerBound)
      let upper = max(steps[index].range.upperBound, steps[into].range.upperBound)
      steps[into].range = lower..<upper
      steps[into].low = min(steps[into].low, steps[index].low)
      steps[into].high = max(steps[into].high, steps[index].high)
      steps[into].sum += steps[index].sum
      steps[into].merged = true
      steps[into].pinned = nil
      alive[index] = false
      let before = previous[index]
      let after = next[index]
      if before >= 0 { next[before] = after }
      if after >= 0 { previous[after] = before }
      version[into] += 1
      push(into)
      for neighbour in [previous[into], next[into]] where neighbour >= 0 {
        version[neighbour] += 1
        push(neighbour)
      }
    }
    return steps.indices.filter { alive[$0] }.map { steps[$0] }
  }
}
