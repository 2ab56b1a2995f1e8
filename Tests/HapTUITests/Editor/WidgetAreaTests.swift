import HapModel
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
    state.message = nil
    return state
  }

  static var theme: Theme { Theme.selected(monochrome: false, glyphs: .unicode) }

  /// Every widget the editor draws, by name.
  static var widgets: [(String, any Widget)] {
    let state = Self.state
    let theme = Self.theme
    return [
      ("grid", GridWidget(state: state, theme: theme)),
      ("inspector", InspectorWidget(state: state, theme: theme)),
      ("platforms", PlatformPanelWidget(state: state, theme: theme)),
      ("artifact", ArtifactWidget(state: state, theme: theme)),
      ("problems", ProblemsWidget(state: state, theme: theme)),
      ("tab bar", TabBarWidget(state: state, visible: .inspector, theme: theme)),
      ("status line", StatusLineWidget(state: state, theme: theme)),
      ("help", HelpWidget(keyMap: .standard, scroll: 0, theme: theme)),
      (
        "dialog",
        DialogWidget(
          title: "Unsaved edits", lines: ["tap.hap.md has edits that are not saved."],
          context: .confirmQuit, theme: theme)
      ),
      ("too small", TooSmallWidget(size: TerminalSize(columns: 30, rows: 8))),
      ("pane title", PaneTitle(title: "Track", detail: "4 events", focused: true, theme: theme)),
    ]
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
    Snapshot.check(Self.picture(widget, width: 48, height: 7), named: file)
  }
}
