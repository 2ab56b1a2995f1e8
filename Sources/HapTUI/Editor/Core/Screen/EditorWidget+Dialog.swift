import HapModel

extension EditorWidget {
  /// The dialog `overlay` asks for, about `document`; `nil` when no dialog is open.
  static func dialog(overlay: Overlay?, document: DocumentInfo, theme: Theme) -> DialogWidget? {
    switch overlay {
    case .confirmQuit:
      return DialogWidget(
        title: "Unsaved edits", lines: ["\(document.fileName) has edits that are not saved."],
        context: .confirmQuit, theme: theme
      )
    case .confirmOverwrite:
      let when =
        document.changedSinceRecovery
        ? "after the restored edits were kept" : "since it was opened"
      return DialogWidget(
        title: "File changed on disk",
        lines: [
          "\(document.fileName) changed on disk \(when).",
          "Overwriting replaces those changes with yours;",
          "reloading takes theirs (u goes back to yours).",
        ], context: .confirmOverwrite, theme: theme
      )
    case .recovery(let offer):
      var lines = [
        "haptui kept edits to \(document.fileName) that were never saved",
        "(recovery file written \(offer.savedAt), \(offer.pattern.events.count) events).",
      ]
      if offer.fileChanged {
        lines.append("The file changed on disk since: saving restored edits asks first.")
      }
      return DialogWidget(
        title: "Unsaved edits found", lines: lines, context: .recovery, theme: theme)
    case .saveElsewhere(let dialog):
      var lines = [
        "Not saved: \(dialog.reason).", "Save a copy as (the editor then edits the copy):",
        "> \(dialog.path)▏",
      ]
      if let error = dialog.error { lines.append(error) }
      return DialogWidget(
        title: "Cannot save here", lines: lines, context: .saveElsewhere, theme: theme
      )
    case .prompt(let prompt):
      var lines = ["\(prompt.question) \(prompt.text)▏"]
      if let error = prompt.error { lines.append(error) }
      if prompt.purpose == .goToTime, prompt.error == nil {
        lines.append(TrackReducer.commandHint(prompt.text))
      }
      return DialogWidget(
        title: prompt.purpose == .saveAs ? "Save as" : "Go to time or run a command", lines: lines,
        context: .prompt, theme: theme
      )
    case .confirmSaveAs(let plan):
      return DialogWidget(
        title: "Save as",
        lines: [
          "Saving as \(plan.path).",
          "Change the id to \(plan.newID ?? "") (in the block and the frontmatter)?",
          "\(document.fileName) itself is left as it is.",
        ], context: .confirmSaveAs, theme: theme
      )
    case .confirmImportReplace(let plan):
      let name = FileReducer.baseName(plan.path)
      return DialogWidget(
        title: "Replace \(name)?",
        lines: [
          "\(name) is already there: replacing it writes this import over it.",
          "\(document.importedFrom.map(FileReducer.baseName) ?? "The source") stays as it is.",
          "Esc keeps \(name); w asks for another name.",
        ], context: .confirmImportReplace, theme: theme
      )
    case .help, .diff, .analysis, .messages, nil:
      return nil
    }
  }
}
