import Glibc

/// A file operation that failed: on which path, why, and a message saying so.
///
/// `message` is complete for a system error ("open x.hap.md: No such file or directory");
/// callers that word a refusal for their own user (a pattern, an import) switch on `kind`.
public struct FileFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why the operation failed.
  public enum Kind: Equatable, Sendable {
    /// The system refused; `code` is the `errno`.
    case system
    /// A read was refused because the path is not a regular file (a fifo, a device, …).
    case notRegularFile(FileKind)
    /// A read was refused because the file is over `limit` bytes (`growing`: it grew while it
    /// was read, so `size` is what had been read when the limit was passed).
    case tooLarge(size: Int, limit: Int, growing: Bool)
    /// A folder was asked for and something else is there.
    case notAFolder
  }

  public var kind: Kind
  /// The path the failure is about (for a folder chain, the part that failed).
  public var path: String
  /// The `errno` of a system failure; `EINVAL`, `EFBIG` or `ENOTDIR` for the others.
  public var code: Int32
  /// What failed and why.
  public var message: String

  /// A system failure of `what` (for example "open x.hap.md") with `errno` `code`.
  public init(_ what: String, path: String, code: Int32 = errno) {
    kind = .system
    self.path = path
    self.code = code
    message = "\(what): \(String(cString: strerror(code)))"
  }

  /// A failure that is not an `errno`, with its own message.
  public init(_ kind: Kind, path: String, code: Int32, message: String) {
    self.kind = kind
    self.path = path
    self.code = code
    self.message = message
  }

  /// The system's text for `code` ("Permission denied").
  public var reason: String { String(cString: strerror(code)) }

  public var description: String { message }
}
