import Glibc

/// Expands command-line paths into the `.hap.md` files they name.
///
/// A file argument is taken as given (whatever its name); a folder is searched recursively for
/// `*.hap.md`, skipping hidden entries (`.git`, `.build`) and not following symbolic links to
/// folders, so a link loop cannot trap the walk. Results keep argument order; files found in a
/// folder are sorted.
enum PatternFiles {
  struct Expansion {
    /// The files to process.
    var files: [String] = []
    /// Folders that held no pattern files.
    var emptyFolders: [String] = []
    /// Whether the folder walk listed each file (in `files` order) as a regular file, not a
    /// link: its read may skip the `stat` before opening (D390). False for file arguments.
    var listedRegular: [Bool] = []
    /// Each file's place (in `files` order) in the order `expand` passed the files to its
    /// `listing` closure, before a folder's files are sorted (D393).
    var listingOrder: [Int] = []
    /// How each file's name is made (in `files` order): the characters of the folder argument
    /// it was found under to drop from its path, or `nil` for a file argument.
    fileprivate var nameDrops: [Int?] = []

    /// Each file's name to show to others (`haptui site`'s index), in `files` order: its path
    /// inside the folder argument it was found under, or a file argument's last component,
    /// never the machine's absolute path (D229). Made when asked for: `validate` never is.
    var names: [String] {
      zip(files, nameDrops).map { file, drop in
        drop.map { PatternFiles.name(of: file, dropping: $0) }
          ?? PatternFiles.lastComponent(of: file)
      }
    }
  }

  /// The files `paths` name; `listing` is called with each file (and whether the walk listed
  /// it as a regular file) as soon as it is found, before a folder's files are sorted.
  static func expand(_ paths: [String], listing: (String, Bool) -> Void = { _, _ in })
    -> Expansion
  {
    var expansion = Expansion()
    var listed = 0
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
        // Missing paths are passed on, so they are reported as unreadable files (HAP000).
        expansion.files.append(path)
        expansion.nameDrops.append(nil)
        expansion.listedRegular.append(false)
        expansion.listingOrder.append(listed)
        listing(path, false)
        listed += 1
        continue
      }
      let found = search(path, first: listed, listing: listing)
      listed += found.count
      if found.isEmpty { expansion.emptyFolders.append(path) }
      expansion.files += found.map(\.path)
      expansion.listedRegular += found.map(\.regular)
      expansion.listingOrder += found.map(\.listed)
      let prefix = path.hasSuffix("/") ? path.count : path.count + 1
      expansion.nameDrops += repeatElement(Int?.some(prefix), count: found.count)
    }
    return expansion
  }

  /// The last non-empty `/`-separated part of `path` (`path` itself when it has none), as
  /// `path.split(separator: "/").last` gives it. An ASCII path is searched on its bytes, where
  /// `/` is always a character of its own; any other path is split by characters (D263).
  static func lastComponent(of path: String) -> String {
    let bytes = path.utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      return path.split(separator: "/").last.map(String.init) ?? path
    }
    let slash = UInt8(ascii: "/")
    guard let last = bytes.lastIndex(where: { $0 != slash }) else { return path }
    let end = bytes.index(after: last)
    let start =
      bytes[..<end].lastIndex(of: slash).map { bytes.index(after: $0) } ?? bytes.startIndex
    return String(path[start..<end])
  }

  /// `path` without its first `count` characters. A path of ASCII bytes other than CR (which
  /// joins a following LF into one character) has one character per byte, so it is cut on its
  /// bytes; any other path is cut by characters (D263).
  static func name(of path: String, dropping count: Int) -> String {
    let bytes = path.utf8
    guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
      return String(path.dropFirst(count))
    }
    return String(path[bytes.index(bytes.startIndex, offsetBy: Swift.min(count, bytes.count))...])
  }

  /// The walk, with `readdir` and the entry types it reports (one `lstat` only where the file
  /// system does not say), since a folder of 10,000 patterns is walked on every `validate`.
  /// Each file comes with whether it was listed as a regular file (not a link) and its place
  /// in the listing (counting from `first`), sorted by path; `listing` sees each as it is found.
  private static func search(
    _ root: String, first: Int, listing: (String, Bool) -> Void
  ) -> [(path: String, regular: Bool, listed: Int)] {
    var found: [(path: String, regular: Bool, listed: Int)] = []
    var pending = [root]
    while let folder = pending.popLast() {
      guard let stream = opendir(folder) else { continue }
      defer { closedir(stream) }
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
        }
        if name.hasPrefix(".") { continue }
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        var type = Int32(entry.pointee.d_type)
        if type == DT_UNKNOWN {
          var info = stat()
          guard lstat(path, &info) == 0 else { continue }
          switch info.st_mode & S_IFMT {
          case S_IFDIR: type = Int32(DT_DIR)
          case S_IFREG: type = Int32(DT_REG)
          case S_IFLNK: type = Int32(DT_LNK)
          default: continue
          }
        }
        if type == DT_DIR {
          pending.append(path)
        } else if name.hasSuffix(".hap.md"), type == DT_REG || type == DT_LNK {
          listing(path, type == DT_REG)
          found.append((path, type == DT_REG, first + found.count))
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
