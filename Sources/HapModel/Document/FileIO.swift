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
  }

  /// The whole content of the file at `path`.
  static func read(_ path: String) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(Failure("open \(path)")) }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      return .failure(Failure("read \(path)", code: EISDIR))
    }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Failure("read \(path)"))
      }
      if count == 0 { break }
      result += chunk[0..<count]
    }
    return .success(result)
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
    guard descriptor >= 0 else { throw Failure("create a temporary file in \(folder)") }
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
