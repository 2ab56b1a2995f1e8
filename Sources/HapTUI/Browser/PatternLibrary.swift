import Glibc
import HapImport
import HapModel

/// Finds and reads the pattern files of a folder, for the browser.
enum PatternLibrary {
  /// Every `*.hap.md` under `folder` (subfolders too, symbolic links to folders not followed),
  /// read, and every file `haptui import` reads (AHAP, `.haptic`, Android vibration XML,
  /// sounds), listed by name to be opened as its import; sorted by path.
  static func entries(in folder: String) -> [PatternEntry] {
    paths(in: folder, depth: 0).sorted().compactMap { path in
      let file = String(path.dropFirst(folder.count + 1))
      if path.hasSuffix(".hap.md") {
        return PatternEntry(document: HapDocument.read(path: path), path: path, file: file)
      }
      return importFormat(of: path).map { PatternEntry(importing: path, format: $0, file: file) }
    }
  }

  /// The import format of a file the browser lists for import, or `nil` for a `.hap.md` (and
  /// for an `.xml` file that is not a vibration effect, judged from its first 4 KiB).
  static func importFormat(of path: String) -> ImportFormat? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard !name.hasSuffix(".md"), let format = ImportFormat(fileName: name) else { return nil }
    guard format == .androidXML else { return format }
    let head = String(decoding: LocalFiles.readPrefix(path, count: 4096) ?? [], as: UTF8.self)
    return head.contains("<vibration-effect") || head.contains("<vibration-select") ? format : nil
  }

  static func paths(in folder: String, depth: Int) -> [String] {
    guard depth < 8 else { return [] }
    var found: [String] = []
    for name in LocalFiles.names(in: folder) where !name.hasPrefix(".") {
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        found += paths(in: path, depth: depth + 1)
      } else if name.hasSuffix(".hap.md") || ImportFormat(fileName: name) != nil,
        LocalFiles.isRegularFile(path)
      {
        found.append(path)
      }
    }
    return found
  }

  /// The folder `haptui` with no argument browses from `directory`: `directory` itself when
  /// it holds pattern files, else its `Patterns` subfolder when there is one, else
  /// `directory` (where `n` then creates the first pattern).
  static func folderToBrowse(from directory: String = ".") -> String {
    let holdsPatterns = LocalFiles.names(in: directory).contains {
      $0.hasSuffix(".hap.md") && !$0.hasPrefix(".")
        && LocalFiles.isRegularFile(directory + "/" + $0)
    }
    if holdsPatterns { return directory }
    let library = directory == "." ? "Patterns" : directory + "/Patterns"
    return LocalFiles.isFolder(library) ? library : directory
  }

  /// Writes a new pattern from the template; returns its path, or why it could not.
  static func create(id: String, in folder: String) -> Result<String, TerminalError> {
    guard LocalFiles.makeFolders(folder) else {
      return .failure(TerminalError("cannot create \(folder)"))
    }
    let path = folder + "/" + id + ".hap.md"
    guard !LocalFiles.exists(path) else { return .failure(TerminalError("\(path) already exists")) }
    guard
      LocalFiles.writeAtomically(Array(PatternTemplate.text(id: id).utf8), to: path, mode: 0o644)
    else {
      return .failure(TerminalError("cannot write \(path)"))
    }
    return .success(path)
  }
}
