import Glibc
import HapModel
import HapSystem

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
    if let folder = ProcessEnvironment.value("HAPTUI_RECOVERY_DIR") {
      return RecoveryStore(folder: folder)
    }
    if let state = ProcessEnvironment.value("XDG_STATE_HOME") {
      return RecoveryStore(folder: state + "/haptui/recovery")
    }
    let home = ProcessEnvironment.value("HOME") ?? "/tmp"
    return RecoveryStore(folder: home + "/.local/state/haptui/recovery")
  }

  /// The recovery file for the pattern file at `path`: its absolute path with `/` as `%`.
  public func recoveryPath(for path: String) -> String {
    let absolute = Files.absolute(path)
    let escaped = absolute.replacingAll("%", with: "%%").replacingAll("/", with: "%")
    return folder + "/" + escaped + ".recovery"
  }

  /// The file beside a recovery file that names the content the edits were made on.
  func basePath(for path: String) -> String { recoveryPath(for: path) + ".base" }

  /// Writes the file's would-be contents, and a fingerprint of `base` (the file as the editor
  /// last read or saved it, which the edits were made on; `nil` when they were made on content
  /// the file no longer has, which no file matches); false when either cannot be written.
  @discardableResult
  public func store(_ bytes: [UInt8], base: [UInt8]?, for path: String) -> Bool {
    guard (try? Files.makeFolders(folder, mode: 0o700)) != nil else { return false }
    let fingerprint = Array((base.map(Self.fingerprint(of:)) ?? "predates the file\n").utf8)
    return (try? Files.writeAtomically(fingerprint, to: basePath(for: path), mode: 0o600)) != nil
      && (try? Files.writeAtomically(bytes, to: recoveryPath(for: path), mode: 0o600)) != nil
  }

  /// The kept contents and when they were written, if a recovery file exists.
  public func load(for path: String) -> (bytes: [UInt8], savedAt: String)? {
    let recovery = recoveryPath(for: path)
    guard let bytes = (try? Files.read(recovery, limit: HapDocument.fileSizeLimit).get()) else {
      return nil
    }
    return (bytes, Files.modificationTime(recovery) ?? "an earlier session")
  }

  /// Whether the file, now holding `current`, is not the content the kept edits were made on:
  /// it changed on disk after (or while) they were kept, and saving them would overwrite that
  /// change. Without a fingerprint (an older recovery file) a file modified after the
  /// recovery file was written counts as changed.
  public func fileChanged(for path: String, current: [UInt8]) -> Bool {
    if let kept = (try? Files.read(basePath(for: path), limit: HapDocument.fileSizeLimit).get()) {
      return String(decoding: kept, as: UTF8.self) != Self.fingerprint(of: current)
    }
    guard let recovered = Self.modified(recoveryPath(for: path)),
      let file = Self.modified(path)
    else { return false }
    return file > recovered
  }

  /// Deletes the recovery file (after a save or a deliberate discard).
  public func remove(for path: String) {
    _ = recoveryPath(for: path).withCString { unlink($0) }
    _ = basePath(for: path).withCString { unlink($0) }
  }

  /// A 64-bit FNV-1a hash and the length of `bytes`, as one line of text.
  static func fingerprint(of bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return "fnv1a64 \(String(hash, radix: 16)) \(bytes.count)\n"
  }

  /// A file's modification time in nanoseconds, or `nil` when it cannot be read.
  static func modified(_ path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
  }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
