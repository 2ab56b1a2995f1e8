import Glibc

/// The few file operations the editor's shell needs beyond HapModel's reader and writer.
enum LocalFiles {
  /// The bytes of a regular file, or `nil` when it cannot be read.
  static func read(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// Up to the first `count` bytes of a regular file, or `nil` when it cannot be read.
  static func readPrefix(_ path: String, count: Int) -> [UInt8]? {
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

  /// Writes a file through a temporary file and a rename, so it is never half written.
  static func writeAtomically(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600) -> Bool {
    let temporary = path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { return false }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        close(descriptor)
        unlink(temporary)
        return false
      }
      offset += written
    }
    fsync(descriptor)
    close(descriptor)
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Creates a folder and its parents (like `mkdir -p`); true when it exists afterwards.
  static func makeFolders(_ path: String) -> Bool {
    var current = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o700) != 0 && errno != EEXIST { return false }
    }
    return isFolder(path)
  }

  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether `path` is a regular file (following links): not a folder, fifo or device, which
  /// could block a read or make no sense to edit.
  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// When a file was last modified, as local `YYYY-MM-DD HH:MM`.
  static func modificationTime(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    var seconds = info.st_mtim.tv_sec
    var parts = tm()
    localtime_r(&seconds, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &parts)
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The absolute form of a path (symbolic links resolved when the file exists).
  static func absolute(_ path: String) -> String {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let length = buffer.firstIndex(of: 0) ?? buffer.count
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/"
      + path
  }

  /// The names in a folder (without `.` and `..`), or an empty list.
  static func names(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }
}
