import Glibc

/// File system work for `haptui export`: making the output folder and writing artefacts
/// atomically (patterns are found with `PatternFiles`).
enum ExportFiles {
  /// Creates `path` and its parents if missing; a message when that fails.
  static func makeFolder(_ path: String) -> String? {
    if isFolder(path, followLinks: true) { return nil }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
      if isFolder(prefix, followLinks: true) { continue }
      if mkdir(prefix, 0o755) != 0, errno != EEXIST {
        return "cannot create folder \(prefix): \(String(cString: strerror(errno)))"
      }
    }
    return isFolder(path, followLinks: true) ? nil : "\(path) is not a folder"
  }

  /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`, so a reader
  /// never sees a half-written artefact. A message when that fails.
  static func writeAtomically(_ bytes: [UInt8], to path: String) -> String? {
    let temporary = path + ".haptui-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      return "cannot write \(path): \(String(cString: strerror(errno)))"
    }
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        let message = String(cString: strerror(errno))
        close(descriptor)
        unlink(temporary)
        return "cannot write \(path): \(message)"
      }
      offset += count
    }
    fsync(descriptor)
    close(descriptor)
    guard rename(temporary, path) == 0 else {
      let message = String(cString: strerror(errno))
      unlink(temporary)
      return "cannot write \(path): \(message)"
    }
    return nil
  }

  private static func isFolder(_ path: String, followLinks: Bool) -> Bool {
    var info = stat()
    let result = followLinks ? stat(path, &info) : lstat(path, &info)
    return result == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

}
