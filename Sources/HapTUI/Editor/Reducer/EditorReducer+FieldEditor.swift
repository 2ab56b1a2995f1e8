import HapModel

extension EditorReducer {
  /// Keys while a field is being typed: text editing, Enter commits, Esc cancels.
  static func editText(_ key: Key, _ state: inout EditorState) -> [Effect] {
    guard var editor = state.fieldEditor else { return [] }
    switch key {
    case .escape:
      state.fieldEditor = nil
      state.message = StatusMessage("edit cancelled")
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
      state.message = nil
    }
    state.fieldEditor = editor
    return []
  }

  static func commitField(_ editor: FieldEditor, _ state: inout EditorState) -> [Effect] {
    if editor.field == .title { return commitTitle(editor, &state) }
    if editor.field == .audio {
      // A path from the file's folder, as `haptui edit --audio` writes it; empty detaches.
      let name = editor.text.trimmingSpaces
      state.fieldEditor = nil
      guard name != (state.document.audio ?? "") else {
        state.message = StatusMessage("the sound is unchanged")
        return []
      }
      return attachAudio(name.isEmpty ? nil : name, &state)
    }
    // Typing meant for one event's field never lands on another event or another field.
    if editor.field.isEventField, state.primaryEvent?.id != editor.event {
      let text =
        "not applied: the selection changed while \(editor.field.label) was typed; Esc, then e"
      state.fieldEditor?.error = text
      state.message = StatusMessage(text, kind: .error)
      return []
    }
    let op: EditOp
    do {
      op = try FieldText.op(for: editor.field, text: editor.text, in: state)
    } catch {
      // In the status line too: a full inspector has no row left under the fields for it.
      state.fieldEditor?.error = error.message
      state.message = StatusMessage(error.message, kind: .error)
      return []
    }
    let revision = state.history.current
    let effects = commit(op, &state)
    guard state.history.current != revision else {
      state.fieldEditor?.error = state.message?.text
      return []
    }
    state.fieldEditor = nil
    if editor.field == .at { followPrimary(&state) }
    return effects
  }

  /// The title is taken exactly as typed (edge spaces included); Enter on the text as shown
  /// changes nothing, so a multi-line title shown on one line is not rewritten by accident.
  static func commitTitle(_ editor: FieldEditor, _ state: inout EditorState) -> [Effect] {
    guard editor.text != FieldText.text(of: .title, in: state) else {
      state.fieldEditor = nil
      state.message = StatusMessage("the title is unchanged")
      return []
    }
    let revision = state.history.current
    let effects = setTitle(editor.text, &state)
    guard state.history.current != revision else {
      state.fieldEditor?.error = state.message?.text
      return []
    }
    state.fieldEditor = nil
    return effects
  }
}
