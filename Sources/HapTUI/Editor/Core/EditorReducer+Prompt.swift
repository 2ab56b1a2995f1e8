import HapModel

extension EditorReducer {
  /// Types a key into the open prompt; returns false for keys the prompt's table handles
  /// (Enter answers, Esc cancels).
  static func typePrompt(_ key: Key, _ state: inout EditorState) -> Bool {
    guard case .prompt(var prompt) = state.screen.overlay else { return false }
    switch key {
    case .character(let character):
      prompt.text.append(character)
    case .backspace:
      guard !prompt.text.isEmpty else { return true }
      prompt.text.removeLast()
    case .control("u"):
      prompt.text = ""
    case .tab where prompt.purpose == .goToTime:
      prompt.text = TrackReducer.complete(prompt.text)
    default:
      return false
    }
    prompt.error = nil
    state.screen.overlay = .prompt(prompt)
    return true
  }

  /// Enter in a prompt: acts on the answer, or keeps the prompt open saying why not.
  static func answer(_ state: inout EditorState) -> [Effect] {
    guard case .prompt(var prompt) = state.screen.overlay else { return [] }
    var effects: [Effect] = []
    let refusal: String?
    switch prompt.purpose {
    case .goToTime:
      (refusal, effects) = TrackReducer.commandLine(prompt.text, &state)
    case .saveAs:
      (refusal, effects) =
        state.isUnsavedImport
        ? FileReducer.planImportSave(prompt.text, thenQuit: prompt.thenQuit, &state)
        : FileReducer.planSaveAs(prompt.text, &state)
    }
    if let refusal {
      prompt.error = refusal
      state.screen.overlay = .prompt(prompt)
    }
    return effects
  }
}
