/// How a program's run on the terminal ended: the editor's or the browser's.
public enum ProgramExit: Equatable, Sendable {
  /// The user quit.
  case quit
  /// A termination signal (SIGTERM, SIGHUP, SIGINT…) arrived; unsaved edits were kept.
  case signal(Int32)
  /// Input ended; unsaved edits were kept.
  case inputEnded
}
