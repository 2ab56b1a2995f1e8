/// What one rendition's report is made from, kept so its lines can be grouped after the
/// rendition is shown (`Renderer.renderLeavingLines`, D450).
public struct PendingReport: Sendable {
  let input: RenderInput
  let plan: PlatformPlan
  let chosen: Branch?
  let played: VerdictTable
  let profile: DeviceProfile
  let settings: RenderSettings

  /// The report's lines, as `ReportLine.grouped` groups the rendition's report.
  public func lines() -> [ReportLine] {
    grouped(lines: true).lines
  }

  /// The report's lines (none unless `lines`), tally and fallback reason, in one pass.
  func grouped(lines: Bool) -> (lines: [ReportLine], tally: ReportTally, fallbackReason: String?) {
    ReportBuilder.grouped(
      input, plan: plan, chosen: chosen, played: played, profile: profile, settings: settings,
      rung: chosen?.rung ?? .silent, lines: lines)
  }
}
