/// Why the attached sound cannot play: the file does not decode, or no device takes it.
public struct SoundUnavailable: Error, Equatable, Sendable, CustomStringConvertible {
  /// Which side failed.
  public enum Kind: Equatable, Sendable {
    /// The sound file (missing, not audio, too long…).
    case file
    /// The sound card (none, busy, refuses every format…).
    case device
  }

  public var kind: Kind
  public var message: String

  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { message }
}
