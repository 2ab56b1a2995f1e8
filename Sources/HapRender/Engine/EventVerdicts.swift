/// Builds a track branch's verdicts, event by event, handling the cases every platform shares.
enum EventVerdicts {
  /// Verdicts for every construct of every event; `decide` answers for playable events'
  /// constructs that the grammar does not ignore.
  static func make(_ input: RenderInput, _ decide: (PlayEvent, Construct) -> Verdict)
    -> [ReportSite: Verdict]
  {
    var verdicts: [ReportSite: Verdict] = [:]
    let sites = ReportSites.sites(of: input.pattern)
    let byIndex = Dictionary(uniqueKeysWithValues: input.events.map { ($0.index, $0) })
    for site in sites {
      guard let index = site.event, let event = byIndex[index] else { continue }
      verdicts[site] = shared(event, site.construct) ?? decide(event, site.construct)
    }
    return verdicts
  }

  /// The verdicts that do not depend on the platform.
  private static func shared(_ event: PlayEvent, _ construct: Construct) -> Verdict? {
    if event.type == .transient, construct == .duration || construct == .curve {
      return .dropped("the grammar ignores \(construct.rawValue) on transient events")
    }
    if !event.isPlayable {
      return .dropped(
        event.written.duration == nil
          ? "a continuous event without a duration plays nothing (HAP006)"
          : "a continuous event of 0 ms plays nothing")
    }
    return nil
  }
}
