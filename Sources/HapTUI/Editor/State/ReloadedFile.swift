import HapModel

/// A file read again from disk: its pattern and what the editor shows about it.
public struct ReloadedFile: Equatable, Sendable {
  public var info: DocumentInfo
  public var pattern: HapticPattern
  /// Why it was read: `edit-in-editor` or `reload`.
  public var reason: String

  public init(info: DocumentInfo, pattern: HapticPattern, reason: String) {
    self.info = info
    self.pattern = pattern
    self.reason = reason
  }
}

/// How a save requested by `Effect.save` ended.
public enum SaveOutcome: Equatable, Sendable {
  /// Written; the file on disk now matches history revision `revision`.
  case saved(revision: Int, thenQuit: Bool)
  /// The file changed on disk since it was read; nothing was written.
  case changedOnDisk(thenQuit: Bool)
  /// Nothing was written, for this reason.
  case failed(String)
}
