import HapModel

/// Every field of the selected event and of the pattern; the focused row can be typed into.
struct InspectorWidget: Widget {
  var inspector: InspectorState
  /// The track whose selected event the inspector shows.
  var track: TrackState
  /// The file whose title and sound the pattern fields show.
  var document: DocumentInfo
  var focused: Bool
  var theme: Theme

  /// One line of the inspector.
  static let labelWidth = 20

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let (titleRect, body) = rect.splitTop(1)
    PaneTitle(title: "Inspector", detail: focused ? "" : "e edits", focused: focused, theme: theme)
      .render(in: titleRect, into: &buffer)
    let lines = InspectorLayout.lines(for: track, readOnly: document.isLocked)
    let scroll = InspectorLayout.scroll(for: track, inspector, rows: body.height)
    let fields = InspectorState.fields(hasEvent: track.primaryEvent != nil)
    let row = fields.firstIndex(of: inspector.focusedField(in: fields)) ?? 0
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
          field, focusedRow: focused && index == row, y: y, in: body, into: &buffer)
      }
      y += 1
    }
    if let error = inspector.fieldEditor?.error, y < body.maxY {
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
    if let editor = inspector.fieldEditor, editor.field == field,
      focusedRow || focused
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
    let text = FieldText.text(of: field, track: track, document: document)
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
    case .curve: return (track.primaryEvent?.type == .continuous ? "— (level)" : "—", .dim)
    default: return ("—", .dim)
    }
  }
}
