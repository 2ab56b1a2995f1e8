/// Where keys are being read: a pane with the focus, or a dialog in front of everything.
public enum KeyContext: String, CaseIterable, Sendable {
  case global
  case grid
  case inspector
  case platforms
  case artifact
  case problems
  case help
  case confirmQuit
  case confirmOverwrite
  case recovery
  case saveElsewhere
  case readOnly
  case browser
  case prompt
  case confirmSaveAs
  case confirmImportReplace
  case diff
  case pane
  case analysis
  case messages

  /// The heading in the help screen.
  public var title: String {
    switch self {
    case .global: "Everywhere"
    case .grid: "Grid (the track)"
    case .inspector: "Inspector"
    case .platforms: "Platform panel"
    case .artifact: "Artefact pane"
    case .problems: "Problems"
    case .help: "Help"
    case .confirmQuit: "Quit with unsaved edits"
    case .confirmOverwrite: "File changed on disk"
    case .recovery: "Unsaved edits found"
    case .saveElsewhere: "Cannot save here: save a copy elsewhere (type the path)"
    case .readOnly: "Read-only view"
    case .browser: "Pattern browser (haptui with no file)"
    case .prompt: "Typing an answer (save as, go to time, a command)"
    case .confirmSaveAs: "Save as: the id follows the name?"
    case .confirmImportReplace: "An import's name is taken: replace that file?"
    case .diff: "Changes on disk"
    case .pane: "After Ctrl-W (choose a pane)"
    case .analysis: "Analysis panel (a, over a track from its sound)"
    case .messages: "Message log (:messages)"
    }
  }

  /// Dialogs take every key themselves; other contexts fall back to the global table.
  public var isModal: Bool {
    switch self {
    case .help, .confirmQuit, .confirmOverwrite, .recovery, .saveElsewhere, .browser, .prompt,
      .confirmSaveAs, .confirmImportReplace, .diff, .pane, .analysis, .messages:
      true
    default: false
    }
  }
}
