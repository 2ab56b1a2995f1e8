import Glibc
import HapModel

/// Keeps unsaved edits on disk while the editor runs, so a killed or crashed session loses
/// (almost) nothing: the next open of the same file offers them back.
///
/// A recovery file holds the whole `.hap.md` as it would be saved. They live in
/// `$HAPTUI_RECOVERY_DIR`, else `$XDG_STATE_HOME/haptui/recovery`, else
/// `~/.local/state/haptui/recovery`, never next to the user's files.
public struct RecoveryStore: Sendable {
  public var folder: String

  public init(folder: String) {
    self.folder = folder
  }

  /// The store the environment points at.
  public static func standard() -> RecoveryStore {
    if let folder = LocalFiles.environment("HAPTUI_RECOVERY_DIR") {
      return RecoveryStore(folder: folder)
    }
    if let state = LocalFiles.environment("XDG_STATE_HOME") {
      return RecoveryStore(folder: state + "/haptui/recovery")
    }
    let home = LocalFiles.environment("HOME") ?? "/tmp"
    return RecoveryStore(folder: home + "/.local/state/haptui/recovery")
  }

  /// The recovery file for the pattern file at `path`: its absolute path with `/` as `%`.
  public func recoveryPath(for path: String) -> String {
    let absolute = LocalFiles.absolute(path)
    let escaped = absolute.replacingAll("%", with: "%%").replacingAll("/", with: "%")
    return folder + "/" + escaped + ".recovery"
  }

  /// Writes the file's would-be contents; false when the folder or file cannot be written.
  @discardableResult
  public func store(_ bytes: [UInt8], for path: String) -> Bool {
    guard LocalFiles.makeFolders(folder) else { return false }
    return LocalFiles.writeAtomically(bytes, to: recoveryPath(for: path))
  }

  /// The kept contents and when they were written, if a recovery file exists.
  public func load(for path: String) -> (bytes: [UInt8], savedAt: String)? {
    let recovery = recoveryPath(for: path)
    guard let bytes = LocalFiles.read(recovery) else { return nil }
    return (bytes, LocalFiles.modificationTime(recovery) ?? "an earlier session")
  }

  /// Deletes the recovery file (after a save or a deliberate discard).
  public func remove(for path: String) {
    _ = recoveryPath(for: path).withCString { unlink($0) }
  }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
