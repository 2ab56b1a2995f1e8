/// Merges a selection's held steps into the fewest that stay within a tolerance of every step
/// they replace (issue 22, item 2: `simplify`).
///
/// A step is a continuous event without a sloped curve (`hold` or none). Steps merge only
/// when they touch (one ends where the next starts) and carry the same primitive and unknown
/// members. The merge is greedy from the left: a merged step grows while its steps' intensities
/// (and sharpnesses) span at most twice the tolerance, and plays the middle of that span, so
/// every millisecond stays within the tolerance of what it played before; greedy is the fewest
/// such steps for a run (each merged step reaches as far right as any could). Transients and
/// curved pieces are kept as they are and end a run.
public enum StepSimplifier {
  /// The tolerance `simplify` uses unless told: the import's (0.02 of full intensity).
  public static let defaultTolerance = 0.02

  /// A merged step being grown.
  private struct Merge {
    var first: TrackEvent
    var end: Int
    var count = 1
    var low: Double
    var high: Double
    var crispLow: Double
    var crispHigh: Double
    var anyIntensity: Bool
    var anySharpness: Bool

    init(_ event: TrackEvent) {
      first = event
      end = event.end
      low = event.effectiveIntensity
      high = low
      crispLow = event.effectiveSharpness
      crispHigh = crispLow
      anyIntensity = event.intensity != nil
      anySharpness = event.sharpness != nil
    }

    /// Whether `event` continues this step within `tolerance`.
    func takes(_ event: TrackEvent, tolerance: Double) -> Bool {
      guard event.at == end, event.primitive == first.primitive, event.extra == first.extra
      else { return false }
      let span = 2 * tolerance + 1e-9
      return max(high, event.effectiveIntensity) - min(low, event.effectiveIntensity) <= span
        && max(crispHigh, event.effectiveSharpness) - min(crispLow, event.effectiveSharpness)
          <= span
    }

    mutating func add(_ event: TrackEvent) {
      end = event.end
      count += 1
      low = min(low, event.effectiveIntensity)
      high = max(high, event.effectiveIntensity)
      crispLow = min(crispLow, event.effectiveSharpness)
      crispHigh = max(crispHigh, event.effectiveSharpness)
      anyIntensity = anyIntensity || event.intensity != nil
      anySharpness = anySharpness || event.sharpness != nil
    }

    /// The one event the merged steps become, and how far it is from the farthest of them.
    var event: (TrackEvent, error: Double) {
      guard count > 1 else { return (first, 0) }
      var merged = first
      merged.duration = end - first.at
      let level = UnitValue.clamped((low + high) / 2)
      let crisp = UnitValue.clamped((crispLow + crispHigh) / 2)
      if anyIntensity { merged.intensity = level }
      if anySharpness { merged.sharpness = crisp }
      let error = max(level - low, high - level, crisp - crispLow, crispHigh - crisp)
      return (merged, error)
    }
  }

  /// Whether `event` is a held step that `simplify` may merge.
  static func isStep(_ event: TrackEvent) -> Bool {
    event.type == .continuous && !TimeEdit.isSloped(event.curve) && (event.duration ?? 0) > 0
  }

  /// The track with the selected steps merged within `tolerance` (0 up to 0.5).
  public static func simplify(
    _ ids: Set<EventID>, tolerance: Double = defaultTolerance, in events: [TrackEvent],
    nextID: Int
  ) throws(EditError) -> TrackRewrite {
    guard tolerance.isFinite, (0...0.5).contains(tolerance) else {
      throw EditError("the tolerance is 0 up to 0.5 of full intensity (such as :simplify 0.05)")
    }
    let positions = try TrackRewrite.positions(of: ids, in: events)
    let steps = positions.filter { isStep(events[$0]) }
    guard steps.count > 1 else {
      throw EditError(
        "simplify merges touching held steps; the selection has \(steps.count == 1 ? "one" : "none")"
      )
    }
    var merged: [TrackEvent] = []
    var worst = 0.0
    var current: Merge?
    func close() {
      guard let done = current else { return }
      let (event, error) = done.event
      merged.append(event)
      worst = max(worst, error)
    }
    for index in steps {
      let event = events[index]
      if current?.takes(event, tolerance: tolerance) == true {
        current?.add(event)
      } else {
        close()
        current = Merge(event)
      }
    }
    close()
    guard merged.count < steps.count else {
      throw EditError(
        "no touching steps are within \(TrackRewrite.number(tolerance)) of each other: nothing "
          + "to merge (a larger tolerance merges more, such as :simplify 0.05)")
    }
    let kept = Set(steps)
    let rest = events.indices.filter { !kept.contains($0) }.map { events[$0] }
    let track = TrackOrder.merge(moved: merged, into: rest, after: true)
    let curved = positions.count - steps.count
    return TrackRewrite(
      events: track,
      summary: "simplified \(steps.count) steps to \(merged.count) within "
        + "\(TrackRewrite.number(tolerance)) (at most \(TrackRewrite.number(worst)) from before)"
        + (curved > 0 ? "; \(curved) transients or curves kept as they are" : ""),
      nextID: nextID)
  }
}
