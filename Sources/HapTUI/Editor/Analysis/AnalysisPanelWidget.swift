import HapImport

/// The analysis panel, drawn over the inspector's place so the grid beside it shows the
/// preview: one row per field (its `haptui import` name, value and range), the value being
/// typed or why it was refused under the focused field, where the preview stands, and the
/// `haptui import` options that make the same track.
struct AnalysisPanelWidget: Widget {
  var panel: AnalysisPanel
  /// The attached sound's name, as `audio:` gives it.
  var soundName: String
  var theme: Theme

  /// The column the values start at, after the longest field name.
  static let valueColumn = 20

  /// The lines under the fields: where the analysis stands and what `haptui import` takes.
  static func footer(_ panel: AnalysisPanel, soundName: String) -> [String] {
    var lines = ["\(panel.field.name): \(panel.field.rangeText)"]
    if panel.waiting {
      lines.append(
        panel.preview == nil
          ? "analysing… (the grid shows the track as it was)"
          : "analysing… (the grid shows the last preview)")
    } else if let problem = panel.problem {
      lines.append("no track: \(problem); the grid keeps the last one")
    } else if panel.preview != nil {
      lines.append("preview: \(panel.summary)")
    }
    let options = AnalysisSettingsText.text(of: panel.options)
    lines.append("haptui import \(options.map { $0 + " " } ?? "")\(soundName)")
    return lines
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0, rect.width > 4 else { return }
    buffer.fill(rect, role: .plain)
    PaneTitle(title: "Analysis", detail: soundName, focused: true, theme: theme).render(
      in: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), into: &buffer)
    let body = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
    var y = body.y
    for (row, field) in AnalysisField.all.enumerated() where y < body.maxY {
      let focused = row == panel.row
      buffer.write(
        (focused ? "▸" : " ") + field.name, x: body.x, y: y,
        role: focused ? .focusedTitle : .fieldName, clip: body)
      let x = body.x + Self.valueColumn
      if focused, let typed = panel.typing {
        buffer.write("> \(typed)▏", x: x, y: y, role: .emphasis, clip: body)
      } else {
        buffer.write(
          field.text(in: panel.options), x: x, y: y, role: focused ? .emphasis : .plain,
          clip: body)
      }
      y += 1
      if focused, let refusal = panel.refusal {
        for line in TextWidth.wrap("refused: \(refusal)", to: body.width - 3) where y < body.maxY {
          buffer.write(line, x: body.x + 2, y: y, role: .error, clip: body)
          y += 1
        }
      }
    }
    y += 1
    for (index, line) in Self.footer(panel, soundName: soundName).enumerated() {
      let role: StyleRole = line.hasPrefix("no track") ? .error : index == 0 ? .fieldName : .dim
      for part in TextWidth.wrap(line, to: body.width - 2) where y < body.maxY {
        buffer.write(part, x: body.x + 1, y: y, role: role, clip: body)
        y += 1
      }
    }
  }
}
