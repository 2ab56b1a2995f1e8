import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

@Suite("Screens as cell buffers, compared with snapshots")
struct ScreenSnapshotTests {
  /// The main screen mid-session: analysed, an event selected, the cursor on it, a snap grid.
  static func mainScreen(size: TerminalSize, monochrome: Bool) -> EditorState {
    var state = EditorFixture.analysed(EditorFixture.state(size: size, monochrome: monochrome))
    EditorFixture.press("<Tab> <Tab> g g g g", &state)
    state.screen.message = nil
    return state
  }

  /// Glyphs, then the style layer (one role code per cell), so colour changes show in a diff.
  static func dump(_ buffer: CellBuffer) -> String {
    buffer.text + "\n--- roles ---\n" + buffer.roleText
  }

  @Test("main screen", arguments: [(80, 24), (160, 48)], [false, true])
  func mainScreen(size: (Int, Int), monochrome: Bool) {
    let terminal = TerminalSize(columns: size.0, rows: size.1)
    let buffer = EditorScreen.render(Self.mainScreen(size: terminal, monochrome: monochrome))
    let name = "main-\(size.0)x\(size.1)-\(monochrome ? "mono" : "colour")"
    SnapshotFolder.screens.check(Self.dump(buffer), named: name)
  }

  @Test("monochrome carries sharpness as glyph density, colour as a colour ramp")
  func shadingDiffers() {
    let colour = EditorScreen.render(Self.mainScreen(size: EditorFixture.large, monochrome: false))
      .text
    let mono = EditorScreen.render(Self.mainScreen(size: EditorFixture.large, monochrome: true))
      .text
    for glyph in ["░", "▒", "▓"] {
      #expect(mono.contains(glyph))
      #expect(!colour.contains(glyph))
    }
  }

  @Test("every pane is on the 160 × 48 screen; 80 × 24 shows one under tabs")
  func panes() {
    let large = EditorScreen.render(Self.mainScreen(size: EditorFixture.large, monochrome: false))
      .text
    for title in ["Track", "Inspector", "Platforms", "Artefact", "Problems"] {
      #expect(large.contains(title))
    }
    for platform in ["iOS", "Android", "web", "React Native", "Flutter", "gamepad"] {
      #expect(large.contains(platform))
    }
    let small = EditorScreen.render(Self.mainScreen(size: EditorFixture.small, monochrome: false))
      .text
    #expect(
      small.contains("2 Inspector") && small.contains("3 Platforms") && small.contains("4 Artefact")
    )
  }

  @Test("help, a dialog, and a read-only file")
  func otherScreens() {
    var help = EditorFixture.state(size: EditorFixture.wide)
    EditorFixture.press("?", &help)
    SnapshotFolder.screens.check(EditorScreen.render(help).text, named: "help-120x40")
    var dialog = EditorFixture.state(size: EditorFixture.wide, monochrome: true)
    EditorFixture.press("t q", &dialog)
    SnapshotFolder.screens.check(EditorScreen.render(dialog).text, named: "quit-dialog-120x40")
    var readOnly = EditorFixture.state(
      size: EditorFixture.wide, readOnly: "HAP005 at 14:5 events out of order", repairable: true)
    readOnly.document.diagnostics = [
      LiveDiagnostic(
        code: "HAP005", severity: .error, line: 14, column: 5,
        message: "event 2 starts before event 1", eventID: EventID(2))
    ]
    SnapshotFolder.screens.check(
      Self.dump(EditorScreen.render(readOnly)), named: "read-only-120x40")
  }

  @Test("at 80 × 24 nothing reads cut off: help wraps, hints keep ? help, the legend fits")
  func narrowScreens() {
    var help = EditorFixture.state(size: EditorFixture.small)
    EditorFixture.press("?", &help)
    let helpScreen = EditorScreen.render(help).text
    SnapshotFolder.screens.check(helpScreen, named: "help-80x24")
    #expect(helpScreen.contains(" haptui editor keys. Mouse: click places the cursor or selects;"))
    #expect(!helpScreen.contains("cursor-left"), "command names give way to the summaries")
    #expect(helpScreen.contains("move the cursor back in time (one column or snap step)"))
    let main = EditorScreen.render(Self.mainScreen(size: EditorFixture.small, monochrome: false))
      .text.split(separator: "\n")
    #expect(main.last?.contains("? help") == true)
    #expect(main.contains { $0.hasSuffix("· not needed  * events differ") })
  }

  @Test("the cursor at an intensity sits on the axis row of that value and on an event's top")
  func cursorRowMatchesAxisAndEvents() {
    for size in [EditorFixture.small, EditorFixture.wide, EditorFixture.large] {
      var state = EditorFixture.state(size: size)
      // Event 3 is a transient at 300 ms with intensity 0.5; put the cursor on it.
      state.select(3)
      state.track.cursorTime = 300
      state.track.cursorLevel = 0.5
      let buffer = EditorScreen.render(state)
      let geometry = GridGeometry(pane: state.layout.grid)
      let axisRow = (geometry.axis.y..<geometry.axis.maxY).first {
        buffer.text.split(separator: "\n", omittingEmptySubsequences: false)[$0].hasPrefix("0.5 ")
      }
      let cursorRow = (geometry.plot.y..<geometry.plot.maxY).first { y in
        (geometry.plot.x..<geometry.plot.maxX).contains { buffer[$0, y].role == .cursor }
      }
      #expect(axisRow != nil && cursorRow == axisRow, "\(size)")
      #expect(geometry.row(ofLevel: 0.5) + geometry.plot.y == axisRow, "\(size)")
      #expect(geometry.row(ofLevel: 1) == 0 && geometry.row(ofLevel: 0) == geometry.plot.height - 1)
    }
  }

  @Test("a read-only file opens on its problems and hints only what it can do")
  func readOnlyAtSmallSize() {
    var state = EditorFixture.state(size: EditorFixture.small, readOnly: "HAP007 at 9:34 not JSON")
    state.document.hasPattern = false
    #expect(state.screen.lowerTab == .problems)
    let lines = EditorScreen.render(state).text.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("▸Problems") || $0.hasPrefix(" Problems") })
    #expect(lines.last.map { String($0).trimmingWhitespace() } == "5 problems  q quit  ? help")
    var repairable = EditorFixture.state(readOnly: "HAP005 out of order", repairable: true)
    repairable.screen.focus = .grid
    let hints = EditorScreen.render(repairable).text.split(separator: "\n").last ?? ""
    #expect(hints.hasPrefix(" F repair  5 problems"))
    #expect(!hints.contains("t transient") && !hints.contains("w save"))
  }

  @Test("a long track reads in seconds, and the ruler's ms unit goes when its labels are seconds")
  func longTrackUnits() {
    let events = (0..<200).map {
      TrackEvent(id: EventID($0), at: $0 * 5_000, type: .transient, intensity: 0.5)
    }
    let state = EditorFixture.state(pattern: HapticPattern(id: "long", track: events))
    let lines = EditorScreen.render(state).text.split(separator: "\n")
    #expect(lines[0].contains("200 events · 995.0 s · "))
    #expect(lines[1].contains("0s") && !lines[1].hasPrefix(" ms"))
    #expect(GridWidget.duration(9_999) == "9999 ms" && GridWidget.duration(12_345) == "12.3 s")
    let short = EditorScreen.render(EditorFixture.state()).text.split(separator: "\n")
    #expect(short[1].hasPrefix(" ms  0"))
  }

  @Test("ASCII glyphs when the terminal has no UTF-8")
  func ascii() {
    let buffer = EditorScreen.render(
      Self.mainScreen(size: EditorFixture.small, monochrome: true), glyphs: .ascii)
    #expect(
      buffer.cells.allSatisfy {
        $0.glyph.isASCII || $0.glyph == "—" || $0.glyph == "…" || $0.glyph == "▸" || $0.glyph == "·"
          || $0.glyph == "│" || $0.glyph == "▶"
      })
  }
}
