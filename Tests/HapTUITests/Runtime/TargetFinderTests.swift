import HapAudition
import HapPlayback
import HapSound
import HapTestSupport
import Testing

@testable import HapTUI

/// The editor's target search probes a phone over ssh that `--target` or the choice names
/// (no local search finds one), and only that.
@Suite("Audition target finder: a named phone over ssh is probed too")
struct TargetFinderTests {
  @Test("feedbackd:HOST is probed over ssh and listed; other names add nothing")
  func probesRemote() {
    let folder = TemporaryFolder()
    let runner = RecordingProcessRunner(answer: { _ in
      ProcessResult(status: 255, error: "ssh: Could not resolve hostname phone")
    })
    let discovery = AuditionDiscovery(
      runner: runner, environment: ["PATH": "/usr/bin"],
      scanner: DeviceScanner(folder: folder.path), soundOutput: { RecordingSoundOutput() })
    let local = TargetFinder.list(discovery, probe: nil).map(\.target)
    #expect(!local.contains("feedbackd:me@phone"))
    #expect(TargetFinder.list(discovery, probe: "adb:GONE").map(\.target) == local)
    let before = runner.calls.count
    let listed = TargetFinder.list(discovery, probe: "feedbackd:me@phone")
    #expect(listed.map(\.target) == local + ["feedbackd:me@phone"])
    #expect(listed.last?.problem != nil, "the failed login is the listing's problem")
    #expect(runner.calls[before...].contains { $0.contains("me@phone") }, "\(runner.calls)")
  }
}
