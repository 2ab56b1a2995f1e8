import Glibc

extension Files {
  /// Replaces the file at `path` with `bytes` atomically: a temporary file in the same folder,
  /// written and fsynced, renamed over the target, then the folder fsynced so the rename
  /// survives a crash. A new file gets `mode` (less the umask); an existing file keeps its
  /// permission bits unless `keepingMode` is false. Without `durable` neither fsync is made:
  /// for output rebuilt at will, such as `haptui site`'s thousands of files (D125); readers
  /// still never see a half-written file.
  public static func writeAtomically(
    _ bytes: [UInt8], to path: String, mode: mode_t = 0o666, keepingMode: Bool = true,
    durable: Bool = true
  ) throws(FileFailure) {
    var failure: FileFailure?
    bytes.withUnsafeBytes { buffer in
      do throws(FileFailure) {
        try writeAtomically(
          buffer, to: path, mode: mode, keepingMode: keepingMode, durable: durable)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// Writes `text`'s UTF-8 as `writeAtomically(_:to:mode:keepingMode:durable:)` writes bytes,
  /// from the string's own storage (a long artefact is not copied into an array first).
  public static func writeAtomically(
    _ text: String, to path: String, mode: mode_t = 0o666, keepingMode: Bool = true,
    durable: Bool = true
  ) throws(FileFailure) {
    var text = text
    var failure: FileFailure?
    text.withUTF8 { utf8 in
      do throws(FileFailure) {
        try writeAtomically(
          UnsafeRawBufferPointer(utf8), to: path, mode: mode, keepingMode: keepingMode,
          durable: durable)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// Writes `bytes` as the overloads above do.
  static func writeAtomically(
    _ bytes: UnsafeRawBufferPointer, to path: String, mode: mode_t, keepingMode: Bool,
    durable: Bool
  ) throws(FileFailure) {
    try writeAtomically(
      to: path, mode: mode, keepingMode: keepingMode, durable: durable, pieces: { $0(bytes) })
  }

  /// Writes the bytes `pieces` hands to the function it is given, in order, as the overloads
  /// above write theirs: a long artefact is written as it is printed, never held whole (D330).
  /// After a piece fails to be written the rest are ignored, and the failure is thrown once
  /// `pieces` returns.
  public static func writeAtomically(
    to path: String, mode: mode_t = 0o666, keepingMode: Bool = true, durable: Bool = true,
    pieces: ((UnsafeRawBufferPointer) -> Void) -> Void
  ) throws(FileFailure) {
    let folder = folderName(of: path)
    let base = baseName(of: path)
    var existing = stat()
    let keepMode =
      keepingMode && stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary = "\(folder)/.\(base).haptui-\(getpid())-\(attempt).tmp"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      let code = errno
      // The usual reason is the folder's permissions: say so, not how the save works.
      guard code == EACCES || code == EPERM || code == EROFS else {
        throw FileFailure("create a temporary file in \(folder)", path: folder)
      }
      throw FileFailure(
        .system, path: folder, code: code,
        message: "the folder \(folder) cannot be written (\(String(cString: strerror(code)))), "
          + "so \(base) cannot be saved there; save a copy in another folder")
    }
    var closed = false
    defer {
      if !closed { close(descriptor) }
    }
    do throws(FileFailure) {
      if let keepMode, fchmod(descriptor, keepMode) != 0 {
        throw FileFailure("keep the permissions of \(path)", path: path)
      }
      var failure: FileFailure?
      pieces { bytes in
        guard failure == nil, let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
          let written = write(descriptor, base + offset, bytes.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            failure = FileFailure("write \(temporary)", path: path)
            return
          }
          offset += written
        }
      }
      if let failure { throw failure }
      guard !durable || fsync(descriptor) == 0 else {
        throw FileFailure("fsync \(temporary)", path: path)
      }
      closed = true
      guard close(descriptor) == 0 else { throw FileFailure("close \(temporary)", path: path) }
      guard Glibc.rename(temporary, path) == 0 else {
        throw FileFailure("rename onto \(path)", path: path)
      }
    } catch {
      unlink(temporary)
      throw error
    }
    guard durable else { return }
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      // The data is already in place; a folder that cannot be fsynced (some network file
      // systems) only weakens crash durability, so it is not an error.
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Creates `path` holding `bytes`, atomically and without replacing an existing file: a
  /// temporary file is hard-linked to the name (which fails if the name exists), then removed.
  /// An existing `path` fails with `EEXIST`.
  public static func createExclusively(_ bytes: [UInt8], at path: String) throws(FileFailure) {
    if exists(path, followingLinks: false) {
      throw FileFailure("create \(path)", path: path, code: EEXIST)
    }
    let temporary = "\(folderName(of: path))/.\(baseName(of: path)).haptui-new-\(getpid()).tmp"
    unlink(temporary)
    try writeAtomically(bytes, to: temporary)
    defer { unlink(temporary) }
    if link(temporary, path) == 0 { return }
    let code = errno
    if code == EEXIST { throw FileFailure("create \(path)", path: path, code: code) }
    // File systems without hard links: an exclusive create is the next best guard.
    guard code == EPERM || code == ENOTSUP || code == EXDEV else {
      throw FileFailure("create \(path)", path: path, code: code)
    }
    if exists(path, followingLinks: false) {
      throw FileFailure("create \(path)", path: path, code: EEXIST)
    }
    guard Glibc.rename(temporary, path) == 0 else {
      throw FileFailure("rename onto \(path)", path: path)
    }
  }

  /// Renames `source` to `target` (atomic within one file system; replaces a file there).
  public static func rename(_ source: String, to target: String) throws(FileFailure) {
    guard Glibc.rename(source, target) == 0 else {
      throw FileFailure("rename \(source) to \(target)", path: target)
    }
  }
}
