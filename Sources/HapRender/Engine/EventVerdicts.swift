import HapModel

/// Builds a track branch's verdicts, event by event, handling the cases every platform shares.
enum EventVerdicts {
  /// Verdicts for every construct of every event; `decide` answers for playable events'
  /// constructs that the grammar does not ignore, making them through `memo` (whose `reasons`
  /// says whether their reasons are written).
  static func make(
    _ input: RenderInput, _ memo: VerdictMemo, _ decide: (PlayEvent, Construct) -> Verdict
  )
    -> VerdictTable
  {
    let sites = input.sites
    var statuses = [UInt8](repeating: 0, count: sites.count)
    // Without reasons no string is kept per site: the table is its statuses (D463). With them,
    // each site keeps its reason's number, each text once (D467).
    var numbers = [Int32](repeating: 0, count: memo.reasons ? sites.count : 0)
    var reasons = ReasonInterner()
    let events = input.pattern.events
    for position in sites.indices {
      let site = sites[position]
      guard let index = site.event else { continue }
      let event = input.events[input.positions[index]]
      if let verdict = shared(event, site.construct) {
        statuses[position] = VerdictTable.code(verdict.status)
        if memo.reasons { numbers[position] = reasons.number(of: verdict.reasonText) }
        continue
      }
      var verdict = decide(event, site.construct)
      statuses[position] = VerdictTable.code(verdict.status)
      guard memo.reasons else { continue }
      if let note = defaultNote(events[index], site.construct) {
        verdict.reason += note
      }
      numbers[position] = reasons.number(of: verdict.reasonText)
    }
    return VerdictTable(statuses: statuses, numbers: numbers, reasons: reasons)
  }

  /// What the report adds where the file leaves intensity or sharpness out and the renderer
  /// plays the default (D017).
  private static func defaultNote(_ event: TrackEvent, _ construct: Construct) -> String? {
    switch construct {
    case .intensity where event.intensity == nil: intensityNote
    case .sharpness where event.sharpness == nil: sharpnessNote
    default: nil
    }
  }

  /// The verdicts that do not depend on the platform.
  private static func shared(_ event: PlayEvent, _ construct: Construct) -> Verdict? {
    if event.type == .transient, construct == .duration || construct == .curve {
      return construct == .duration ? ignoredDuration : ignoredCurve
    }
    if !event.isPlayable {
      return !event.durationWritten ? noDuration : noLength
    }
    return nil
  }

  // Literals, made once and never counted: the columns' threads share them without contending
  // for their storage's count, as texts made at run time once and shared would (D420); a test
  // checks each against the text it stands for.
  static let intensityNote = "; not written: the default 1.0 (DECISIONS.md D017)"
  static let sharpnessNote = "; not written: the default 0.5 (DECISIONS.md D017)"
  static let ignoredDuration = Verdict.dropped(
    "the grammar ignores duration on transient events")
  static let ignoredCurve = Verdict.dropped("the grammar ignores curve on transient events")
  static let noDuration = Verdict.dropped(
    "a continuous event without a duration plays nothing (HAP006)")
  static let noLength = Verdict.dropped("a continuous event of 0 ms plays nothing")
}
