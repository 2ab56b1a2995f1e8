import Glibc
import HapAudio
import HapImport
import HapModel
import HapSystem

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
      return importFormat(of: path).map {
        PatternEntry(importing: path, format: $0, file: file, imported: imported(path, $0))
      }
    }
  }

  /// What importing the file at `path` gives, as `haptui import` would: a pattern file's
  /// import whole (they are small and parse fast); a sound's header alone, since decoding and
  /// analysing every sound of a folder would hold up the list (`nil` when the header reads).
  static func imported(_ path: String, _ format: ImportFormat)
    -> Result<HapticPattern, ImportFailure>?
  {
    guard format == .audio else {
      return Importer.importFile(at: path).map(\.pattern)
    }
    do {
      _ = try AudioDecoder.probe(path: path)
      return nil
    } catch {
      return .failure(ImportFailure(error.kind.rawValue, error.message))
    }
  }

  /// The import format of a file the browser lists for import, or `nil` for a `.hap.md` (and
  /// for an `.xml` file that is not a vibration effect, judged from its first 4 KiB).
  static func importFormat(of path: String) -> ImportFormat? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard !name.hasSuffix(".md"), let format = ImportFormat(fileName: name) else { return nil }
    guard format == .androidXML else { return format }
    let head = String(decoding: Files.readPrefix(path, count: 4096) ?? [], as: UTF8.self)
    return head.contains("<vibration-effect") || head.contains("<vibration-select") ? format : nil
  }

  static func paths(in folder: String, depth: Int) -> [String] {
    guard depth < 8 else { return [] }
    var found: [String] = []
    for name in (Files.names(in: folder) ?? []).sorted() where !name.hasPrefix(".") {
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        found += paths(in: path, depth: depth + 1)
      } else if name.hasSuffix(".hap.md") || ImportFormat(fileName: name) != nil,
        Files.isRegularFile(path)
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
    let holdsPatterns = (Files.names(in: directory) ?? []).sorted().contains {
      $0.hasSuffix(".hap.md") && !$0.hasPrefix(".")
        && Files.isRegularFile(directory + "/" + $0)
    }
    if holdsPatterns { return directory }
    let library = directory == "." ? "Patterns" : directory + "/Patterns"
    return Files.isFolder(library) ? library : directory
  }

  /// Writes a new pattern from the template, never over an existing file; returns its path,
  /// or why it could not.
  static func create(id: String, in folder: String) -> Result<String, TerminalError> {
    guard (try? Files.makeFolders(folder, mode: 0o700)) != nil else {
      return .failure(TerminalError("cannot create \(folder)"))
    }
    let path = folder + "/" + id + ".hap.md"
    guard !Files.exists(path) else { return .failure(TerminalError("\(path) already exists")) }
    do {
      try Files.createExclusively(Array(PatternTemplate.text(id: id).utf8), at: path)
    } catch {
      return .failure(TerminalError("cannot write \(path)"))
    }
    return .success(path)
  }
}
