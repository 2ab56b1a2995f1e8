import Synchronization
import Testing

@testable import HapRender

/// A branch's steps are made once, when first asked, however many threads ask (D463).
@Suite struct LazyValueTests {
  @Test func madeOnlyWhenAskedAndThenOnce() async {
    let calls = Atomic<Int>(0)
    let value = LazyValue { () -> [Int] in
      calls.add(1, ordering: .relaxed)
      return Array(0..<1_000)
    }
    #expect(calls.load(ordering: .relaxed) == 0, "nothing is made before it is asked for")
    await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 { group.addTask { value.value.reduce(0, +) } }
      for await sum in group { #expect(sum == 499_500) }
    }
    #expect(calls.load(ordering: .relaxed) == 1)
  }

  @Test func aTalliedColumnSaysWhatTheFullRenderSays() throws {
    // A render that only tallies (and so never asks for the gamepad's or Android's steps)
    // has the full render's statuses, rung and path; the full render's artefact is made from
    // the steps made when it asked.
    let pattern = try #require(RenderCorpus.patterns.first { $0.events.count > 3 })
    for platform in [Platform.gamepad, .android] {
      let profile = DeviceProfile.defaultProfile(for: platform)
      let tallied = Renderer.render(pattern, profiles: [profile], includeReport: false)[0]
      let full = Renderer.render(pattern, profile: profile)
      #expect(tallied.tally == ReportTally(full.report))
      #expect(tallied.rung == full.rung && tallied.path == full.path)
      #expect(!full.artifact.text.isEmpty)
    }
  }
}
