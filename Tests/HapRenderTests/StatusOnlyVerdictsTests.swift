import HapModel
import Testing

@testable import HapRender

/// Verdicts made without their reasons (what a tally reads, D441) have, site by site, the
/// statuses of the verdicts made with them, on every branch every platform plans, played or
/// not; and their reasons are empty, so nothing can show one by mistake.
@Suite struct StatusOnlyVerdictsTests {
  @Test func everyBranchHasTheSameStatusesWithoutItsReasons() {
    let patterns = RenderCorpus.patterns
    var sites = 0
    var reasonsWritten = 0
    for pattern in patterns {
      let input = RenderInput(pattern)
      for profile in DeviceProfile.all {
        let plan = Ladder.plan(
          input, settings: .standard, on: Renderer.ladder(for: profile))
        for branch in plan.branches {
          let written = branch.verdicts(reasons: true)
          let statuses = branch.verdicts(reasons: false)
          for (position, site) in input.sites.enumerated() {
            let full = written.verdict(for: site, at: position)
            let bare = statuses.verdict(for: site, at: position)
            #expect(full?.status == bare?.status, "\(profile.name) \(site)")
            // A tally reads the status alone, from either table (D463).
            #expect(statuses.status(for: site, at: position) == full?.status, "\(site)")
            #expect(written.status(for: site, at: position) == full?.status, "\(site)")
            guard let full, let bare else { continue }
            sites += 1
            if !full.reason.isEmpty { reasonsWritten += 1 }
            // A verdict every platform shares is a literal, reasons or not.
            #expect(bare.reason.isEmpty || bare.reason == full.reason, "\(site)")
          }
        }
      }
    }
    #expect(sites > 40_000)
    #expect(reasonsWritten == sites)
  }
}
