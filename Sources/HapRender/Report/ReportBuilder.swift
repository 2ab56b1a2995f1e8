/// Writes the honesty report: one entry per construct the pattern has, saying what the chosen
/// branch did with it, or why it did not play.
enum ReportBuilder {
  static func report(
    _ input: RenderInput, plan: PlatformPlan, chosen: Branch?, profile: DeviceProfile,
    settings: RenderSettings
  ) -> [ReportEntry] {
    report(
      input, plan: plan, chosen: chosen,
      played: settings.hapticsOff
        ? VerdictTable() : chosen?.verdicts(reasons: true) ?? VerdictTable(),
      profile: profile, settings: settings)
  }

  /// The report from the pattern's sites (`input.sites`, in report order) and the verdicts of
  /// the branch that played, worked out by the caller so several profiles can share them.
  static func report(
    _ input: RenderInput, plan: PlatformPlan, chosen: Branch?, played: VerdictTable,
    profile: DeviceProfile, settings: RenderSettings
  ) -> [ReportEntry] {
    var report: [ReportEntry] = []
    report.reserveCapacity(input.sites.count)
    var labelled = (event: -1, label: "")
    visit(
      input, plan: plan, chosen: chosen, played: played, profile: profile, settings: settings
    ) { site, verdict, unused in
      let label = Self.label(of: site, last: &labelled)
      report.append(
        ReportEntry(
          event: label, construct: site.construct, status: verdict.status,
          reason: verdict.reason, unused: unused))
    }
    return report
  }

  /// What `report` says, grouped as `ReportLine.grouped` groups it (no lines unless `lines`),
  /// with its tally and its `FallbackReason.reason` for a rendition that played `rung`, made in
  /// one pass without holding the entries (D450).
  static func grouped(
    _ input: RenderInput, plan: PlatformPlan, chosen: Branch?, played: VerdictTable,
    profile: DeviceProfile, settings: RenderSettings, rung: Rung, lines: Bool = true
  ) -> (lines: [ReportLine], tally: ReportTally, fallbackReason: String?) {
    numbered(
      input, plan: plan, chosen: chosen, played: played, profile: profile, settings: settings,
      rung: rung, lines: lines)
  }

  /// `grouped`, each site's reason told by its number (the played table's own, or a number
  /// given here to a verdict worked out here) and each event by its index (D467); a reason's
  /// words are read only where the fallback reason needs them.
  private static func numbered(
    _ input: RenderInput, plan: PlatformPlan, chosen: Branch?, played: VerdictTable,
    profile: DeviceProfile, settings: RenderSettings, rung: Rung, lines: Bool
  ) -> (lines: [ReportLine], tally: ReportTally, fallbackReason: String?) {
    var grouper = NumberedGrouper(
      sites: lines ? input.sites.count : 0, reasons: lines ? played.reasons.count + 16 : 0)
    defer { grouper.deallocate() }
    var tally = ReportTally()
    var finder = FallbackReasonFinder(rung: rung)
    // The played table's texts keep their numbers; a text from elsewhere takes its equal's
    // number there, or one after them.
    let known = played.reasons
    var more = ReasonInterner()
    func number(_ reason: ReasonText) -> Int32 {
      known.existingNumber(of: reason) ?? Int32(known.count) + more.number(of: reason)
    }
    func reasonText(_ number: Int32) -> ReasonText {
      let index = Int(number)
      return index < known.count ? known.reasons[index] : more.reasons[index - known.count]
    }
    // Without lines, only the tally and the reason are made, and neither changes when a site
    // of a rung that did not play comes again.
    visit(
      input, plan: plan, chosen: chosen, played: played, profile: profile, settings: settings,
      once: !lines,
      read: { table, site, position -> (status: SupportStatus, reason: Int32)? in
        if let numbered = table.numbered(at: position) { return numbered }
        return table.verdict(for: site, at: position).map {
          (status: $0.status, reason: number($0.reasonText))
        }
      },
      from: { (status: $0.status, reason: number($0.reasonText)) }
    ) { site, verdict, unused in
      tally.add(site.construct, verdict.status, unused: unused)
      finder.add(
        construct: site.construct, status: verdict.status, reason: reasonText(verdict.reason).text,
        unused: unused)
      guard lines else { return }
      grouper.add(
        event: site.event, construct: site.construct, status: verdict.status,
        reason: verdict.reason, unused: unused)
    }
    guard lines else { return ([], tally, finder.reason) }
    return (grouper.lines(reasons: known.reasons + more.reasons), tally, finder.reason)
  }

  /// `site`'s label (`ReportEntry.event`), reusing `last`, the label made before, while the
  /// sites are of one event: an event's sites are consecutive, so its label is made once.
  private static func label(of site: ReportSite, last: inout (event: Int, label: String))
    -> String
  {
    guard let event = site.event else { return site.label }
    if last.event != event { last = (event, site.label) }
    return last.label
  }

  /// What `report` would say per construct (`ReportTally(report(…))`), without making its
  /// entries.
  static func tally(
    _ input: RenderInput, plan: PlatformPlan, chosen: Branch?, played: VerdictTable,
    profile: DeviceProfile, settings: RenderSettings
  ) -> ReportTally {
    var tally = ReportTally()
    // Statuses only: no reason is copied per site (D463).
    visit(
      input, plan: plan, chosen: chosen, played: played, profile: profile, settings: settings,
      once: true, read: { $0.status(for: $1, at: $2) }, from: \.status
    ) { site, status, unused in
      tally.add(site.construct, status, unused: unused)
    }
    return tally
  }

  /// Calls `body` for each of the pattern's sites, in report order, with its verdict and
  /// whether it is unused (of a rung below the one that played).
  ///
  /// With `once`, a site whose verdict and unused flag are its rung's alone is passed to `body`
  /// only the first time its rung and construct come: what a tally, which only notes which
  /// statuses a construct has, needs (a platform whose track did not play then reads one site
  /// per construct, not one per event and construct, D452).
  private static func visit(
    _ input: RenderInput, plan: PlatformPlan, chosen: Branch?, played: VerdictTable,
    profile: DeviceProfile, settings: RenderSettings, once: Bool = false,
    _ body: (ReportSite, Verdict, Bool) -> Void
  ) {
    visit(
      input, plan: plan, chosen: chosen, played: played, profile: profile, settings: settings,
      once: once, read: { $0.verdict(for: $1, at: $2) }, from: { $0 }, body)
  }

  /// `visit` with what `read` takes from `played` for each site (its verdict, or only its
  /// status), and what `from` takes from a verdict worked out here.
  private static func visit<Value>(
    _ input: RenderInput, plan: PlatformPlan, chosen: Branch?, played: VerdictTable,
    profile: DeviceProfile, settings: RenderSettings, once: Bool = false,
    read: (VerdictTable, ReportSite, Int) -> Value?, from: (Verdict) -> Value,
    _ body: (ReportSite, Value, Bool) -> Void
  ) {
    // A construct that did not play owes its verdict to its rung alone (and, for the intent,
    // to its token), so each such verdict is worked out once, not once per event.
    var unplayed = [Value?](repeating: nil, count: 2 * Rung.allCases.count)
    let constructs = Construct.allCases.count
    var passed = [Bool](repeating: false, count: once ? unplayed.count * constructs : 0)
    // Whether a site of each rung (by `Ladder.order`) is unused: below the rung that played.
    let unusedByOrder = Rung.allCases.indices.map { order in
      !settings.hapticsOff && (!settings.reduced || plan.keepsFullPattern)
        && chosen.map { order > Ladder.order($0.rung) } ?? false
    }
    let reducedUnused = !settings.reduced && !settings.hapticsOff
    let sites = input.sites
    for position in sites.indices {
      let site = sites[position]
      let order = Ladder.order(site.rung)
      let key = 2 * order + (site.construct == .intent ? 1 : 0)
      let verdict: Value
      if let known = read(played, site, position) {
        verdict = known
      } else {
        if once {
          let slot = key * constructs + site.construct.index
          if passed[slot] { continue }
          passed[slot] = true
        }
        if let shared = unplayed[key] {
          verdict = shared
        } else {
          verdict = from(
            self.verdict(
              for: site, input: input, plan: plan, chosen: chosen, profile: profile,
              settings: settings))
          unplayed[key] = verdict
        }
      }
      body(site, verdict, site.rung == .reduced ? reducedUnused : unusedByOrder[order])
    }
  }

  /// The verdict the report of a silent rendition (standard settings, no branch played) gives
  /// `site`: what `report` says of it when `chosen` is `nil`.
  static func silentVerdict(
    for site: ReportSite, input: RenderInput, plan: PlatformPlan, profile: DeviceProfile
  ) -> Verdict {
    verdict(
      for: site, input: input, plan: plan, chosen: nil, profile: profile, settings: .standard)
  }

  private static func verdict(
    for site: ReportSite, input: RenderInput, plan: PlatformPlan, chosen: Branch?,
    profile: DeviceProfile, settings: RenderSettings
  ) -> Verdict {
    if settings.hapticsOff {
      return .dropped(
        "the system haptics setting is off: nothing plays, and that is a success "
          + "(spec: Accessibility)")
    }
    if site.rung == .reduced {
      let unknown = input.unknownReduced.map { " ('\($0)' is not a haptic/0.1 Tier-0 token)" } ?? ""
      guard settings.reduced else {
        return .dropped("used only when the user asks for reduced feedback\(unknown)")
      }
      if let token = input.unknownReduced {
        return .dropped(
          "'\(token)' is not a haptic/0.1 Tier-0 token: treated as absent, so reduced feedback "
            + "plays nothing")
      }
      let reason = failure(of: .reduced, plan: plan, profile: profile)
      return .dropped(reason.contains("never falls back") ? reason : reason + noNative(.reduced))
    }
    if settings.reduced, !plan.keepsFullPattern {
      let none =
        input.reduced == nil
        ? "; the pattern has no usable fallbacks.reduced, so nothing plays "
          + "(DECISIONS.md D017)" : ""
      return .dropped("reduced feedback is on: only fallbacks.reduced may play\(none)")
    }
    if site.construct == .intent, let token = input.unknownIntent {
      return .dropped(
        "'\(token)' is not a haptic/0.1 Tier-0 token: treated as absent, and the ladder steps down")
    }
    if let chosen, Ladder.order(site.rung) > Ladder.order(chosen.rung) {
      return .dropped("not played: \(Ladder.ordinal(chosen.rung)) rendered instead")
    }
    let reason = failure(of: site.rung, plan: plan, profile: profile)
    return .dropped(site.rung == .track ? "track not played: \(reason)" : reason)
  }

  /// Why no branch of `rung` plays on `profile`.
  static func failure(of rung: Rung, plan: PlatformPlan, profile: DeviceProfile) -> String {
    if let reason = plan.unavailable[rung] { return reason }
    var failures: [(path: String, failure: String)] = []
    for branch in plan.branches where branch.rung == rung {
      guard let failure = branch.requirement.failure(on: profile) else { continue }
      if !failures.contains(where: { $0.path == branch.path && $0.failure == failure }) {
        failures.append((branch.path, failure))
      }
    }
    // One cause for every branch (a missing capability, no actuator) is said once.
    let distinct = failures.reduce(into: [String]()) {
      if !$0.contains($1.failure) { $0.append($1.failure) }
    }
    if distinct.count == 1 { return distinct[0] }
    return failures.isEmpty
      ? "nothing to play" : failures.map { "\($0.path): \($0.failure)" }.joined(separator: "; ")
  }

  private static func noNative(_ rung: Rung) -> String {
    rung == .reduced ? " (reduced feedback never falls back to the track or fallbacks.web)" : ""
  }
}
