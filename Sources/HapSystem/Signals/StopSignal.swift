internal import CPosix
import Glibc

/// A latched "stop now" flag that any thread, and a signal handler, can raise.
///
/// It is an eventfd, so the player's wait wakes the moment it is raised, and raising it is a
/// single `write(2)`, which is safe inside a signal handler.
public final class StopSignal: Sendable {
  /// The eventfd behind the flag.
  public let descriptor: Int32

  public init() {
    descriptor = hap_stop_fd_create()
  }

  deinit {
    close(descriptor)
  }

  /// Raises the flag; it stays raised until `clear()`.
  public func raise() {
    hap_stop_fd_raise(descriptor)
  }

  /// Whether the flag is raised.
  public var isRaised: Bool { hap_stop_fd_is_raised(descriptor) != 0 }

  /// Lowers the flag.
  public func clear() {
    hap_stop_fd_clear(descriptor)
  }

  /// Makes SIGINT and SIGTERM raise this flag instead of killing the process, so a command can
  /// stop its motors and erase its effects before it exits.
  public func raiseOnTerminationSignals() {
    hap_install_stop_signals(descriptor)
  }

  /// Gives SIGINT and SIGTERM back their default action.
  public static func restoreTerminationSignals() {
    hap_restore_stop_signals()
  }

  /// The termination signal received since `raiseOnTerminationSignals()`, or 0.
  public static var receivedTerminationSignal: Int32 { hap_received_stop_signal() }
}
