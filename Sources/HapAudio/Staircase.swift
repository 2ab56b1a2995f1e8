/// A piecewise-constant approximation of a per-millisecond level: the steps a `hold` event
/// each plays.
///
/// Temporary: the import branch's curve simplifier replaces this file once it lands.
struct Staircase: Equatable {
  struct Step: Equatable {
    var at: Int
    var duration: Int
    var level: Double
  }

  var steps: [Step]
  /// The tolerance the steps were made with (raised above the asked one to fit the budget).
  var tolerance: Double

  /// Steps whose level stays within `tolerance` of `levels` at every millisecond, none shorter
  /// than `minimum` ms, at most `budget` of them (the tolerance is raised by a quarter until
  /// they fit). Zero levels are gaps without steps.
  init(levels: [Double], tolerance: Double, minimum: Int, budget: Int) {
    var tolerance = max(tolerance, 0.0005)
    var steps = Self.greedy(levels, tolerance: tolerance, minimum: minimum)
    var attempts = 0
    while steps.count > max(budget, 1), attempts < 60 {
      tolerance *= 1.25
      steps = Self.greedy(levels, tolerance: tolerance, minimum: minimum)
      attempts += 1
    }
    self.steps = steps
    self.tolerance = tolerance
  }

  /// The fewest steps within the tolerance: each grows while the spread of the levels it
  /// covers stays within twice the tolerance, at their midpoint. A step always lasts `minimum`
  /// ms; one whose levels spread wider than that takes their mean, the least-squares level.
  static func greedy(_ levels: [Double], tolerance: Double, minimum: Int) -> [Step] {
    var steps: [Step] = []
    let count = levels.count
    let spread = 2 * tolerance
    var index = 0
    while index < count {
      guard levels[index] > 0 else {
        index += 1
        continue
      }
      let start = index
      var low = levels[index]
      var high = low
      var end = index + 1
      var sum = low
      while end < count {
        let level = levels[end]
        if end - start < minimum {
          sum += level
          if level > 0 {
            low = min(low, level)
            high = max(high, level)
          }
        } else if level > 0, max(high, level) - min(low, level) <= spread {
          sum += level
          low = min(low, level)
          high = max(high, level)
        } else {
          break
        }
        end += 1
      }
      let level = high - low <= spread ? (low + high) / 2 : sum / Double(end - start)
      steps.append(Step(at: start, duration: end - start, level: level))
      index = end
    }
    return steps
  }
}
