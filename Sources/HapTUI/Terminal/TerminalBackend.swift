/// What the run loop needs from a terminal: its size, drawing a frame, reading input with a
/// timeout, and giving the terminal back. The ncurses backend and the test backend implement it.
public protocol TerminalBackend: AnyObject {
  /// The terminal's size now.
  var size: TerminalSize { get }
  /// Whether the terminal can show colour (otherwise the editor uses the monochrome theme).
  var hasColor: Bool { get }
  /// The glyphs the terminal can show (ASCII when the locale is not UTF-8).
  var glyphs: Glyphs { get }
  /// Shows a frame; `theme` turns roles into colours and attributes. `full` repaints everything.
  func draw(_ frame: CellBuffer, theme: Theme, full: Bool)
  /// The next input, waiting at most `timeoutMs` (0 polls); `nil` when none came in time.
  func nextInput(timeoutMs: Int) -> InputEvent?
  /// Gives the terminal back to the shell and stops the process (Ctrl-Z); returns when the
  /// process is continued, with the terminal taken back.
  func suspend()
  /// Gives the terminal back to the shell while `body` runs (another program, such as the
  /// user's text editor, uses it), then takes it back as Ctrl-Z and `fg` would.
  func runOutside(_ body: () -> Void)
  /// Gives the terminal back as it was; safe to call more than once.
  func shutdown()
}

/// One thing read from the terminal.
public enum InputEvent: Equatable, Sendable {
  case key(Key)
  case mouse(MouseInput)
  case resize(TerminalSize)
  /// Input ended (standard input closed); the editor leaves, keeping unsaved edits recoverable.
  case end
}

/// Why a terminal cannot be used for the editor.
public struct TerminalError: Error, Equatable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}
