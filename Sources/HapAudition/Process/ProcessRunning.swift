/// Runs an external program with a timeout: the one way audition targets reach `adb`,
/// `busctl`, `gdbus`, `gsettings` and `ssh`, so tests can put a recording double in its place.
public protocol ProcessRunning: Sendable {
  /// Runs `arguments` (the first is the program: a path, or a name looked up on `PATH`) with
  /// `environment` added to haptui's own, kills it after `timeout` seconds, and returns how it
  /// ended. Never throws and never waits longer than the timeout (plus a moment to reap it).
  func run(_ arguments: [String], environment: [String: String], timeout: Double) -> ProcessResult
}
