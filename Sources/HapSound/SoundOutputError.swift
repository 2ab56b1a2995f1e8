/// Why a sound output could not open or play, in words the status line can show.
public struct SoundOutputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The device the failure is about (`default`, `null`, `hw:0`…).
  public var device: String
  /// What went wrong (`cannot open "default": No such file or directory`).
  public var message: String

  public init(device: String, _ message: String) {
    self.device = device
    self.message = message
  }

  public var description: String { message }
}
