import CNcursesw
import Glibc

/// Gives the terminal back on every way out: termination signals are latched for the run loop
/// to handle (save recovery, restore, exit), and crash signals restore the terminal from the
/// signal handler itself before the process dies.
///
/// Every shim call that touches the guard's C state is in this file, because that state is
/// static in the shim header and so exists once per Swift file that uses it.
enum TerminalGuard {
  /// Where the terminal modes before the editor started are kept, for the crash handler.
  nonisolated(unsafe) private static let savedModes = UnsafeMutablePointer<termios>.allocate(
    capacity: 1)

  /// Records the terminal modes to restore and installs the handlers.
  static func install() {
    hap_save_termios(savedModes)
    hap_install_editor_signals()
  }

  /// Puts the default signal actions back.
  static func remove() {
    hap_remove_editor_signals()
  }

  /// The termination signal received (SIGTERM, SIGHUP, SIGINT, SIGQUIT), or 0.
  static var receivedSignal: Int32 { hap_received_termination() }

  /// Restores the terminal without ncurses, as the crash handler does.
  static func restoreRaw() {
    hap_restore_terminal_raw()
  }
}
