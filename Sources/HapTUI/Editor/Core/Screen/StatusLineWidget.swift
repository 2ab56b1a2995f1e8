import HapModel

/// The two bottom rows: file, dirty marker, cursor, selection, playback and the last message;
/// then the key hints for the current mode, generated from the key tables.
struct StatusLineWidget: Widget {
  var document: DocumentInfo
  /// The cursor and the selection.
  var track: TrackState
  var playback: PlaybackState
  /// The sound card's field (`sound on (…)`), when a sound is attached.
  var soundField: String?
  /// The focus, the dialog on top and the message.
  var screen: ScreenState
  /// The value being typed into an inspector field, whose keys the hints then show.
  var fieldEditor: FieldEditor?
  /// Whether there are edits the file on disk does not have.
  var isDirty: Bool
  /// The context whose keys the hints show.
  var keyContext: KeyContext
  var theme: Theme

  /// Whether the file opened read-only.
  private var isReadOnly: Bool { document.readOnlyReason != nil }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height >= 1 else { return }
    let top = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
    buffer.fill(top, role: .statusBar)
    var x = rect.x
    x += buffer.write(" \(document.fileName)", x: x, y: top.y, role: .statusBar, clip: top)
    if document.checksPending {
      // A long file drawn before it is checked: edits open when the check arrives (D264).
      x += buffer.write(" [checking]", x: x, y: top.y, role: .statusDirty, clip: top)
    } else if isReadOnly {
      x += buffer.write(" [read-only]", x: x, y: top.y, role: .statusDirty, clip: top)
    } else if document.writeProblem != nil {
      x += buffer.write(
        isDirty ? " [read-only] [+]" : " [read-only]", x: x, y: top.y, role: .statusDirty,
        clip: top)
    } else if isDirty {
      x += buffer.write(" [+]", x: x, y: top.y, role: .statusDirty, clip: top)
    } else if document.isNew {
      x += buffer.write(" [new]", x: x, y: top.y, role: .statusDirty, clip: top)
    }
    var fields = ["\(track.cursorTime) ms · \(FieldText.number(track.cursorLevel))"]
    switch track.selection.count {
    case 0: fields.append("no selection")
    case 1: fields.append(selectionText())
    default: fields.append("\(track.selection.count) selected")
    }
    if playback.isPlaying {
      let device = playback.deviceName ?? "no device attached"
      let playback = playback
      let end = playback.origin + playback.length
      let loop = playback.loops ? " loop" : ""
      fields.append("▶\(loop) \(playback.playhead ?? playback.origin)/\(end) ms · \(device)")
    }
    if let sound = soundField { fields.append(sound) }
    for field in fields {
      x += buffer.write(" │ \(field)", x: x, y: top.y, role: .statusBar, clip: top)
    }
    if let message = screen.message {
      let room = top.maxX - x - 3
      if room > 8 {
        let role: StyleRole = message.kind == .error ? .statusError : .statusMessage
        buffer.write(" │ ", x: x, y: top.y, role: .statusBar, clip: top)
        buffer.write(
          TextWidth.truncate(message.text, to: room), x: x + 3, y: top.y, role: role, clip: top)
      }
    }
    guard rect.height >= 2 else { return }
    drawHints(in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1), into: &buffer)
  }

  private func selectionText() -> String {
    guard let event = track.primaryEvent else { return "1 selected" }
    var text = "\(event.type.rawValue) @\(event.at)"
    if let duration = event.duration, event.type == .continuous { text += "+\(duration)" }
    return text
      + " i\(FieldText.number(event.effectiveIntensity)) s\(FieldText.number(event.effectiveSharpness))"
  }

  private func drawHints(in rect: Rect, into buffer: inout CellBuffer) {
    if let editor = fieldEditor {
      buffer.write(" Enter", x: rect.x, y: rect.y, role: .statusKey, clip: rect)
      buffer.write(" apply  ", x: rect.x + 6, y: rect.y, role: .dim, clip: rect)
      buffer.write("Esc", x: rect.x + 14, y: rect.y, role: .statusKey, clip: rect)
      let note =
        editor.field == .title
        ? "(kept exactly as typed, spaces too)" : "(empty removes an optional field)"
      buffer.write(" cancel  \(note)", x: rect.x + 17, y: rect.y, role: .dim, clip: rect)
      return
    }
    var hints = KeyMap.standard.hints(for: keyContext)
    if isReadOnly, screen.overlay == nil {
      hints = readOnlyHints(hints)
    }
    let width: ((keys: String, label: String)) -> Int = {
      TextWidth.columns(of: $0.keys) + 1 + TextWidth.columns(of: $0.label) + 2
    }
    // Saving, undoing, playing and the way to the rest of the keys (`? help`) always show,
    // last; the context's own hints take the room before them, as many as fit.
    let essentials = ["w", "u", "Space", "?"]
    let reserved = essentials.compactMap { key in hints.first { $0.keys == key } }
    hints.removeAll { essentials.contains($0.keys) }
    let room = rect.width - 1 - reserved.reduce(0) { $0 + width($1) }
    var x = rect.x + 1
    for hint in hints {
      guard x - (rect.x + 1) + width(hint) <= room else { break }
      x = draw(hint, at: x, in: rect, into: &buffer)
    }
    for hint in reserved { x = draw(hint, at: x, in: rect, into: &buffer) }
  }

  /// The hints of a read-only file: `F` only when it can repair, the way to the problems, and
  /// none for edits the file refuses (adding, saving, undoing).
  private func readOnlyHints(_ hints: [(keys: String, label: String)]) -> [(
    keys: String, label: String
  )] {
    let repair: [(keys: String, label: String)] =
      document.isRepairable ? [("F", "repair")] : []
    // Saving and undoing are refused in every pane, so no pane offers them.
    guard screen.focus == .grid else {
      return repair + hints.filter { $0.keys != "w" && $0.keys != "u" }
    }
    let kept: Set<String> = document.hasPattern ? ["?", "q", "Space", "Tab"] : ["?", "q"]
    return repair + [("5", "problems")] + hints.filter { kept.contains($0.keys) }
  }

  /// Draws one hint; returns where the next one starts.
  @discardableResult
  private func draw(
    _ hint: (keys: String, label: String), at x: Int, in rect: Rect, into buffer: inout CellBuffer
  ) -> Int {
    var x = x
    x += buffer.write(hint.keys, x: x, y: rect.y, role: .statusKey, clip: rect)
    x += buffer.write(" \(hint.label)  ", x: x, y: rect.y, role: .dim, clip: rect)
    return x
  }
}
