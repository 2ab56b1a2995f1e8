import HapFuzzChecks
import HapModel
import HapRender
import Testing

/// The checks themselves: each flags what it must, so a passing fuzz run means something.
@Suite struct OracleTests {
  @Test func diagnosticCodes() {
    for code in ["HAP000", "HAP008", "HAPW01", "HAPW11", "HAPW99"] {
      #expect(DiagnosticChecks.isKnownCode(code), "\(code)")
    }
    for code in ["HAP009", "HAPW00", "HAP00", "HAP0000", "HAPX01", "HAP+01", "hap001", ""] {
      #expect(!DiagnosticChecks.isKnownCode(code), "\(code)")
    }
  }

  @Test func diagnosticsOutsideTheFileOrOutOfOrderAreFlagged() {
    let lines = LineIndex(Array("ab\ncdé\n".utf8))
    func checks(_ diagnostics: [Diagnostic]) -> [String] {
      DiagnosticChecks.violations(of: diagnostics, lines: lines).map(\.check)
    }
    func diagnostic(_ code: String, _ line: Int, _ column: Int, _ message: String = "m")
      -> Diagnostic
    {
      Diagnostic(code: code, severity: .error, line: line, column: column, message: message)
    }
    #expect(checks([diagnostic("HAP002", 1, 1), diagnostic("HAP002", 2, 4)]).isEmpty)
    #expect(checks([diagnostic("HAP002", 3, 1)]).isEmpty)
    #expect(checks([diagnostic("HAP002", 0, 1)]) == ["diagnostic-line"])
    #expect(checks([diagnostic("HAP002", 4, 1)]) == ["diagnostic-line"])
    #expect(checks([diagnostic("HAP002", 1, 0)]) == ["diagnostic-column"])
    #expect(checks([diagnostic("HAP002", 2, 6)]) == ["diagnostic-column"])
    #expect(checks([diagnostic("HAP042", 1, 1)]) == ["diagnostic-code"])
    #expect(checks([diagnostic("HAP002", 1, 1, "")]) == ["diagnostic-message"])
    #expect(
      checks([diagnostic("HAP002", 2, 1), diagnostic("HAP002", 1, 1)]) == ["diagnostics-sorted"])
  }

  @Test func theEditTheChecksMakeChangesIdAndTrack() {
    let pattern = HapticPattern(id: "fuzz-edit", track: [])
    let edited = DocumentChecks.editedPattern(from: pattern)
    #expect(edited.id == "fuzz-edit-2")
    #expect(edited.events.count == 1)
    #expect(DocumentChecks.editedPattern(from: nil).id == "fuzz-edit")
  }
}

/// The render checks flag a report that claims more than the profile can play.
@Suite struct RenderOracleTests {
  static let pattern = HapticPattern(
    id: "t",
    track: [
      TrackEvent(
        id: EventID(0), at: 0, type: .continuous, intensity: 0.5, sharpness: 0.5, duration: 100,
        curve: .easeIn),
      TrackEvent(
        id: EventID(1), at: 200, type: .continuous, intensity: 0.5, duration: 100, curve: .hold),
    ])

  func checks(_ entries: [ReportEntry], profile: String, platform: Platform, silent: Bool = false)
    -> [String]
  {
    let profile = DeviceProfile.named(profile, platform: platform)!
    return RenderChecks.reportViolations(
      entries, pattern: Self.pattern, profile: profile, silent: silent, site: "test"
    ).map(\.check)
  }

  func kept(_ event: String, _ construct: Construct, unused: Bool = false) -> ReportEntry {
    ReportEntry(event: event, construct: construct, status: .kept, reason: "r", unused: unused)
  }

  @Test func keptWithoutTheFeatureIsFlagged() {
    #expect(
      checks([kept("event 1", .intensity)], profile: "on-off", platform: .gamepad) == [
        "report-kept"
      ])
    #expect(
      checks([kept("event 1", .intensity)], profile: "dual-rumble", platform: .gamepad).isEmpty)
    #expect(
      checks([kept("event 1", .sharpness)], profile: "full", platform: .android) == ["report-kept"])
    #expect(
      checks([kept("event 1", .curve)], profile: "full", platform: .android) == ["report-kept"])
    #expect(checks([kept("event 1", .curve)], profile: "api36", platform: .android).isEmpty)
    // A hold curve is a flat level: any actuator plays it.
    #expect(checks([kept("event 2", .curve)], profile: "legacy", platform: .android).isEmpty)
    #expect(
      checks([kept("event 1", .primitive)], profile: "basic", platform: .android) == ["report-kept"]
    )
  }

  @Test func keptWhereNothingPlaysIsFlagged() {
    #expect(
      checks([kept("pattern", .intent)], profile: "no-taptic", platform: .ios) == ["report-kept"])
    #expect(
      checks([kept("pattern", .intent)], profile: "iphone", platform: .ios, silent: true) == [
        "report-kept"
      ])
    #expect(
      checks([kept("pattern", .intent, unused: true)], profile: "iphone", platform: .ios) == [
        "report-kept"
      ])
    #expect(checks([kept("pattern", .intent)], profile: "iphone", platform: .ios).isEmpty)
  }

  @Test func entriesNameRealEvents() {
    let dropped = ReportEntry(
      event: "event 3", construct: .intensity, status: .dropped, reason: "r")
    #expect(checks([dropped], profile: "iphone", platform: .ios) == ["report-event"])
    #expect(
      checks([kept("event 0", .duration)], profile: "iphone", platform: .ios) == ["report-event"])
  }

  @Test func feelAndArtifact() {
    let overlapping = RumbleSchedule(steps: [
      RumbleStep(at: 0, duration: 50, strong: 1, weak: 1),
      RumbleStep(at: 40, duration: 50, strong: 1, weak: 1),
    ])
    #expect(
      RenderChecks.feelViolations(overlapping, silent: false, site: "t").map(\.check) == [
        "feel-steps"
      ])
    #expect(
      RenderChecks.feelViolations(overlapping, silent: true, site: "t").map(\.check) == [
        "feel-silent"
      ])
    let broken = Artifact(
      language: "ahap", text: "{",
      files: [ArtifactFile(name: "t.ahap", text: "{\"Version\": 1.0,}")])
    #expect(RenderChecks.artifactViolations(broken, site: "t").map(\.check) == ["ahap"])
    let fine = Artifact(
      language: "ahap", text: "",
      files: [ArtifactFile(name: "t.ahap", text: "{\"Version\": 1.0, \"Pattern\": []}")])
    #expect(RenderChecks.artifactViolations(fine, site: "t").isEmpty)
  }
}
