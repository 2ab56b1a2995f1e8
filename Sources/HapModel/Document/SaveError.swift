/// Why `HapDocument.save` refused or failed; the file on disk is unchanged in every case.
public struct SaveError: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Reason: Equatable, Sendable {
    /// The file's content differs from what was read (someone else wrote it).
    case changedOnDisk
    /// The file that was read is gone.
    case removedOnDisk
    /// Saving to a new path would overwrite an existing file.
    case targetExists
    /// The frontmatter cannot take the edit without changing something else (or is missing).
    case frontmatter
    /// The operating system refused (permission, disk full, …); `errno` attached.
    case io(Int32)
  }

  public var reason: Reason
  public var path: String
  /// What happened and what to do, for the user.
  public var message: String

  public init(reason: Reason, path: String, message: String) {
    self.reason = reason
    self.path = path
    self.message = message
  }

  public var description: String { message }
}
