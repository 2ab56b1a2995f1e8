/// Something that happened, for the reducer to act on: input, a timer, or a finished effect.
public enum Action: Equatable, Sendable {
  case key(Key)
  case mouse(MouseInput)
  case resize(TerminalSize)
  /// A playhead tick; `elapsed` is milliseconds since playback started.
  case tick(generation: Int, elapsed: Int)
  /// The player reached the end of what it played.
  case playbackEnded(generation: Int)
  /// The player could not play (the device went away, permission denied…).
  case playbackFailed(generation: Int, message: String)
  /// A device was attached (its name) or removed (`nil`).
  case deviceChanged(name: String?)
  case analyzed(Analysis)
  case saveFinished(SaveOutcome)
  /// Runs a command directly, as a key bound to it would.
  case perform(Command)
}

/// How a save requested by `Effect.save` ended.
public enum SaveOutcome: Equatable, Sendable {
  /// Written; the file on disk now matches history revision `revision`.
  case saved(revision: Int, thenQuit: Bool)
  /// Written to another path (a save elsewhere); the editor now edits that file.
  case savedElsewhere(revision: Int, path: String, thenQuit: Bool)
  /// The file changed on disk since it was read; nothing was written.
  case changedOnDisk(thenQuit: Bool)
  /// The file is read-only or its folder cannot be written; nothing was written, and
  /// `suggestion` is a path where a copy can go.
  case notWritable(reason: String, suggestion: String, thenQuit: Bool)
  /// Nothing was written, for this reason.
  case failed(String)
}
