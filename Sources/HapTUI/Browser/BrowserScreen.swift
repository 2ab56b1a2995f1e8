import HapImport
import HapModel

/// Draws the pattern browser: the filtered list, a preview of the highlighted pattern's track,
/// and the status and hint lines.
public enum BrowserScreen {
  public static func render(_ state: BrowserState, glyphs: Glyphs = .unicode) -> CellBuffer {
    let theme = Theme.selected(monochrome: state.monochrome, glyphs: glyphs)
    var buffer = CellBuffer(width: state.size.columns, height: state.size.rows)
    let screen = buffer.bounds
    guard state.size.columns >= ScreenLayout.minimum.columns,
      state.size.rows >= ScreenLayout.minimum.rows
    else {
      TooSmallWidget(size: state.size).render(in: screen, into: &buffer)
      return buffer
    }
    let (body, status) = screen.splitBottom(2)
    if state.showsHelp {
      HelpWidget(keyMap: .standard, scroll: state.helpScroll, theme: theme, first: .browser)
        .render(in: body, into: &buffer)
    } else {
      let (list, preview) = body.splitBottom(max(body.height / 3, 8))
      drawList(state, in: list, theme: theme, into: &buffer)
      drawPreview(state, in: preview, theme: theme, into: &buffer)
    }
    drawStatus(state, in: status, theme: theme, into: &buffer)
    return buffer
  }

  /// The rows the list's entries take at a terminal size (under its title and header).
  static func listRows(size: TerminalSize) -> Rect {
    let screen = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
    let (body, _) = screen.splitBottom(2)
    let (list, _) = body.splitBottom(max(body.height / 3, 8))
    return list.splitTop(2).1
  }

  /// The first entry shown when `rows` rows show the list: the highlighted row stays in view.
  static func listScroll(_ state: BrowserState, rows: Int) -> Int {
    max(0, min(state.row - rows + 1, state.visible.count - rows))
  }

  /// The list's columns: the file name first; under 110 columns the id (which the file name
  /// usually repeats) and the tags go, so the ✓/✗ column still fits in 80.
  static func columns(width: Int) -> [(name: String, width: Int)] {
    guard width >= 110 else {
      return [("file", 27), ("title", 15), ("category", 12), ("intent", 18)]
    }
    let fixed: [(name: String, width: Int)] = [
      ("file", 27), ("id", 20), ("title", 16), ("category", 12), ("intent", 20),
    ]
    let used = 2 + fixed.reduce(0) { $0 + $1.width + 1 } + 3
    return fixed + [("tags", max(width - used, 8))]
  }

  static func drawList(
    _ state: BrowserState, in rect: Rect, theme: Theme, into buffer: inout CellBuffer
  ) {
    let (titleRect, rest) = rect.splitTop(1)
    let shown = state.visible
    var detail = "\(state.folder) · \(shown.count) of \(state.entries.count)"
    if !state.filter.isEmpty || state.input == .filter { detail += " · filter: \(state.filter)" }
    PaneTitle(title: "Patterns", detail: detail, focused: true, theme: theme).render(
      in: titleRect, into: &buffer)
    let (header, rows) = rest.splitTop(1)
    let columns = Self.columns(width: rect.width)
    var x = header.x + 2
    for (name, width) in columns {
      buffer.write(name, x: x, y: header.y, role: .dim, clip: header)
      x += width + 1
    }
    buffer.write("ok", x: x, y: header.y, role: .dim, clip: header)
    guard !shown.isEmpty else {
      let text =
        state.entries.isEmpty
        ? "no patterns in \(state.folder); n makes a new one"
        : "nothing matches the filter; Esc clears it"
      buffer.write("  " + text, x: rows.x, y: rows.y, role: .dim, clip: rows)
      return
    }
    let scroll = listScroll(state, rows: rows.height)
    for (offset, entry) in shown.dropFirst(scroll).prefix(rows.height).enumerated() {
      let y = rows.y + offset
      let isSelected = scroll + offset == state.row
      let fields: [String: String] = [
        "file": entry.file, "id": entry.id, "title": entry.title, "category": entry.category,
        "intent": entry.intent.isEmpty ? "—" : entry.intent,
        "tags": entry.tags.joined(separator: ", "),
      ]
      var line = isSelected ? "▸ " : "  "
      for column in columns {
        line +=
          TextWidth.pad(
            TextWidth.truncate(fields[column.name] ?? "", to: column.width), to: column.width) + " "
      }
      // An importable file that imports is `·` (it is not a pattern yet); one that fails is ✗.
      let mark =
        !entry.isConformant
        ? theme.glyphs.dropped : entry.importFormat != nil ? theme.glyphs.unused : theme.glyphs.kept
      line += String(Character(mark))
      buffer.write(
        TextWidth.pad(line, to: rows.width), x: rows.x, y: y,
        role: isSelected ? .fieldFocus : .plain, clip: rows)
    }
  }

  /// The zoom every preview is drawn at: the one that fits the folder's longest pattern, so a
  /// 100 ms tap and a 2 s ramp look different in length.
  static func previewZoom(_ state: BrowserState, columns: Int) -> Int {
    Viewport.fittingZoom(length: max(state.longestLength, 50), columns: columns)
  }

  static func drawPreview(
    _ state: BrowserState, in rect: Rect, theme: Theme, into buffer: inout CellBuffer
  ) {
    let (titleRect, body) = rect.splitTop(1)
    let entry = state.selected
    var plot = Rect(x: body.x + 2, y: body.y, width: body.width - 4, height: body.height)
    let zoom = previewZoom(state, columns: plot.width)
    let length = entry?.pattern.map { "\($0.length) ms · " } ?? ""
    PaneTitle(
      title: "Preview", detail: length + (entry?.feel ?? ""), focused: false, theme: theme,
      trailing: "one scale for all: \(Viewport.zoomLevels[zoom]) ms/col"
    ).render(in: titleRect, into: &buffer)
    guard let entry else { return }
    // Why the row is ✗: the file's first error, on a line of its own above the track.
    if let problem = entry.problem, !entry.isConformant {
      let mark = String(Character(theme.glyphs.dropped))
      buffer.write(
        "  \(mark) \(problem)", x: body.x, y: body.y, role: .error, clip: body)
      plot = Rect(x: plot.x, y: plot.y + 1, width: plot.width, height: max(plot.height - 1, 0))
    }
    if let format = entry.importFormat {
      let target = Importer.id(forFileName: entry.id) + ".hap.md"
      let lines = [
        "\(PatternEntry.describe(format)) file: Enter opens its import, a new \(target) beside it,",
        "with the import report in the Problems pane; \(entry.id) itself is never written.",
      ]
      for (row, line) in lines.enumerated() {
        buffer.write("  " + line, x: body.x, y: plot.y + row, role: .dim, clip: body)
      }
      return
    }
    guard let pattern = entry.pattern, !pattern.events.isEmpty else {
      let text =
        entry.pattern == nil
        ? "the haptic block does not parse: Enter opens it read-only"
        : "no track: intent \(entry.intent)"
      buffer.write("  " + text, x: body.x, y: plot.y, role: .dim, clip: body)
      return
    }
    let playhead = state.playback.flatMap { $0.path == entry.path ? $0.elapsed : nil }
    TrackPlot(
      events: pattern.events, longestDuration: TrackState.longestDuration(in: pattern),
      viewport: Viewport(start: 0, zoom: zoom), selection: [], errors: [], warnings: [],
      cursor: nil,
      playhead: playhead, theme: theme
    ).render(in: plot, into: &buffer)
  }

  static func drawStatus(
    _ state: BrowserState, in rect: Rect, theme: Theme, into buffer: inout CellBuffer
  ) {
    let top = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
    buffer.fill(top, role: .statusBar)
    switch state.input {
    case .filter:
      buffer.write(
        " filter: \(state.filter)▏  (Enter keeps it, Esc clears)", x: top.x, y: top.y,
        role: .statusBar, clip: top)
    case .newID(let id):
      // A refusal takes the place of the hint after the typed id, so it covers none of it.
      let prompt = " new pattern id: \(id)▏  "
      let width = buffer.write(prompt, x: top.x, y: top.y, role: .statusBar, clip: top)
      if let message = state.message {
        buffer.write(
          message.text, x: top.x + width, y: top.y,
          role: message.kind == .error ? .statusError : .statusMessage, clip: top)
      } else {
        buffer.write(
          "(Enter creates \(state.folder)/\(id.isEmpty ? "ID" : id).hap.md)", x: top.x + width,
          y: top.y, role: .statusBar, clip: top)
      }
    case nil:
      buffer.write(
        " haptui \(HaptuiVersion.string)", x: top.x, y: top.y, role: .statusBar, clip: top)
    }
    if let message = state.message, !state.isNamingPattern {
      // Beside the version the message has most of the line; beside typing, half of it.
      let room = state.input == nil ? rect.width - 20 : rect.width / 2
      let text = TextWidth.truncate(message.text, to: max(room, 10))
      buffer.write(
        text, x: top.maxX - TextWidth.columns(of: text) - 1, y: top.y,
        role: message.kind == .error ? .statusError : .statusMessage, clip: top)
    }
    var x = rect.x + 1
    for hint in KeyMap.standard.hints(for: .browser) {
      x += buffer.write(hint.keys, x: x, y: rect.y + 1, role: .statusKey, clip: rect)
      x += buffer.write(" \(hint.label)  ", x: x, y: rect.y + 1, role: .dim, clip: rect)
    }
  }
}
