import HapModel

/// A track resampled to what feedbackd's `Haptic.Vibrate` plays: at most 10 (magnitude, ms)
/// steps, each at most 10,000 ms, and what that keeps (D105).
public struct FeedbackdPattern: Sendable, Equatable {
  /// feedbackd drops every pair after the tenth.
  public static let maximumSteps = 10
  /// feedbackd refuses a step longer than this.
  public static let maximumStepLength = 10_000
  /// The app id haptui calls with (feedbackd's per-app profile key).
  public static let appID = "org.haptui.Haptui"

  public var steps: [FeedbackdStep]
  /// Pearson correlation of the steps with the track on a 1 ms grid (1 when exact).
  public var fit: Double
  /// What the steps keep, one short phrase each.
  public var kept: [String]
  /// What they drop or approximate.
  public var dropped: [String]

  public init(steps: [FeedbackdStep], fit: Double, kept: [String], dropped: [String]) {
    self.steps = steps
    self.fit = fit
    self.kept = kept
    self.dropped = dropped
  }

  /// The best staircase of at most 10 steps for `pattern`'s track (least squares).
  public init(_ pattern: HapticPattern) {
    self.init(grid: LevelGrid.track(pattern))
  }

  /// The best staircase of at most 10 steps, each at most 10 s, for a level grid.
  public init(grid: LevelGrid) {
    let limit = Self.maximumSteps * Self.maximumStepLength
    let levels = Array(grid.levels.prefix(limit))
    guard levels.contains(where: { $0 > 0 }) else {
      self.init(steps: [], fit: 1, kept: [], dropped: [])
      return
    }
    let steps = Staircase.fit(levels, steps: Self.maximumSteps, longest: Self.maximumStepLength)
    let played = steps.flatMap { Array(repeating: $0.magnitude, count: $0.duration) }
    let fit = LevelGrid.pearson(played, levels)
    var dropped = ["sharpness (feedbackd plays magnitude only)"]
    if grid.duration > limit {
      dropped.append("everything after \(limit / 1000) s (10 steps of at most 10 s)")
    }
    let changes = zip(levels, levels.dropFirst()).filter { $0 != $1 }.count
    if changes + 1 > steps.count {
      dropped.append("detail finer than \(steps.count) steps")
    }
    self.init(
      steps: steps, fit: fit,
      kept: ["\(steps.count) magnitude steps", "length \(played.count) ms"],
      dropped: dropped)
  }

  /// The steps as feedbackd will play them when `max-haptic-strength` is `cap`.
  public func capped(at cap: Double) -> [FeedbackdStep] {
    steps.map { FeedbackdStep(magnitude: min($0.magnitude, cap), duration: $0.duration) }
  }

  /// The `busctl` words that play the pattern (`--user`, a 2 s timeout).
  public var busctlArguments: [String] { Self.busctlArguments(steps) }

  /// The `busctl` words that play `steps` (an empty list ends a running pattern).
  public static func busctlArguments(_ steps: [FeedbackdStep]) -> [String] {
    var words = [
      "busctl", "--user", "--timeout=2", "call", "org.sigxcpu.Feedback", "/org/sigxcpu/Feedback",
      "org.sigxcpu.Feedback.Haptic", "Vibrate", "sa(du)", appID, String(steps.count),
    ]
    for step in steps {
      words += [Decimal.text(step.magnitude, places: 3), String(step.duration)]
    }
    return words
  }

  /// The `gdbus` words that play `steps`, for phones without `busctl`.
  public static func gdbusArguments(_ steps: [FeedbackdStep]) -> [String] {
    let pairs = steps.map { "(\(Decimal.text($0.magnitude, places: 3)), \($0.duration))" }
    return [
      "gdbus", "call", "--session", "--timeout", "2", "--dest", "org.sigxcpu.Feedback",
      "--object-path", "/org/sigxcpu/Feedback", "--method",
      "org.sigxcpu.Feedback.Haptic.Vibrate", appID,
      steps.isEmpty ? "@a(du) []" : "[" + pairs.joined(separator: ", ") + "]",
    ]
  }

  /// The `busctl` line for `pattern`, for copy and paste on a Linux phone (D103).
  public static func busctlLine(_ pattern: HapticPattern) -> String {
    ShellQuote.quoted(FeedbackdPattern(pattern).busctlArguments)
  }
}
