import HapModel
import HapRender
import Testing

@testable import HapTUI

@Suite("Reducer: analyses, read-only files, resizing, messages")
struct ReducerBehaviourTests {
  @Test("an analysis for an older request is dropped")
  func staleAnalysis() {
    var state = EditorFixture.state()
    _ = EditorReducer.start(&state)
    EditorFixture.press("t", &state)
    let old = EditorFixture.analysis(for: state, key: state.analysis.key - 1)
    _ = EditorReducer.reduce(&state, .analyzed(old))
    #expect(state.analysis.latest == nil)
    _ = EditorReducer.reduce(&state, .analyzed(EditorFixture.analysis(for: state)))
    #expect(state.analysis.latest != nil)
  }

  @Test("start asks for the first analysis with every platform's profile")
  func startAnalyses() throws {
    var state = EditorFixture.state()
    let effects = EditorReducer.start(&state)
    guard case .analyze(let request) = try #require(effects.first) else {
      Issue.record("no analysis")
      return
    }
    #expect(request.profiles.count == 6 && request.profiles[.android] == "full")
  }

  @Test("a read-only file refuses every edit with the reason, and still navigates")
  func readOnly() {
    var state = EditorFixture.state(readOnly: "HAP007 at 12:3 not JSON")
    for keys in ["t", "c", "<Tab> L", "<Tab> x", "W", "e <Enter>"] {
      var copy = state
      let effects = EditorFixture.press(keys, &copy)
      #expect(!effects.requestsAnalysis, "\(keys)")
      #expect(copy.track.pattern == EditorFixture.pattern, "\(keys)")
    }
    EditorFixture.press("l l", &state)
    #expect(state.track.cursorTime == 40)
    EditorFixture.press("t", &state)
    #expect(state.screen.message?.text.contains("fix the file in a text editor") == true)
  }

  @Test("a file that cannot be repaired says so when F is pressed")
  func unrepairable() {
    var state = EditorFixture.state(readOnly: "HAP008 frontmatter missing")
    EditorFixture.press("F", &state)
    #expect(state.isReadOnly && state.screen.message?.kind == .error)
  }

  @Test("resizing keeps the cursor on screen, and a tiny window is reported")
  func resize() {
    var state = EditorFixture.state()
    state.track.cursorTime = 1500
    _ = EditorReducer.reduce(&state, .resize(EditorFixture.small))
    let width = GridGeometry(pane: state.layout.grid).plot.width
    let column = state.track.viewport.column(of: 1500)
    #expect(column >= 0 && column < width)
    _ = EditorReducer.reduce(&state, .resize(TerminalSize(columns: 50, rows: 15)))
    #expect(state.layout.arrangement == .tooSmall)
    #expect(EditorScreen.render(state).text.contains("Window too small: 50×15."))
  }

  @Test("a key bound to nothing says how to find the keys")
  func unknownKey() {
    var state = EditorFixture.state()
    EditorFixture.press("Q", &state)
    #expect(state.screen.message?.text.contains("? shows the keys") == true)
  }

  @Test("playback ends on its own when the playhead passes the end")
  func playbackEnds() {
    var state = EditorFixture.state()
    EditorFixture.press("<Space>", &state)
    let length = state.playback.length
    let effects = EditorReducer.reduce(&state, .tick(generation: 1, elapsed: length + 1))
    #expect(effects == [.stopPlayback(generation: 1)])
    #expect(!state.playback.isPlaying)
  }

  @Test(
    "with no device the status says nothing is felt; a platform that renders silence does not play")
  func playbackMessages() {
    var state = EditorFixture.analysed(EditorFixture.state())
    EditorFixture.press("<Space>", &state)
    #expect(state.screen.message?.text.contains("no device attached") == true)
    #expect(EditorScreen.render(state).text.contains("no device attached"))
    var web = EditorFixture.analysed(EditorFixture.state())
    EditorFixture.press("} }", &web)
    web = EditorFixture.analysed(web)
    let effects = EditorFixture.press("<Space>", &web)
    #expect(!web.playback.isPlaying && effects.isEmpty)
    #expect(web.screen.message?.text.contains("silence") == true)
  }

  @Test("a playback error stops the playhead and is shown")
  func playbackFailure() {
    var state = EditorFixture.state()
    EditorFixture.press("<Space>", &state)
    _ = EditorReducer.reduce(&state, .playbackFailed(generation: 1, message: "device gone"))
    #expect(
      !state.playback.isPlaying
        && state.screen.message == StatusMessage("device gone", kind: .error))
  }

  @Test("a device coming and going is reported")
  func devices() {
    var state = EditorFixture.state()
    _ = EditorReducer.reduce(&state, .deviceChanged(name: "Xbox 360 pad"))
    #expect(state.playback.deviceName == "Xbox 360 pad")
    _ = EditorReducer.reduce(&state, .deviceChanged(name: nil))
    #expect(state.playback.deviceName == nil)
  }
}

@Suite("Platform column summaries")
struct PlatformColumnTests {
  @Test(
    "a construct of a rung that did not play is 'not needed', never 'dropped'; disagreement is marked"
  )
  func fates() {
    let report = [
      ReportEntry(event: "event 1", construct: .intensity, status: .kept, reason: ""),
      ReportEntry(event: "event 2", construct: .intensity, status: .approximated, reason: ""),
      ReportEntry(
        event: "event 1", construct: .sharpness, status: .dropped, reason: "", unused: true),
      ReportEntry(event: "pattern", construct: .web, status: .kept, reason: ""),
    ]
    let fates = PlatformColumn.fates(of: report)
    #expect(fates.map(\.construct) == [.intensity, .sharpness, .web])
    #expect(fates[0].status == .approximated && fates[0].mixed && !fates[0].unused)
    #expect(fates[1].unused)
    #expect(fates[2].status == .kept && !fates[2].mixed)
  }

  @Test("the panel draws 'not needed' with its own mark and explains the marks")
  func panel() {
    let state = EditorFixture.analysed(EditorFixture.state(size: EditorFixture.large))
    let text = EditorScreen.render(state).text
    #expect(text.contains("· web") && text.contains("✗ web"))
    #expect(text.contains("not needed (a higher rung played)"))
    #expect(text.contains("≈ curve*"))
  }
}
