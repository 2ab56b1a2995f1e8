/// Plays an audition request somewhere (a rumble device, a phone) and says how it went.
///
/// The language server only describes what to play; the shell's auditioner does it, off the
/// message loop, and calls `done` once with a line for the user.
public protocol Auditioner: Sendable {
  func play(_ request: AuditionRequest, done: @escaping @Sendable (AuditionOutcome) -> Void)
}

/// How an audition ended.
public struct AuditionOutcome: Equatable, Sendable {
  public var succeeded: Bool
  /// One line for the user (shown with `window/showMessage`).
  public var message: String

  public init(succeeded: Bool, message: String) {
    self.succeeded = succeeded
    self.message = message
  }
}
