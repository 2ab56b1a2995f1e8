import HapModel
import HapRender
import HapTestSupport
import Testing

@testable import HapTUI

/// An early answer (a long track's diagnostics and previewed column, D374) is shown at once,
/// and the columns it still awaits stay the earlier analysis's, drawn dim, until the whole
/// answer arrives.
@Suite("Editor: the early answer of a long track's analysis")
struct EarlyAnswerTests {
  /// The analysis for `key` with only `platform`'s column and a new warning, awaiting the rest.
  static func early(from whole: Analysis, showing platform: Platform) -> Analysis {
    let warning = LiveDiagnostic(
      code: "HAPW04", severity: .warning, line: 20, column: 7,
      message: "events 4 and 5 are too close", eventID: EventID(5))
    return Analysis(
      key: whole.key, diagnostics: [warning],
      platforms: whole.platforms.filter { $0.platform == platform },
      awaiting: Platform.allCases.filter { $0 != platform })
  }

  /// The x of each `rung` word on the row of the columns' rungs (the first with several), left
  /// to right, and that row.
  static func rungCells(_ buffer: CellBuffer) -> (xs: [Int], y: Int)? {
    for y in 0..<buffer.height {
      var xs: [Int] = []
      for x in 0..<(buffer.width - 3)
      where (0..<4).map({ buffer[x + $0, y].glyph }) == ["r", "u", "n", "g"] {
        xs.append(x)
      }
      if xs.count > 1 { return (xs, y) }
    }
    return nil
  }

  @Test("the problems and the previewed column are new; the other columns wait, dim")
  func earlyAnswerKeepsTheOtherColumns() throws {
    var state = EditorFixture.analysed(EditorFixture.state(size: EditorFixture.large))
    let before = try #require(state.analysis.latest)
    let effects = EditorFixture.press("t", &state)
    guard case .analyze(let request) = effects.first else {
      Issue.record("no analysis requested")
      return
    }
    var whole = EditorFixture.analysis(for: state, key: request.key)
    whole.platforms = whole.platforms.map { column in
      var column = column
      column.profile = "new-\(column.platform.rawValue)"
      return column
    }
    _ = EditorReducer.reduce(&state, .analyzed(Self.early(from: whole, showing: .ios)))
    let shown = try #require(state.analysis.latest)
    #expect(shown.platforms.map(\.platform) == Platform.allCases)
    #expect(shown.platforms.first { $0.platform == .ios }?.profile == "new-ios")
    #expect(
      shown.platforms.filter { $0.platform != .ios }
        == before.platforms.filter { $0.platform != .ios })
    #expect(shown.diagnostics.map(\.line) == [20])
    #expect(!state.analysis.isStale && state.analysis.isPanelStale)
    let buffer = EditorScreen.render(state)
    let rows = buffer.text.split(separator: "\n")
    let panels = rows.first { $0.contains("Platforms") && $0.contains("Artefact") } ?? ""
    #expect(panels.components(separatedBy: "updating…").count == 2, "only Platforms waits")
    #expect(!rows.contains { $0.contains("Problems") && $0.contains("updating…") })
    #expect(buffer.text.contains("new-ios"))
    let rungs = try #require(Self.rungCells(buffer))
    #expect(rungs.xs.count == Platform.allCases.count)
    #expect(buffer[rungs.xs[0], rungs.y].role == .rung, "iOS is new")
    #expect(rungs.xs.dropFirst().allSatisfy { buffer[$0, rungs.y].role == .dim })

    _ = EditorReducer.reduce(&state, .analyzed(whole))
    #expect(!state.analysis.isPanelStale)
    let done = EditorScreen.render(state)
    #expect(!done.text.contains("updating…"))
    #expect(done.text.contains("new-android"))
    let after = try #require(Self.rungCells(done))
    #expect(after.xs.allSatisfy { done[$0, after.y].role == .rung })
  }

  @Test("with no earlier analysis, the awaited columns say they are rendering")
  func earlyAnswerFirstOfAll() throws {
    var state = EditorFixture.state(size: EditorFixture.large)
    let whole = EditorFixture.analysis(for: state)
    _ = EditorReducer.reduce(&state, .analyzed(Self.early(from: whole, showing: .android)))
    let text = EditorScreen.render(state).text
    #expect(text.components(separatedBy: "rendering…").count == Platform.allCases.count)
    #expect(text.contains("rung track"))
    #expect(state.analysis.latest?.platforms.map(\.platform) == [.android])
  }

  @Test("an early answer for an older request is dropped like a whole one")
  func staleEarlyAnswerIsDropped() throws {
    var state = EditorFixture.analysed(EditorFixture.state(size: EditorFixture.large))
    let before = state.analysis.latest
    EditorFixture.press("t", &state)
    let old = EditorFixture.analysis(for: state, key: state.analysis.key - 1)
    _ = EditorReducer.reduce(&state, .analyzed(Self.early(from: old, showing: .ios)))
    #expect(state.analysis.latest == before)
  }

  /// An early answer's previewed column has no report lines yet (D375, D450), nor has a column
  /// made while another platform was previewed, shown right after a switch of platform.
  @Test("the artefact pane says a column's report is being made, then shows it")
  func columnsReportIsBeingMade() throws {
    let state = EditorFixture.state(size: EditorFixture.large)
    let whole = EditorFixture.analysis(for: state)
    let column = try #require(whole.platforms.first { $0.platform == .ios })
    var early = column
    early.reportLines = []
    early.reportGrouped = false
    let code = column.artifactLineCount
    #expect(ArtifactLayout.lineCount(of: early) == code + 3)
    #expect(ArtifactLayout.line(code + 2, of: early, glyphs: .unicode).0.contains("being made"))
    let made = early.grouped(into: column.reportLines)
    #expect(made == column)
    #expect(ArtifactLayout.lineCount(of: made) == code + 2 + column.reportLines.count)
    #expect(ArtifactLayout.line(code + 2, of: made, glyphs: .unicode).0.contains("why"))
  }
}
