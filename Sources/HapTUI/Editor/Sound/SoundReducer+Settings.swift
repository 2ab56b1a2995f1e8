import HapImport

extension SoundReducer {
  /// The analysis settings in force: those the newest accepted analysis still in the undo
  /// history used, else the frontmatter's `analysis:`, else `haptui import`'s defaults; with
  /// why the frontmatter's cannot be read, when it cannot.
  static func settingsInForce(_ state: EditorState) -> (options: ImportOptions, problem: String?) {
    if let accepted = acceptedSettings(state) { return (accepted, nil) }
    guard let text = state.document.analysis else { return (ImportOptions(), nil) }
    switch AnalysisSettingsText.options(from: text) {
    case .success(let options): return (options, nil)
    case .failure(let error):
      let problem = error.message
      return (
        ImportOptions(),
        "\(state.document.fileName): the frontmatter's analysis: does not read: \(problem); "
          + "fix it, or remove it for the defaults"
      )
    }
  }

  /// The settings of the newest accepted analysis still in the undo history, if any.
  static func acceptedSettings(_ state: EditorState) -> ImportOptions? {
    let log = state.sound.analysis.settingsByRevision
    guard !log.isEmpty else { return nil }
    for revision in state.edits.history.undoStack.reversed() {
      if let options = log[revision.id] { return options }
    }
    return nil
  }
}
