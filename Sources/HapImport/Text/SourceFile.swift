import Glibc

/// Reads an input file for import: a regular file no larger than `sizeLimit`, never a fifo or
/// a device (which could block or never end), and never written to.
public enum SourceFile {
  /// The largest input read: 64 MiB, the same limit as for `.hap.md` files.
  public static let sizeLimit = 64 << 20

  /// The bytes of the file at `path`, or an IMP001 failure saying why it cannot be read.
  public static func read(_ path: String, limit: Int = sizeLimit) -> Result<[UInt8], ImportFailure>
  {
    let descriptor: Int32
    let size: Int
    switch opened(path) {
    case .failure(let failure): return .failure(failure)
    case .success(let file): (descriptor, size) = file
    }
    defer { close(descriptor) }
    guard size <= limit else {
      return .failure(tooLarge(size, limit))
    }
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= limit else { return .failure(tooLarge(count, limit)) }
        bytes += [UInt8](repeating: 0, count: max(4096, count))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(ImportFailure("IMP001", "cannot read the file: \(errorText(errno))"))
      }
      if got == 0 { break }
      count += got
    }
    guard count <= limit else { return .failure(tooLarge(count, limit)) }
    bytes.removeSubrange(count...)
    return .success(bytes)
  }

  /// The file at `path` opened for reading (the caller closes the descriptor) with its size,
  /// or the IMP001 failure `read` gives when it cannot be opened or is not a regular file.
  public static func opened(_ path: String) -> Result<(descriptor: Int32, size: Int), ImportFailure>
  {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(ImportFailure("IMP001", "cannot read the file: \(errorText(errno))"))
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let failure = ImportFailure("IMP001", "cannot read the file: \(errorText(errno))")
      close(descriptor)
      return .failure(failure)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      let kind = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
      return .failure(ImportFailure("IMP001", "cannot read the file: it is \(kind)"))
    }
    return .success((descriptor, Int(info.st_size)))
  }

  private static func tooLarge(_ size: Int, _ limit: Int) -> ImportFailure {
    ImportFailure(
      "IMP001",
      "the file is \(size) bytes, more than haptui imports (\(limit) bytes, \(limit >> 20) MiB)")
  }

  private static func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
