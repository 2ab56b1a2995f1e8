import Glibc

/// The program's file system calls, each with POSIX underneath and `errno` reported as text:
/// reading within limits, atomic and exclusive writes, folders, listing, removal and what a
/// path names. Every module that touches files goes through here (DECISIONS.md D080).
public enum Files {
  /// The kind of what `path` names, following symbolic links unless `followingLinks` is false;
  /// `nil` when nothing is there (or it cannot be examined).
  public static func kind(of path: String, followingLinks: Bool = true) -> FileKind? {
    var info = stat()
    let result = followingLinks ? stat(path, &info) : lstat(path, &info)
    return result == 0 ? FileKind(mode: info.st_mode) : nil
  }

  /// Whether something exists at `path`; with `followingLinks` false a dangling symbolic link
  /// counts.
  public static func exists(_ path: String, followingLinks: Bool = true) -> Bool {
    kind(of: path, followingLinks: followingLinks) != nil
  }

  /// Whether `path` is a folder (following links).
  public static func isFolder(_ path: String) -> Bool { kind(of: path) == .folder }

  /// Whether `path` is a regular file (following links): not a folder, fifo or device, which
  /// could block a read or make no sense to edit.
  public static func isRegularFile(_ path: String) -> Bool { kind(of: path) == .regular }

  /// Whether the two paths name the same file (same device and inode); false when either is
  /// missing.
  public static func isSameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  /// When the file at `path` was last modified, in whole seconds since 1970 (UTC).
  public static func modificationSeconds(_ path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_mtim.tv_sec)
  }

  /// When the file at `path` was last modified, as local `YYYY-MM-DD HH:MM`.
  public static func modificationTime(_ path: String) -> String? {
    modificationSeconds(path).map(WallClock.localMinutes)
  }

  /// `path` with symbolic links resolved when it exists (so a save replaces a link's target,
  /// not the link); `path` itself otherwise.
  public static func resolved(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }

  /// The absolute form of `path`: resolved when it exists, else joined to the current folder.
  public static func absolute(_ path: String) -> String {
    if let real = realpath(path, nil) {
      defer { free(real) }
      return String(cString: real)
    }
    if path.hasPrefix("/") { return path }
    guard let folder = currentFolder() else { return path }
    return folder + "/" + path
  }

  /// The process's current folder.
  public static func currentFolder() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    let length = buffer.firstIndex(of: 0) ?? buffer.count
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The folder part of `path` ("." when it has none, "/" for a file at the root).
  public static func folderName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// The last part of `path`.
  public static func baseName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// `name` inside `folder`, with one slash between them.
  public static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
