import Glibc

/// Reads an input file for import: a regular file no larger than `sizeLimit`, never a fifo or
/// a device (which could block or never end), and never written to.
public enum SourceFile {
  /// The largest input read: 64 MiB, the same limit as for `.hap.md` files.
  public static let sizeLimit = 64 << 20

  /// The bytes of the file at `path`, or an IMP001 failure saying why it cannot be read.
  public static func read(_ path: String, limit: Int = sizeLimit) -> Result<[UInt8], ImportFailure>
  {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(ImportFailure("IMP001", "cannot read the file: \(errorText(errno))"))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(ImportFailure("IMP001", "cannot read the file: \(errorText(errno))"))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      let kind = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
      return .failure(ImportFailure("IMP001", "cannot read the file: it is \(kind)"))
    }
    guard Int(info.st_size) <= limit else {
      return .failure(tooLarge(Int(info.st_size), limit))
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
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

  private static func tooLarge(_ size: Int, _ limit: Int) -> ImportFailure {
    ImportFailure(
      "IMP001",
      "the file is \(size) bytes, more than haptui imports (\(limit) bytes, \(limit >> 20) MiB)")
  }

  private static func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
