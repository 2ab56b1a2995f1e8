import HapModel
import Testing

@testable import HapTUI

/// The problems list cuts long messages; the focused one is readable whole.
@Suite("Problems pane")
struct ProblemsPaneTests {
  @Test func theFocusedProblemIsInTheStatusLineWhole() {
    var state = EditorFixture.analysed(EditorFixture.state())
    EditorFixture.press("<Ctrl-W> 5", &state)
    #expect(state.message?.text == "HAPW04 12:7 events 2 and 3 are too close")
    #expect(state.message?.kind == .info)
    EditorFixture.press("j", &state)
    #expect(state.message?.text == "HAPW04 12:7 events 2 and 3 are too close")
  }

  @Test func aPatternProblemSaysWhatItIsOnEnter() {
    var state = EditorFixture.state()
    let problem = LiveDiagnostic(
      code: "HAPW01", severity: .warning, line: 5, column: 9,
      message: "the frontmatter intent says `impact.light` but the block's intent says heavy")
    _ = EditorReducer.reduce(
      &state, .analyzed(Analysis(key: state.analysisKey, diagnostics: [problem], platforms: [])))
    // The list is 38 columns wide: focused, the problem wraps onto lines of its own.
    let resting = EditorScreen.render(state).text
    #expect(!resting.contains("says heavy"))
    EditorFixture.press("<Ctrl-W> 5 <Enter>", &state)
    #expect(state.focus == .problems)
    let focused = EditorScreen.render(state).text
    #expect(focused.contains("! HAPW01 5:9 the frontmatter"))
    #expect(focused.contains("block's intent says heavy"))
    #expect(
      state.message?.text
        == "about the pattern, not one event: HAPW01 5:9 the frontmatter intent says "
        + "`impact.light` but the block's intent says heavy")
  }

  @Test func theListGrowsWhileItHasTheFocus() {
    let wide = EditorFixture.wide
    let resting = ScreenLayout(size: wide, focus: .grid).problems?.height ?? 0
    let focused = ScreenLayout(size: wide, focus: .problems).problems?.height ?? 0
    #expect(resting == 3)
    #expect(focused > 3 * resting)
    #expect((ScreenLayout(size: wide, focus: .problems).inspector?.height ?? 0) >= 9)
  }

  @Test("the live panes say they are catching up while a newer analysis is computed")
  func staleAnalysisIsMarked() {
    var state = EditorFixture.analysed(EditorFixture.state(size: EditorFixture.large))
    #expect(!EditorScreen.render(state).text.contains("updating…"))
    let effects = EditorFixture.press("t", &state)
    #expect(state.isAnalysisStale)
    let stale = EditorScreen.render(state).text.split(separator: "\n")
    // Platforms and Artefact share a row at 160 × 48: one mark each; Problems ends its own.
    let panels = stale.first { $0.contains("Platforms") && $0.contains("Artefact") } ?? ""
    #expect(panels.components(separatedBy: "updating…").count == 3)
    #expect(panels.hasSuffix("updating… ─"))
    #expect(stale.contains { $0.contains("Problems") && $0.hasSuffix("updating… ─") })
    guard case .analyze(let request) = effects.first else {
      Issue.record("no analysis requested")
      return
    }
    _ = EditorReducer.reduce(
      &state, .analyzed(EditorFixture.analysis(for: state, key: request.key)))
    #expect(!state.isAnalysisStale)
    #expect(!EditorScreen.render(state).text.contains("updating…"))
  }
}
