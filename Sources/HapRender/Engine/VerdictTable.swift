/// The verdicts of one branch, one per report site it covers.
///
/// Intents and fallbacks speak about a site or two and keep them by site. A track speaks about
/// every construct of every event, so its verdicts sit in an array in report order
/// (`RenderInput.sites`): at 10,000 events a dictionary's hashing was a tenth of a render.
struct VerdictTable: Sendable {
  private var bySite: [ReportSite: Verdict]
  /// By position in `RenderInput.sites`; empty for a table kept by site.
  private var byPosition: [Verdict?]

  /// A table of a few sites.
  init(_ verdicts: [ReportSite: Verdict] = [:]) {
    bySite = verdicts
    byPosition = []
  }

  /// A table in report order: `verdicts[k]` is the verdict of `RenderInput.sites[k]`.
  init(inReportOrder verdicts: [Verdict?]) {
    bySite = [:]
    byPosition = verdicts
  }

  /// The verdict of `site`, which sits at `position` in `RenderInput.sites`.
  func verdict(for site: ReportSite, at position: Int) -> Verdict? {
    if position < byPosition.count, let verdict = byPosition[position] { return verdict }
    return bySite[site]
  }

  /// One verdict of the table (of a one-site table, its only one).
  var anyVerdict: Verdict? {
    bySite.values.first ?? byPosition.lazy.compactMap { $0 }.first
  }
}
