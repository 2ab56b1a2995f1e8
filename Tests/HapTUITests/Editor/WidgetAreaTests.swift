import HapImport
import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Each widget on its own, drawn into a buffer pre-filled with a marker: every cell outside the
/// widget's area must still hold the marker (the widget drew only inside), and the area must
/// hold what the widget draws. Small pictures of a few widgets are kept as snapshots. (Panes
/// draw on the blank screen `EditorScreen` starts from, so the marker may show between their
/// words: only the cells outside the area are checked cell by cell.)
@Suite("Widgets draw only inside their area")
struct WidgetAreaTests {
  /// A glyph no widget draws.
  static let marker: Unicode.Scalar = "¤"
  static let markerCell = Cell(marker, .title)

  /// A state with an analysis and a selected event, large enough for every pane.
  static var state: EditorState {
    var state = EditorFixture.analysed(EditorFixture.state(size: EditorFixture.wide))
    EditorFixture.press("<Tab> <Tab>", &state)
    state.screen.message = nil
    return state
  }

  static var theme: Theme { Theme.selected(monochrome: false, glyphs: .unicode) }

  /// The state each widget of the catalogue is drawn from: the diff and a dialog only show
  /// while their overlay is open.
  static func state(for widget: EditorWidget) -> EditorState {
    var state = Self.state
    switch widget {
    case .grid, .inspector, .platforms, .artifact, .problems, .tabBar, .statusLine:
      break
    case .tooSmall:
      state.screen.size = TerminalSize(columns: 30, rows: 8)
    case .help:
      state.screen.overlay = .help(scroll: 0)
    case .messages:
      state.screen.messageLog.record(StatusMessage("saved fixture.hap.md"))
      state.screen.messageLog.record(StatusMessage("x does nothing here", kind: .error))
      state.screen.overlay = .messages(scroll: 0)
    case .diff:
      state.screen.overlay = .diff(DiskDiff(lines: ["- a", "+ b", "  c"]))
    case .dialog:
      state.screen.overlay = .confirmQuit
    case .analysisPanel:
      var panel = AnalysisPanel(options: ImportOptions(), original: state.track)
      panel.row = 3
      panel.typing = "5"
      panel.refusal = "sensitivity must be a number from 0 to 1"
      state.screen.overlay = .analysis(panel)
    }
    return state
  }

  /// The name a widget's picture is kept under.
  static func name(of widget: EditorWidget) -> String {
    switch widget {
    case .grid: "grid"
    case .inspector: "inspector"
    case .platforms: "platforms"
    case .artifact: "artifact"
    case .problems: "problems"
    case .tabBar: "tab bar"
    case .statusLine: "status line"
    case .help: "help"
    case .messages: "messages"
    case .diff: "diff"
    case .dialog: "dialog"
    case .tooSmall: "too small"
    case .analysisPanel: "analysis panel"
    }
  }

  /// Every widget the editor screen draws (the catalogue `EditorScreen` draws through), and
  /// the pane title every pane uses.
  static var widgets: [(String, any Widget)] {
    let theme = Self.theme
    var widgets: [(String, any Widget)] = []
    for widget in EditorWidget.allCases {
      if let made = widget.make(state(for: widget), theme: theme) {
        widgets.append((name(of: widget), made))
      }
    }
    widgets.append(
      ("pane title", PaneTitle(title: "Track", detail: "4 events", focused: true, theme: theme)))
    return widgets
  }

  @Test("every widget of the catalogue is made from its state")
  func catalogueComplete() {
    let names = Set(Self.widgets.map(\.0))
    for widget in EditorWidget.allCases {
      #expect(names.contains(Self.name(of: widget)), "\(Self.name(of: widget)) was not made")
    }
  }

  /// The areas each widget is drawn into: inside the buffer away from every edge, at its
  /// top-left corner, and one cell wide or high.
  static let areas: [Rect] = [
    Rect(x: 7, y: 4, width: 70, height: 22),
    Rect(x: 0, y: 0, width: 45, height: 12),
    Rect(x: 10, y: 3, width: 1, height: 9),
    Rect(x: 3, y: 20, width: 60, height: 1),
  ]

  /// `widget` drawn into `area` of a 100 × 32 buffer full of the marker.
  static func draw(_ widget: any Widget, in area: Rect) -> CellBuffer {
    var buffer = CellBuffer(width: 100, height: 32, fill: markerCell)
    widget.render(in: area, into: &buffer)
    return buffer
  }

  @Test("no widget changes a cell outside its area", arguments: 0..<4)
  func staysInside(areaIndex: Int) {
    let area = Self.areas[areaIndex]
    for (name, widget) in Self.widgets {
      let buffer = Self.draw(widget, in: area)
      var outside: [String] = []
      for y in 0..<buffer.height {
        for x in 0..<buffer.width where !area.contains(x: x, y: y) {
          if buffer[x, y] != Self.markerCell { outside.append("\(x),\(y)") }
        }
      }
      #expect(outside.isEmpty, "\(name) in \(area) drew outside at \(outside.prefix(8))")
    }
  }

  @Test("every widget draws into a roomy area")
  func drawsInside() {
    let area = Self.areas[0]
    for (name, widget) in Self.widgets {
      let buffer = Self.draw(widget, in: area)
      var drawn = 0
      for y in area.y..<(area.y + area.height) {
        for x in area.x..<(area.x + area.width) where buffer[x, y] != Self.markerCell {
          drawn += 1
        }
      }
      #expect(drawn >= area.width, "\(name) drew only \(drawn) cells")
    }
  }

  /// A small area's picture, the marker framing it.
  static func picture(_ widget: any Widget, width: Int, height: Int) -> String {
    var buffer = CellBuffer(width: width + 2, height: height + 2, fill: markerCell)
    widget.render(in: Rect(x: 1, y: 1, width: width, height: height), into: &buffer)
    return buffer.text
  }

  @Test(
    "pictures of small widgets", arguments: ["problems", "tab bar", "status line", "inspector"])
  func pictures(name: String) throws {
    let widget = try #require(Self.widgets.first { $0.0 == name }?.1)
    let file = "widget-" + name.replacingOccurrences(of: " ", with: "-")
    SnapshotFolder.screens.check(Self.picture(widget, width: 48, height: 7), named: file)
  }
}
