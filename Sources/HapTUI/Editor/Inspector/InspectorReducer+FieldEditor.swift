import HapModel

extension InspectorReducer {
  /// Keys while a field is being typed: text editing, Enter commits, Esc cancels.
  static func editText(_ key: Key, _ state: inout EditorState) -> [Effect] {
    guard var editor = state.inspector.fieldEditor else { return [] }
    switch key {
    case .escape:
      state.inspector.fieldEditor = nil
      state.screen.message = StatusMessage("edit cancelled")
      return []
    case .enter:
      return commitField(editor, &state)
    case .character(let c):
      editor.insert(c)
    case .backspace:
      editor.deleteBackward()
    case .delete:
      editor.deleteForward()
    case .left:
      editor.caret = max(editor.caret - 1, 0)
    case .right:
      editor.caret = min(editor.caret + 1, editor.text.count)
    case .home, .control("a"):
      editor.caret = 0
    case .end, .control("e"):
      editor.caret = editor.text.count
    case .control("u"):
      editor.text = ""
      editor.caret = 0
    default:
      return []
    }
    // Any key but a typed character keeps the value to be edited rather than replaced.
    if case .character = key {} else { editor.replacesOnType = false }
    if editor.error != nil {
      editor.error = nil
      state.screen.message = nil
    }
    state.inspector.fieldEditor = editor
    return []
  }

  static func commitField(_ editor: FieldEditor, _ state: inout EditorState) -> [Effect] {
    if editor.field == .title { return commitTitle(editor, &state) }
    if editor.field == .audio {
      // A path from the file's folder, as `haptui edit --audio` writes it; empty detaches.
      let name = editor.text.trimmingSpaces
      guard name != (state.document.audio ?? "") else {
        state.inspector.fieldEditor = nil
        state.screen.message = StatusMessage("the sound is unchanged")
        return []
      }
      guard !name.isEmpty else {
        state.inspector.fieldEditor = nil
        return SoundReducer.attachAudio(nil, &state)
      }
      // A sound that does not read is refused before it is attached, as `--audio` does.
      state.screen.message = StatusMessage("checking \(name)…")
      return [.checkSound(name)]
    }
    // Typing meant for one event's field never lands on another event or another field.
    if editor.field.isEventField, state.track.primaryEvent?.id != editor.event {
      let text =
        "not applied: the selection changed while \(editor.field.label) was typed; Esc, then e"
      state.inspector.fieldEditor?.error = text
      state.screen.message = StatusMessage(text, kind: .error)
      return []
    }
    let op: EditOp
    do {
      op = try FieldText.op(for: editor.field, text: editor.text, in: state)
    } catch {
      // In the status line too: a full inspector has no row left under the fields for it.
      state.inspector.fieldEditor?.error = error.message
      state.screen.message = StatusMessage(error.message, kind: .error)
      return []
    }
    let revision = state.edits.history.current
    let effects: [Effect]
    if let primary = state.track.primaryEvent, let value = typedValue(op, primary: primary) {
      // With several events selected the value goes to each of them, as one step (D151).
      effects = setOnSelection(editor.field, &state, value: value)
    } else {
      effects = TrackReducer.commit(op, &state)
    }
    guard state.edits.history.current != revision else {
      state.inspector.fieldEditor?.error = state.screen.message?.text
      return []
    }
    state.inspector.fieldEditor = nil
    if editor.field == .at { TrackReducer.followPrimary(&state) }
    return effects
  }

  /// The title is taken exactly as typed (edge spaces included); Enter on the text as shown
  /// changes nothing, so a multi-line title shown on one line is not rewritten by accident.
  static func commitTitle(_ editor: FieldEditor, _ state: inout EditorState) -> [Effect] {
    guard editor.text != FieldText.text(of: .title, in: state) else {
      state.inspector.fieldEditor = nil
      state.screen.message = StatusMessage("the title is unchanged")
      return []
    }
    let revision = state.edits.history.current
    let effects = setTitle(editor.text, &state)
    guard state.edits.history.current != revision else {
      state.inspector.fieldEditor?.error = state.screen.message?.text
      return []
    }
    state.inspector.fieldEditor = nil
    return effects
  }

  /// The answer to the sound check: attach it, or keep the field open with why not.
  static func soundChecked(_ name: String, problem: String?, _ state: inout EditorState)
    -> [Effect]
  {
    if let problem {
      if state.inspector.fieldEditor?.field == .audio {
        state.inspector.fieldEditor?.error = problem
      }
      state.screen.message = StatusMessage("not attached: \(problem)", kind: .error)
      return []
    }
    if state.inspector.fieldEditor?.field == .audio { state.inspector.fieldEditor = nil }
    return SoundReducer.attachAudio(name, &state)
  }
}
