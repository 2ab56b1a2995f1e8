import HapModel

/// A screen or dialog in front of the editor that takes every key until it closes.
public enum Overlay: Equatable, Sendable {
  /// The help screen, scrolled down by this many lines.
  case help(scroll: Int)
  /// `q` with unsaved edits: save, discard or keep editing.
  case confirmQuit
  /// A save found the file changed on disk since it was read; `thenQuit` if it was saving to quit.
  case confirmOverwrite(thenQuit: Bool)
  /// Unsaved edits from an earlier session were found for this file.
  case recovery(RecoveryOffer)
  /// The file cannot be saved where it is: a path to save a copy at, typed in the dialog.
  case saveElsewhere(SaveElsewhere)
  /// A question that takes typed text (a new file name, a time).
  case prompt(Prompt)
  /// `save-as` asks whether the id and frontmatter follow the new name.
  case confirmSaveAs(SaveAsPlan)
  /// An import's first save found a file of the name it was given: replace it, or go back.
  case confirmImportReplace(ImportSavePlan)
  /// The lines that differ between the file on disk and the editor's version.
  case diff(DiskDiff)
  /// The analysis panel over a track made from the attached sound.
  case analysis(AnalysisPanel)
  /// The message log (`:messages`), scrolled down by this many lines (D155).
  case messages(scroll: Int)

  var keyContext: KeyContext {
    switch self {
    case .help: .help
    case .confirmQuit: .confirmQuit
    case .confirmOverwrite: .confirmOverwrite
    case .recovery: .recovery
    case .saveElsewhere: .saveElsewhere
    case .prompt: .prompt
    case .confirmSaveAs: .confirmSaveAs
    case .confirmImportReplace: .confirmImportReplace
    case .diff: .diff
    case .analysis: .analysis
    case .messages: .messages
    }
  }

  /// How far the help screen is scrolled, when this is the help screen.
  var helpScroll: Int? {
    if case .help(let scroll) = self { return scroll }
    return nil
  }

  /// How far the message log is scrolled, when this is the message log.
  var messagesScroll: Int? {
    if case .messages(let scroll) = self { return scroll }
    return nil
  }

  /// The analysis panel, when it is open.
  var analysisPanel: AnalysisPanel? {
    if case .analysis(let panel) = self { return panel }
    return nil
  }

  /// The diff shown, when this is the diff screen.
  var diff: DiskDiff? {
    if case .diff(let diff) = self { return diff }
    return nil
  }
}

/// The save-elsewhere dialog: why the file cannot be saved, and the path being typed.
public struct SaveElsewhere: Equatable, Sendable {
  public var reason: String
  public var path: String
  /// Whether the save was meant to quit afterwards (from the quit dialog).
  public var thenQuit: Bool
  /// Why the last attempt failed (the path exists, its folder cannot be written…).
  public var error: String?

  public init(reason: String, path: String, thenQuit: Bool, error: String? = nil) {
    self.reason = reason
    self.path = path
    self.thenQuit = thenQuit
    self.error = error
  }
}

/// Edits kept from a session that ended without saving, offered back on open.
public struct RecoveryOffer: Equatable, Sendable {
  public var pattern: HapticPattern
  /// The frontmatter title the kept file has.
  public var title: String?
  /// When the recovery file was written, for the dialog (for example `2026-11-30 09:12`).
  public var savedAt: String
  /// The file on disk is no longer what the kept edits were made on.
  public var fileChanged: Bool
  /// The kept file's `audio:`, restored with the edits when `restoresAudio` (a sound was
  /// attached or detached and not saved).
  public var audio: String?
  public var restoresAudio = false

  public init(
    pattern: HapticPattern, title: String? = nil, savedAt: String, fileChanged: Bool = false
  ) {
    self.pattern = pattern
    self.title = title
    self.savedAt = savedAt
    self.fileChanged = fileChanged
  }
}
