import Foundation
import HapModel
import HapRender
import Testing

@testable import HapCLI

/// `render --json` says `unused` where the text report and `explain` do (issue 11, item 5).
@Suite struct RenderJSONStatusTests {
  @Test func jsonStatusIsUnusedWhereTheTextSaysUnused() throws {
    let pattern = HapticPattern(
      id: "tap", intent: "impact.light",
      track: [TrackEvent(id: EventID(0), at: 0, type: .transient, intensity: 0.5)],
      fallbacks: Fallbacks(web: [30]))
    let rendition = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .ios))
    let unused = rendition.report.filter(\.unused)
    #expect(!unused.isEmpty)
    let tree = try JSONParser.parse(RenditionText.json(rendition))
    let report = try #require(tree.member("report", of: tree.root))
    let statuses = tree.children(of: report).map { entry -> String in
      guard
        case .string(let status)? = tree.member("status", of: entry).map({ tree.nodes[$0].kind })
      else { return "" }
      return status
    }
    #expect(statuses.count == rendition.report.count)
    for (entry, status) in zip(rendition.report, statuses) {
      #expect(status == (entry.unused ? "unused" : entry.status.rawValue))
    }
    let human = RenditionText.human(rendition, id: "tap")
    #expect(
      human.split(separator: "\n").filter { $0.contains(" unused ") }.count
        == statuses.filter { $0 == "unused" }.count)
  }
}
