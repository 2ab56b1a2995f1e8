import Foundation

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
  }

  static func expand(_ paths: [String]) -> Expansion {
    var expansion = Expansion()
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
      else {
        // Missing paths are passed on, so they are reported as unreadable files (HAP000).
        expansion.files.append(path)
        continue
      }
      let found = search(path)
      if found.isEmpty { expansion.emptyFolders.append(path) }
      expansion.files += found
    }
    return expansion
  }

  private static func search(_ root: String) -> [String] {
    var found: [String] = []
    var pending = [root]
    while let folder = pending.popLast() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where !name.hasPrefix(".") {
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let type = attributes?[.type] as? FileAttributeType
        if type == .typeDirectory {
          pending.append(path)
        } else if name.hasSuffix(".hap.md"), type == .typeRegular || type == .typeSymbolicLink {
          found.append(path)
        }
      }
    }
    return found.sorted()
  }
}
