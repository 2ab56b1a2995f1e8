import Glibc

extension Files {
  /// The whole content of the regular file at `path`, refusing anything else (a folder, a
  /// fifo, a device, a socket) and any file over `limit` bytes, also one that grows past it
  /// while it is read.
  ///
  /// `listedRegular` says a folder listing just reported `path` as a regular file (not a link):
  /// the `stat` before opening is then skipped (D390). It is opened without following a link,
  /// and one that has become a link since is read as any other path, stat first; what the open
  /// descriptor is (a folder, a fifo put in its place) is still checked before it is read.
  public static func read(_ path: String, limit: Int, listedRegular: Bool = false) -> Result<
    [UInt8], FileFailure
  > {
    let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
    var descriptor: Int32 = -1
    if listedRegular {
      descriptor = open(path, flags | O_NOFOLLOW)
      if descriptor < 0, errno == ELOOP { return read(path, limit: limit) }
    } else {
      // Special files are refused before they are opened (opening some devices has effects);
      // the check is repeated on the open descriptor, which is what is actually read.
      var before = stat()
      if stat(path, &before) == 0, let refusal = refusal(path, before, limit) {
        return .failure(refusal)
      }
      // O_NONBLOCK so that opening a fifo does not wait for a writer, should one appear
      // between the two checks.
      descriptor = open(path, flags)
    }
    guard descriptor >= 0 else { return .failure(FileFailure("open \(path)", path: path)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(FileFailure("stat \(path)", path: path))
    }
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
    if failed { return .failure(FileFailure("read \(path)", path: path)) }
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
        return .failure(FileFailure("read \(path)", path: path))
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

  /// Up to the first `count` bytes of the file at `path` (fewer when it is shorter), or `nil`
  /// when it cannot be opened; a fifo without a writer reads as empty instead of waiting.
  public static func readPrefix(_ path: String, count: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress! + filled, count - filled)
      }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { break }
      filled += got
    }
    return Array(bytes[..<filled])
  }

  /// Why the file described by `info` is not read, or `nil` when it is a regular file within
  /// `limit`.
  private static func refusal(_ path: String, _ info: stat, _ limit: Int) -> FileFailure? {
    let kind = FileKind(mode: info.st_mode)
    if kind == .folder { return FileFailure("read \(path)", path: path, code: EISDIR) }
    guard kind == .regular else {
      return FileFailure(
        .notRegularFile(kind), path: path, code: EINVAL,
        message: "\(path) is \(kind.words), not a regular file")
    }
    guard Int(info.st_size) <= limit else { return tooLarge(path, Int(info.st_size), limit) }
    return nil
  }

  private static func tooLarge(_ path: String, _ size: Int, _ limit: Int, growing: Bool = false)
    -> FileFailure
  {
    FileFailure(
      .tooLarge(size: size, limit: limit, growing: growing), path: path, code: EFBIG,
      message: "\(path) is \(growing ? "over " : "")\(size) bytes, more than the \(limit) read")
  }
}
