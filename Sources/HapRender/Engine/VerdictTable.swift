/// The verdicts of one branch, one per report site it covers.
///
/// Intents and fallbacks speak about a site or two and keep them by site. A track speaks about
/// every construct of every event, so its verdicts sit in an array in report order
/// (`RenderInput.sites`): at 10,000 events a dictionary's hashing was a tenth of a render.
struct VerdictTable: Sendable {
  /// A table of more than `fewSites` sites, by site.
  private var bySite: [ReportSite: Verdict]
  /// A table of up to `fewSites` sites, looked through without hashing: a rendition of the web
  /// or intent rung asks this table about every site of a long track, and hashing each cost a
  /// twentieth of the live panel's analysis (D422).
  private var few: [(site: ReportSite, verdict: Verdict)]
  /// By position in `RenderInput.sites`; empty for a table kept by site.
  private var byPosition: [Verdict?]

  /// The most sites looked through one by one rather than hashed.
  private static let fewSites = 16

  /// A table of a few sites.
  init(_ verdicts: [ReportSite: Verdict] = [:]) {
    let isFew = verdicts.count <= Self.fewSites
    bySite = isFew ? [:] : verdicts
    few = isFew ? verdicts.map { ($0.key, $0.value) } : []
    byPosition = []
  }

  /// A table in report order: `verdicts[k]` is the verdict of `RenderInput.sites[k]`.
  init(inReportOrder verdicts: [Verdict?]) {
    bySite = [:]
    few = []
    byPosition = verdicts
  }

  /// The verdict of `site`, which sits at `position` in `RenderInput.sites`.
  func verdict(for site: ReportSite, at position: Int) -> Verdict? {
    if position < byPosition.count, let verdict = byPosition[position] { return verdict }
    for entry in few where entry.site == site { return entry.verdict }
    return bySite.isEmpty ? nil : bySite[site]
  }

  /// One verdict of the table (of a one-site table, its only one).
  var anyVerdict: Verdict? {
    few.first?.verdict ?? bySite.values.first ?? byPosition.lazy.compactMap { $0 }.first
  }
}
