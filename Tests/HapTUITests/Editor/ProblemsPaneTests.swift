import HapModel
import Testing

@testable import HapTUI

/// The problems list cuts long messages; the focused one is readable whole.
@Suite("Problems pane")
struct ProblemsPaneTests {
  @Test func theFocusedProblemIsInTheStatusLineWhole() {
    var state = EditorFixture.analysed(EditorFixture.state())
    EditorFixture.press("<Ctrl-W> 5", &state)
    #expect(state.screen.message?.text == "HAPW04 12:7 events 2 and 3 are too close")
    #expect(state.screen.message?.kind == .info)
    EditorFixture.press("j", &state)
    #expect(state.screen.message?.text == "HAPW04 12:7 events 2 and 3 are too close")
  }

  @Test func aPatternProblemSaysWhatItIsOnEnter() {
    var state = EditorFixture.state()
    let problem = LiveDiagnostic(
      code: "HAPW01", severity: .warning, line: 5, column: 9,
      message: "the frontmatter intent says `impact.light` but the block's intent says heavy")
    _ = EditorReducer.reduce(
      &state, .analyzed(Analysis(key: state.analysis.key, diagnostics: [problem], platforms: [])))
    // The list is 38 columns wide: focused, the problem wraps onto lines of its own.
    let resting = EditorScreen.render(state).text
    #expect(!resting.contains("says heavy"))
    EditorFixture.press("<Ctrl-W> 5 <Enter>", &state)
    #expect(state.screen.focus == .problems)
    let focused = EditorScreen.render(state).text
    #expect(focused.contains("! HAPW01 5:9 the frontmatter"))
    #expect(focused.contains("block's intent says heavy"))
    #expect(
      state.screen.message?.text
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

  /// A HAPW03 as the checker writes it (about 230 characters), and a second problem.
  static let silent = LiveDiagnostic(
    code: "HAPW03", severity: .warning, line: 44, column: 1,
    message: "renders nothing on react-native (ios, android): expo-haptics exposes semantic "
      + "constants only: no custom waveform, so a track falls back to the intent (mapping "
      + "table, React Native column). Add an intent: it plays intents only.")

  static func showing(_ problems: [LiveDiagnostic], size: TerminalSize) -> EditorState {
    var state = EditorFixture.state(size: size)
    _ = EditorReducer.reduce(
      &state, .analyzed(Analysis(key: state.analysis.key, diagnostics: problems, platforms: [])))
    return state
  }

  @Test("focused at 120 × 40, a long HAPW03 is read whole across the width under the grid")
  func longWarningsWrapWhole() {
    var state = Self.showing([Self.silent, Self.silent], size: EditorFixture.wide)
    let resting = EditorScreen.render(state).text
    #expect(resting.contains("! HAPW03 44:1 renders nothing on"))
    #expect(!resting.contains("plays intents only"))
    EditorFixture.press("<Ctrl-W> 5", &state)
    #expect(state.layout.problems?.width == 120)
    let focused = EditorScreen.render(state).text
    // Both problems whole, the second one too, though only the first has the focus: the lines
    // under the grid, joined, hold the message twice.
    let rows = focused.split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(state.layout.problems!.y + 1)
    let joined = rows.prefix(6).map { $0.split(separator: " ").joined(separator: " ") }
      .joined(separator: " ")
    #expect(joined.components(separatedBy: Self.silent.message).count == 3, "\(joined)")
    #expect(!focused.contains("more below"))
  }

  @Test("a problem taller than the pane scrolls inside with j and k, and says there is more")
  func tallProblemsScroll() {
    let long = LiveDiagnostic(
      code: "HAPW03", severity: .warning, line: 1, column: 1,
      message: (1...60).map { "word\($0)" }.joined(separator: " ") + " end-of-it")
    let next = LiveDiagnostic(
      code: "HAPW04", severity: .warning, line: 2, column: 1, message: "the next one")
    // 60 × 20 puts Problems under tabs, 7 rows of 56 columns: the long one takes 9.
    var state = Self.showing([long, next], size: TerminalSize(columns: 60, rows: 20))
    EditorFixture.press("<Ctrl-W> 5", &state)
    var screen = EditorScreen.render(state).text
    #expect(screen.contains("more below: j") && !screen.contains("end-of-it"))
    EditorFixture.press("j j", &state)
    #expect(state.problems.row == 0 && state.problems.line == 2)
    screen = EditorScreen.render(state).text
    #expect(screen.contains("end-of-it") && screen.contains("more above: k"))
    EditorFixture.press("j", &state)
    #expect(state.problems.row == 1 && state.problems.line == 0)
    EditorFixture.press("k", &state)
    #expect(state.problems.row == 0)
  }

  @Test("a word longer than the pane is split, not cut at the edge")
  func longWordsSplit() {
    let path = String(repeating: "x", count: 70) + "END"
    let lines = ProblemsLayout.wrap("see " + path, to: 30)
    #expect(lines.joined() == "see" + path)
    #expect(lines.allSatisfy { TextWidth.columns(of: $0) <= 30 })
  }

  @Test("a click on a wrapped list picks the problem drawn there")
  func clickOnWrappedLines() {
    var state = Self.showing([Self.silent, Self.silent], size: EditorFixture.wide)
    EditorFixture.press("<Ctrl-W> 5", &state)
    let rect = state.layout.problems!
    let view = ProblemsLayout.view(
      of: state.diagnostics, width: rect.width, rows: rect.height - 1, focused: true,
      row: 0, line: 0, glyphs: .unicode)
    #expect(view.lines.map(\.problem) == [0, 0, 0, 1, 1, 1])
    // Each problem takes three lines at 117 columns; the fourth body line is the second.
    _ = EditorReducer.reduce(
      &state, .mouse(MouseInput(.press, x: rect.x + 5, y: rect.y + 4)))
    #expect(state.problems.row == 1, "\(EditorScreen.render(state).text)")
  }

  @Test("the live panes say they are catching up while a newer analysis is computed")
  func staleAnalysisIsMarked() {
    var state = EditorFixture.analysed(EditorFixture.state(size: EditorFixture.large))
    #expect(!EditorScreen.render(state).text.contains("updating…"))
    let effects = EditorFixture.press("t", &state)
    #expect(state.analysis.isStale)
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
    #expect(!state.analysis.isStale)
    #expect(!EditorScreen.render(state).text.contains("updating…"))
  }
}
