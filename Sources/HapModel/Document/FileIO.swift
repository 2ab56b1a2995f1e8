import Glibc

/// Whole-file reads and atomic replacement with POSIX calls, reporting `errno` as text.
enum FileIO {
  /// A failed file operation: what failed and why.
  struct Failure: Error {
    var code: Int32
    var message: String

    init(_ what: String, code: Int32 = errno) {
      self.code = code
      self.message = "\(what): \(String(cString: strerror(code)))"
    }

    /// A failure that is not an `errno` (the code is `EINVAL` or `EFBIG`, for callers that ask).
    init(message: String, code: Int32 = EINVAL) {
      self.code = code
      self.message = message
    }
  }

  /// The largest file `read` accepts: 64 MiB.
  ///
  /// A 100,000-event pattern in the canonical layout is about 7 MB, so the limit is far above
  /// any real pattern, yet keeps a huge or endless file from exhausting memory (DECISIONS.md).
  static let sizeLimit = 64 << 20

  /// The whole content of the regular file at `path`, refusing anything else (a folder, a fifo,
  /// a device, a socket) and any file over `limit` bytes.
  static func read(_ path: String, limit: Int = sizeLimit) -> Result<[UInt8], Failure> {
    // Special files are refused before they are opened (opening some devices has effects);
    // the check is repeated on the open descriptor, which is what is actually read.
    var before = stat()
    if stat(path, &before) == 0, let refusal = refusal(path, before, limit) {
      return .failure(refusal)
    }
    // O_NONBLOCK so that opening a fifo does not wait for a writer, should one appear between
    // the two checks.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return .failure(Failure("open \(path)")) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(Failure("stat \(path)")) }
    if let refusal = refusal(path, info, limit) { return .failure(refusal) }
    // Only regular files get here, and O_NONBLOCK has no effect on them: no flag to clear.
    // One read into the array's own storage for the size stat gave, plus one byte: a read
    // that returns exactly the stated size is the whole file (a regular file reads short only
    // at its end); only a file that grew meanwhile reads on.
    let stated = Int(info.st_size)
    let expected = stated + 1
    var failed = false
    var result = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
      count = 0
      while count < expected {
        let got = Glibc.read(descriptor, buffer.baseAddress! + count, expected - count)
        if got < 0 {
          if errno == EINTR { continue }
          failed = true
          return
        }
        if got == 0 { return }
        count += got
        if count == stated { return }
      }
    }
    if failed { return .failure(Failure("read \(path)")) }
    guard result.count <= limit else {
      return .failure(tooLarge(path, result.count, limit, growing: true))
    }
    if result.count < expected { return .success(result) }
    // The file grew after fstat: read the rest in chunks.
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Failure("read \(path)"))
      }
      if count == 0 { break }
      // The file may grow while it is read; the limit holds for what is read, not just stat.
      guard result.count + count <= limit else {
        return .failure(tooLarge(path, result.count + count, limit, growing: true))
      }
      result += chunk[0..<count]
    }
    return .success(result)
  }

  /// Why the file described by `info` is not read, or `nil` when it is a regular file within
  /// `limit`.
  private static func refusal(_ path: String, _ info: stat, _ limit: Int) -> Failure? {
    let type = info.st_mode & S_IFMT
    if type == S_IFDIR { return Failure("read \(path)", code: EISDIR) }
    guard type == S_IFREG else {
      return Failure(
        message: "\(path) is \(fileTypeName(type)), not a regular file; give the path of a "
          + ".hap.md file")
    }
    guard Int(info.st_size) <= limit else { return tooLarge(path, Int(info.st_size), limit) }
    return nil
  }

  private static func tooLarge(_ path: String, _ size: Int, _ limit: Int, growing: Bool = false)
    -> Failure
  {
    Failure(
      message: "\(path) is \(growing ? "over " : "")\(size.grouped) bytes, more than haptui "
        + "reads (\(limit.grouped) bytes, \(limit >> 20) MiB); a pattern file is far smaller, "
        + "so check that this is the file you meant",
      code: EFBIG)
  }

  /// A file type in words, for a message.
  private static func fileTypeName(_ type: mode_t) -> String {
    switch type {
    case S_IFIFO: "a fifo (named pipe)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }

  /// Whether something exists at `path` (a dangling symbolic link counts).
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// `path` with symbolic links resolved when it exists, so a save replaces the link's target
  /// and not the link.
  static func resolved(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }

  /// Replaces the file at `path` with `bytes` atomically: a temporary file in the same folder,
  /// written and fsynced, renamed over the target, then the folder fsynced so the rename
  /// survives a crash. An existing file's permission bits are kept.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
    let folder = folderName(of: path)
    let base = baseName(of: path)
    var existing = stat()
    let keepMode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary = "\(folder)/.\(base).haptui-\(getpid())-\(attempt).tmp"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      let code = errno
      // The usual reason is the folder's permissions: say so, not how the save works.
      guard code == EACCES || code == EPERM || code == EROFS else {
        throw Failure("create a temporary file in \(folder)")
      }
      throw Failure(
        message: "the folder \(folder) cannot be written (\(String(cString: strerror(code)))), "
          + "so \(baseName(of: path)) cannot be saved there; save a copy in another folder",
        code: code)
    }
    var closed = false
    defer {
      if !closed { close(descriptor) }
    }
    do throws(Failure) {
      if let keepMode, fchmod(descriptor, keepMode) != 0 {
        throw Failure("keep the permissions of \(path)")
      }
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes {
          write(descriptor, $0.baseAddress! + offset, $0.count - offset)
        }
        if written < 0 {
          if errno == EINTR { continue }
          throw Failure("write \(temporary)")
        }
        offset += written
      }
      guard fsync(descriptor) == 0 else { throw Failure("fsync \(temporary)") }
      closed = true
      guard close(descriptor) == 0 else { throw Failure("close \(temporary)") }
      guard rename(temporary, path) == 0 else { throw Failure("rename onto \(path)") }
    } catch {
      unlink(temporary)
      throw error
    }
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      // The data is already in place; a folder that cannot be fsynced (some network file
      // systems) only weakens crash durability, so it is not an error.
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Creates `path` holding `bytes`, atomically and without replacing an existing file: the
  /// temporary file is hard-linked to the name (which fails if the name exists), then removed.
  static func createAtomically(_ bytes: [UInt8], at path: String) throws(Failure) {
    if exists(path) { throw Failure("create \(path)", code: EEXIST) }
    let temporary = "\(folderName(of: path))/.\(baseName(of: path)).haptui-new-\(getpid()).tmp"
    unlink(temporary)
    try writeAtomically(bytes, to: temporary)
    defer { unlink(temporary) }
    if link(temporary, path) == 0 { return }
    let code = errno
    if code == EEXIST { throw Failure("create \(path)", code: code) }
    // File systems without hard links: an exclusive create is the next best guard.
    guard code == EPERM || code == ENOTSUP || code == EXDEV else {
      throw Failure("create \(path)", code: code)
    }
    if exists(path) { throw Failure("create \(path)", code: EEXIST) }
    guard rename(temporary, path) == 0 else { throw Failure("rename onto \(path)") }
  }

  static func folderName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  static func baseName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
