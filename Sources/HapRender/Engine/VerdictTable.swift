/// The verdicts of one branch, one per report site it covers.
///
/// Intents and fallbacks speak about a site or two and keep them by site. A track speaks about
/// every construct of every event, so its verdicts sit in arrays in report order
/// (`RenderInput.sites`): at 10,000 events a dictionary's hashing was a tenth of a render. The
/// statuses are a byte each, apart from the reasons, which a table made without them leaves
/// out: a column that only tallies statuses then copies, reads and frees no string per site
/// (D463).
struct VerdictTable: Sendable {
  /// A table of more than `fewSites` sites, by site.
  private var bySite: [ReportSite: Verdict]
  /// A table of up to `fewSites` sites, looked through without hashing: a rendition of the web
  /// or intent rung asks this table about every site of a long track, and hashing each cost a
  /// twentieth of the live panel's analysis (D422).
  private var few: [(site: ReportSite, verdict: Verdict)]
  /// By position in `RenderInput.sites`, each status's `code` (0 where the branch says nothing);
  /// empty for a table kept by site.
  private var statuses: [UInt8]
  /// By position in `RenderInput.sites`, the number of each verdict's reason in `reasonTexts`;
  /// empty when no reason was written.
  private var reasonNumbers: [Int32]
  /// The reasons of a table in report order, each text once, numbered (D467): the report's
  /// lines are grouped by these numbers, not by the texts.
  private(set) var reasons: ReasonInterner

  /// The most sites looked through one by one rather than hashed.
  private static let fewSites = 16

  /// A table of a few sites.
  init(_ verdicts: [ReportSite: Verdict] = [:]) {
    let isFew = verdicts.count <= Self.fewSites
    bySite = isFew ? [:] : verdicts
    few = isFew ? verdicts.map { ($0.key, $0.value) } : []
    statuses = []
    reasonNumbers = []
    reasons = ReasonInterner()
  }

  /// A table in report order: `statuses[k]` is the `code` of the status of
  /// `RenderInput.sites[k]` (0 for none), and the text `numbers[k]` numbers in `reasons` its
  /// reason, or `numbers` is empty.
  init(statuses: [UInt8], numbers: [Int32], reasons: ReasonInterner) {
    precondition(numbers.isEmpty || numbers.count == statuses.count)
    bySite = [:]
    few = []
    self.statuses = statuses
    reasonNumbers = numbers
    self.reasons = reasons
  }

  /// The verdict of `site`, which sits at `position` in `RenderInput.sites`.
  func verdict(for site: ReportSite, at position: Int) -> Verdict? {
    if position < statuses.count, let status = Self.status(statuses[position]) {
      return Verdict(
        status: status,
        reasonText: reasonNumbers.isEmpty
          ? .words("") : reasons.reasons[Int(reasonNumbers[position])])
    }
    for entry in few where entry.site == site { return entry.verdict }
    return bySite.isEmpty ? nil : bySite[site]
  }

  /// The status of the site at `position` in `RenderInput.sites` and the number of its reason
  /// in `reasons`, when the table keeps that site in report order with its reason.
  func numbered(at position: Int) -> (status: SupportStatus, reason: Int32)? {
    guard position < reasonNumbers.count, let status = Self.status(statuses[position]) else {
      return nil
    }
    return (status, reasonNumbers[position])
  }

  /// The status of `site`'s verdict, as `verdict(for:at:)` has it, without its reason.
  func status(for site: ReportSite, at position: Int) -> SupportStatus? {
    if position < statuses.count, let status = Self.status(statuses[position]) { return status }
    for entry in few where entry.site == site { return entry.verdict.status }
    return bySite.isEmpty ? nil : bySite[site]?.status
  }

  /// One verdict of the table (of a one-site table, its only one).
  var anyVerdict: Verdict? {
    if let first = few.first { return first.verdict }
    if let first = bySite.values.first { return first }
    guard let position = statuses.firstIndex(where: { $0 != 0 }) else { return nil }
    return Verdict(
      status: Self.status(statuses[position]) ?? .dropped,
      reasonText: reasonNumbers.isEmpty
        ? .words("") : reasons.reasons[Int(reasonNumbers[position])])
  }

  /// The byte that stands for `status` in `statuses`.
  static func code(_ status: SupportStatus) -> UInt8 {
    switch status {
    case .kept: 1
    case .approximated: 2
    case .dropped: 3
    }
  }

  /// The status a byte of `statuses` stands for; `nil` for 0.
  static func status(_ code: UInt8) -> SupportStatus? {
    switch code {
    case 1: .kept
    case 2: .approximated
    case 3: .dropped
    default: nil
    }
  }
}
