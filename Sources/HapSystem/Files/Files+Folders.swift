import Glibc

extension Files {
  /// Creates the folder `path` and its missing parents (like `mkdir -p`), each with `mode`
  /// (less the umask). Fails on the first part that cannot be created (its path in the
  /// failure), or with `notAFolder` when something else is at `path`.
  public static func makeFolders(_ path: String, mode: mode_t = 0o755) throws(FileFailure) {
    if isFolder(path) { return }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
      if isFolder(prefix) { continue }
      if mkdir(prefix, mode) != 0, errno != EEXIST {
        throw FileFailure("create the folder \(prefix)", path: prefix)
      }
    }
    guard isFolder(path) else {
      throw FileFailure(.notAFolder, path: path, code: ENOTDIR, message: "\(path) is not a folder")
    }
  }

  /// The names in `folder` (without `.` and `..`), in the order the file system gives them;
  /// `nil` when it cannot be opened.
  public static func names(in folder: String) -> [String]? {
    guard let stream = opendir(folder) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// Removes the file at `path` (a symbolic link itself, not its target); false when it could
  /// not be removed.
  @discardableResult
  public static func remove(_ path: String) -> Bool {
    unlink(path) == 0
  }

  /// Removes `path` and, when it is a folder, everything in it, never following a symbolic
  /// link out of it. Does nothing when nothing is there.
  public static func removeTree(_ path: String) {
    guard let kind = kind(of: path, followingLinks: false) else { return }
    if kind == .folder {
      for name in names(in: path) ?? [] { removeTree(join(path, name)) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
