import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// A long file is drawn before it is checked (D264): the track shows at once, edits wait for
/// the worker's check, and what the check says is what a checked open says.
@Suite struct DeferredChecksTests {
  /// A `.hap.md` of `count` transients 60 ms apart, with frontmatter `id` `frontID` and block
  /// `id` `tap`, and `broken` JSON when asked.
  static func longFile(_ count: Int, frontID: String = "tap", broken: Bool = false) -> String {
    let events = (0..<count).map {
      "    { \"at\": \($0 * 60), \"type\": \"transient\", \"intensity\": 0.5, \"sharpness\": 0.5 }"
    }
    return """
      ---
      id: \(frontID)
      ---

      ```haptic
      {
        "haptic": "0.1",
        "id": "tap",
        "track": [
      \(events.joined(separator: ",\n"))\(broken ? "," : "")
        ]
      }
      ```

      """
  }

  let folder = TemporaryFolder()

  @Test("a conformant long file opens unchecked; its check matches a checked open, once")
  func conformant() throws {
    let path = folder.write("long.hap.md", Self.longFile(DocumentSession.deferredChecksFrom))
    let opened = DocumentSession.open(path: path, deferringChecks: true)
    #expect(opened.info.checksPending && opened.info.isLocked)
    #expect(opened.info.diagnostics.isEmpty && opened.info.readOnlyReason == nil)
    #expect(opened.pattern.events.count == DocumentSession.deferredChecksFrom)
    let now = DocumentSession.open(path: path)
    #expect(!now.info.checksPending)
    let check = try #require(opened.session.completePendingChecks())
    #expect(check.diagnostics == now.info.diagnostics)
    #expect(!check.diagnostics.isEmpty, "the long pattern draws at least one warning")
    #expect(check.readOnlyReason == nil && !check.isRepairable)
    #expect(opened.session.completePendingChecks() == nil)
    #expect(opened.session.document.diagnostics == now.session.document.diagnostics)
  }

  @Test("a long file that breaks a rule turns read-only, repairable, as a checked open says")
  func breaksARule() throws {
    let path = folder.write(
      "other.hap.md", Self.longFile(DocumentSession.deferredChecksFrom, frontID: "other"))
    let opened = DocumentSession.open(path: path, deferringChecks: true)
    #expect(opened.info.checksPending && opened.info.readOnlyReason == nil)
    let now = DocumentSession.open(path: path)
    let reason = try #require(now.info.readOnlyReason)
    #expect(reason.hasPrefix("HAP003"), "\(reason)")
    // The diagnostics the analyzer asks for run the checks; the answer still arrives once.
    _ = opened.session.diagnostics(for: opened.pattern)
    let check = try #require(opened.session.completePendingChecks())
    #expect(check.readOnlyReason == reason)
    #expect(check.isRepairable == now.info.isRepairable && check.isRepairable)
    #expect(check.diagnostics == now.info.diagnostics)
  }

  @Test("a reading error, or a short track, is checked when read")
  func notDeferred() {
    let broken = folder.write(
      "broken.hap.md", Self.longFile(DocumentSession.deferredChecksFrom, broken: true))
    let openedBroken = DocumentSession.open(path: broken, deferringChecks: true)
    #expect(!openedBroken.info.checksPending)
    #expect(openedBroken.info.readOnlyReason?.hasPrefix("HAP007") == true)
    let short = folder.write("short.hap.md", Self.longFile(10, frontID: "other"))
    let openedShort = DocumentSession.open(path: short, deferringChecks: true)
    #expect(!openedShort.info.checksPending)
    #expect(openedShort.info.readOnlyReason?.hasPrefix("HAP003") == true)
    #expect(openedShort.session.completePendingChecks() == nil)
  }

  @Test("the analyzer answers a pending check alone, then the columns")
  func analyzerChecksFirst() throws {
    let path = folder.write("long.hap.md", Self.longFile(DocumentSession.deferredChecksFrom))
    let opened = DocumentSession.open(path: path, deferringChecks: true)
    let analyzer = SessionAnalyzer(session: opened.session, threads: 1)
    var state = EditorState(
      document: opened.info, pattern: opened.pattern, size: EditorFixture.wide,
      catalog: EditorFixture.catalog)
    guard case .analyze(let request) = EditorReducer.requestAnalysis(&state) else {
      Issue.record("no analysis asked for")
      return
    }
    let first = analyzer.analyze(request)
    #expect(first.check != nil && first.platforms.isEmpty)
    let second = analyzer.analyze(request)
    #expect(second.check == nil && second.platforms.count == 6)
    #expect(second.diagnostics == first.diagnostics)
  }

  @Test("edits wait for the check: refused with why, then made once it arrives")
  func editsWait() throws {
    let path = folder.write("long.hap.md", Self.longFile(DocumentSession.deferredChecksFrom))
    let opened = DocumentSession.open(path: path, deferringChecks: true)
    var state = EditorState(
      document: opened.info, pattern: opened.pattern, size: EditorFixture.wide,
      catalog: EditorFixture.catalog)
    let screen = EditorScreen.render(state).text
    #expect(screen.contains("[checking]") && screen.contains("Track ─ CHECKING · 5000 events"))
    EditorFixture.press("t", &state)
    #expect(state.track.pattern == opened.pattern)
    let refusal = state.screen.message?.text ?? ""
    #expect(refusal.contains("still checking long.hap.md (5,000 events)"), "\(refusal)")
    let check = try #require(opened.session.completePendingChecks())
    let effects = EditorReducer.reduce(
      &state,
      .analyzed(Analysis(key: -1, diagnostics: check.diagnostics, platforms: [], check: check)))
    #expect(!state.document.checksPending && !state.isReadOnly)
    #expect(effects.contains { if case .analyze = $0 { true } else { false } })
    #expect(state.diagnostics == check.diagnostics)
    #expect(!EditorScreen.render(state).text.contains("[checking]"))
    EditorFixture.press("t", &state)
    #expect(state.track.pattern.events.count == DocumentSession.deferredChecksFrom + 1)
  }

  @Test("a check that finds an error makes the file read-only with its problems in view")
  func checkFindsAnError() throws {
    let path = folder.write(
      "other.hap.md", Self.longFile(DocumentSession.deferredChecksFrom, frontID: "other"))
    let opened = DocumentSession.open(path: path, deferringChecks: true)
    var state = EditorState(
      document: opened.info, pattern: opened.pattern, size: EditorFixture.wide,
      catalog: EditorFixture.catalog)
    #expect(state.screen.lowerTab == .platforms)
    let check = try #require(opened.session.completePendingChecks())
    _ = EditorReducer.reduce(
      &state,
      .analyzed(Analysis(key: -1, diagnostics: check.diagnostics, platforms: [], check: check)))
    #expect(state.isReadOnly && state.document.isRepairable)
    #expect(state.screen.lowerTab == .problems)
    #expect(state.screen.message?.text.contains("F repairs it") == true)
    #expect(EditorScreen.render(state).text.contains("[read-only]"))
  }
}
