/// How a save requested by `Effect.save` ended.
public enum SaveOutcome: Equatable, Sendable {
  /// Written; the file on disk now matches history revision `revision`. `movedAudio` is the
  /// `audio:` the save rewrote to name the same sound from the file's new folder (an import's
  /// first save), if it did.
  case saved(revision: Int, thenQuit: Bool, movedAudio: String? = nil)
  /// Written to another path (a save elsewhere); the editor now edits that file, whose
  /// `audio:` became `movedAudio` when its folder differs.
  case savedElsewhere(revision: Int, path: String, thenQuit: Bool, movedAudio: String? = nil)
  /// The file changed on disk since it was read; nothing was written.
  case changedOnDisk(thenQuit: Bool)
  /// The file is read-only or its folder cannot be written; nothing was written, and
  /// `suggestion` is a path where a copy can go.
  case notWritable(reason: String, suggestion: String, thenQuit: Bool)
  /// Nothing was written, for this reason.
  case failed(String)
}
