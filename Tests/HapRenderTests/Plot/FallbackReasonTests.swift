import HapModel
import Testing

@testable import HapRender

/// The fallback reason passes over a track's entries where the track cannot have failed
/// before the rung that played, and still gives the reason a reading of every entry gives.
@Suite struct FallbackReasonTests {
  /// The reason as read from every entry: the latest rung tried before `rung` that failed.
  static func everyEntryRead(rung: Rung, report: [ReportEntry]) -> String? {
    var last: (order: Int, reason: String)?
    for entry in report where entry.status == .dropped && !entry.unused {
      guard
        let failed = FallbackReason.failedRung(construct: entry.construct, reason: entry.reason),
        Ladder.order(failed) < Ladder.order(rung)
      else { continue }
      if last.map({ Ladder.order(failed) >= $0.order }) ?? true {
        last = (Ladder.order(failed), entry.reason)
      }
    }
    if last == nil, rung == .silent {
      return report.first { $0.status == .dropped && !$0.unused }?.reason
    }
    return last?.reason
  }

  @Test func theReasonIsTheOneEveryEntryGives() {
    let patterns = RenderCorpus.patterns
    var compared = 0
    var reasons = 0
    for pattern in patterns {
      for settings in InvariantTests.settings {
        let renditions = Renderer.render(
          pattern, profiles: DeviceProfile.all, settings: settings, includeArtifact: false)
        for rendition in renditions {
          let expected = Self.everyEntryRead(rung: rendition.rung, report: rendition.report)
          #expect(
            FallbackReason.reason(rung: rendition.rung, report: rendition.report) == expected,
            "\(rendition.profile.name)")
          compared += 1
          if expected != nil { reasons += 1 }
        }
      }
    }
    #expect(compared > 1_000)
    #expect(reasons > 100)
  }
}
