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
      HelpWidget(keyMap: .standard, scroll: 0, theme: theme, first: .browser).render(
        in: body, into: &buffer)
    } else {
      let (list, preview) = body.splitBottom(max(body.height / 3, 8))
      drawList(state, in: list, theme: theme, into: &buffer)
      drawPreview(state.selected, in: preview, theme: theme, into: &buffer)
    }
    drawStatus(state, in: status, theme: theme, into: &buffer)
    return buffer
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
    let wide = rect.width >= 110
    // Narrower than 110 columns the tags go and the rest tighten, so the ✓/✗ column still fits
    // in 80.
    let columns: [(String, Int)] =
      wide
      ? [("id", 22), ("title", 22), ("category", 11), ("intent", 21), ("tags", 24)]
      : [("id", 20), ("title", 19), ("category", 10), ("intent", 20)]
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
    let scroll = max(0, min(state.row - rows.height + 1, shown.count - rows.height))
    for (offset, entry) in shown.dropFirst(scroll).prefix(rows.height).enumerated() {
      let y = rows.y + offset
      let isSelected = scroll + offset == state.row
      let values =
        [entry.id, entry.title, entry.category, entry.intent.isEmpty ? "—" : entry.intent]
        + (wide ? [entry.tags.joined(separator: ", ")] : [])
      var line = isSelected ? "▸ " : "  "
      for (value, column) in zip(values, columns) {
        line += TextWidth.pad(value, to: column.1) + " "
      }
      let mark =
        entry.importFormat != nil
        ? theme.glyphs.unused : entry.isConformant ? theme.glyphs.kept : theme.glyphs.dropped
      line += String(Character(mark))
      buffer.write(
        TextWidth.pad(line, to: rows.width), x: rows.x, y: y,
        role: isSelected ? .fieldFocus : .plain, clip: rows)
    }
  }

  static func drawPreview(
    _ entry: PatternEntry?, in rect: Rect, theme: Theme, into buffer: inout CellBuffer
  ) {
    let (titleRect, body) = rect.splitTop(1)
    PaneTitle(title: "Preview", detail: entry?.feel ?? "", focused: false, theme: theme).render(
      in: titleRect, into: &buffer)
    guard let entry else { return }
    if let format = entry.importFormat {
      let target = Importer.id(forFileName: entry.id) + ".hap.md"
      let lines = [
        "\(PatternEntry.describe(format)) file: Enter opens its import, a new \(target) beside it,",
        "with the import report in the Problems pane; \(entry.id) itself is never written.",
      ]
      for (row, line) in lines.enumerated() {
        buffer.write("  " + line, x: body.x, y: body.y + row, role: .dim, clip: body)
      }
      return
    }
    guard let pattern = entry.pattern, !pattern.events.isEmpty else {
      let text =
        entry.pattern == nil
        ? "the haptic block does not parse: open it to see why" : "no track: intent \(entry.intent)"
      buffer.write("  " + text, x: body.x, y: body.y, role: .dim, clip: body)
      return
    }
    let plot = Rect(x: body.x + 2, y: body.y, width: body.width - 4, height: body.height)
    let zoom = Viewport.fittingZoom(length: max(pattern.length, 50), columns: plot.width)
    TrackPlot(
      events: pattern.events, longestDuration: EditorState.longestDuration(in: pattern),
      viewport: Viewport(start: 0, zoom: zoom), selection: [], errors: [], warnings: [],
      cursor: nil,
      playhead: nil, theme: theme
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
      buffer.write(
        " new pattern id: \(id)▏  (Enter creates \(state.folder)/\(id.isEmpty ? "ID" : id).hap.md)",
        x: top.x, y: top.y, role: .statusBar, clip: top)
    case nil:
      buffer.write(
        " haptui \(HaptuiVersion.string)", x: top.x, y: top.y, role: .statusBar, clip: top)
    }
    if let message = state.message {
      let text = TextWidth.truncate(message.text, to: rect.width / 2)
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
