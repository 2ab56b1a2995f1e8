/// Why a sound could not be imported: a code, the file it concerns, and a message that says
/// what to do.
public struct AudioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, with the code each kind prints.
  public enum Kind: String, Sendable {
    /// The file could not be opened or is not a regular file.
    case unreadable = "AUD001"
    /// libsndfile does not recognise the content (not audio, or an encoding it cannot decode).
    case notAudio = "AUD002"
    /// The file holds no samples at all.
    case empty = "AUD003"
    /// The file ends before the samples its header promises.
    case truncated = "AUD004"
    /// The sound is longer than an imported pattern may be.
    case tooLong = "AUD005"
    /// Nothing in the sound rises above the gate threshold.
    case silent = "AUD006"
    /// The sound's format is outside what the analysis handles (rate, channels).
    case unsupported = "AUD007"
  }

  public var kind: Kind
  /// The path as the user gave it.
  public var file: String
  public var message: String

  public init(_ kind: Kind, file: String, _ message: String) {
    self.kind = kind
    self.file = file
    self.message = message
  }

  /// The line a command prints: `file: error[AUDnnn]: message`.
  public var description: String { "\(file): error[\(kind.rawValue)]: \(message)" }
}
