import HapModel

/// Every field of the selected event and of the pattern; the focused row can be typed into.
struct InspectorWidget: Widget {
  var state: EditorState
  var theme: Theme

  /// One line of the inspector.
  enum Line: Equatable {
    case heading(String)
    /// A field, with its index in `EditorState.inspectorFields`.
    case field(InspectorField, index: Int)
    case note(String)
  }

  static let labelWidth = 20

  /// The inspector's lines for a state (shared with mouse hit-testing).
  static func lines(for state: EditorState) -> [Line] {
    var lines: [Line] = []
    var index = 0
    if state.primaryEvent != nil {
      let position = (state.primaryIndex ?? 0) + 1
      var heading = "Event \(position) of \(state.pattern.events.count)"
      if state.selection.count > 1 { heading += " · \(state.selection.count) selected" }
      lines.append(.heading(heading))
      for field in InspectorField.eventFields {
        lines.append(.field(field, index: index))
        index += 1
      }
    } else {
      lines.append(.heading("Event"))
      lines.append(
        .note(
          state.pattern.events.isEmpty
            ? "no events yet: t or c adds one" : "none selected: Tab selects one"))
    }
    lines.append(.heading("Pattern"))
    for field in InspectorField.patternFields {
      lines.append(.field(field, index: index))
      index += 1
    }
    return lines
  }

  /// How many lines are scrolled off the top so the focused row stays visible in `rows` lines.
  static func scroll(for state: EditorState, rows: Int) -> Int {
    let lines = lines(for: state)
    guard
      let focused = lines.firstIndex(
        of: .field(state.focusedField, index: state.inspectorRow))
    else { return 0 }
    return max(0, min(focused - rows + 2, lines.count - rows))
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let (titleRect, body) = rect.splitTop(1)
    let focused = state.focus == .inspector
    PaneTitle(title: "Inspector", detail: focused ? "" : "e edits", focused: focused, theme: theme)
      .render(in: titleRect, into: &buffer)
    let lines = Self.lines(for: state)
    let scroll = Self.scroll(for: state, rows: body.height)
    var y = body.y
    for line in lines.dropFirst(scroll) {
      guard y < body.maxY else { break }
      switch line {
      case .heading(let text):
        buffer.write(" \(text)", x: body.x, y: y, role: .emphasis, clip: body)
      case .note(let text):
        buffer.write("   \(text)", x: body.x, y: y, role: .dim, clip: body)
      case .field(let field, let index):
        drawField(
          field, focusedRow: focused && index == state.inspectorRow, y: y, in: body, into: &buffer)
      }
      y += 1
    }
    if let error = state.fieldEditor?.error, y < body.maxY {
      buffer.write("  \(error)", x: body.x, y: min(y, body.maxY - 1), role: .error, clip: body)
    }
  }

  private func drawField(
    _ field: InspectorField, focusedRow: Bool, y: Int, in body: Rect, into buffer: inout CellBuffer
  ) {
    let label = TextWidth.pad("  \(field.label)", to: Self.labelWidth)
    buffer.write(label, x: body.x, y: y, role: focusedRow ? .fieldFocus : .fieldName, clip: body)
    let valueX = body.x + Self.labelWidth + 1
    let width = body.maxX - valueX
    if let editor = state.fieldEditor, editor.field == field,
      focusedRow || state.focus == .inspector
    {
      let text = TextWidth.pad(editor.text + " ", to: max(width, 1))
      buffer.write(text, x: valueX, y: y, role: .editing, clip: body)
      let caretX = valueX + TextWidth.columns(of: String(editor.text.prefix(editor.caret)))
      if caretX < body.maxX { buffer.restyle(x: caretX, y: y, role: .cursor) }
      return
    }
    let (text, role) = value(of: field)
    buffer.write(TextWidth.truncate(text, to: width), x: valueX, y: y, role: role, clip: body)
  }

  /// The value shown for a field; absent optional values show what the editor assumes, dimmed.
  private func value(of field: InspectorField) -> (String, StyleRole) {
    let text = FieldText.text(of: field, in: state)
    if !text.isEmpty {
      switch field {
      case .at, .duration: return ("\(text) ms", .fieldValue)
      case .fallbacksWeb: return ("[\(text)]", .fieldValue)
      default: return (text, field.isReadOnly ? .dim : .fieldValue)
      }
    }
    switch field {
    case .intensity: return ("— (drawn as \(FieldText.number(EventDefaults.intensity)))", .dim)
    case .sharpness: return ("— (drawn as \(FieldText.number(EventDefaults.sharpness)))", .dim)
    case .duration: return ("— (transient)", .dim)
    case .curve: return (state.primaryEvent?.type == .continuous ? "— (level)" : "—", .dim)
    default: return ("—", .dim)
    }
  }
}
