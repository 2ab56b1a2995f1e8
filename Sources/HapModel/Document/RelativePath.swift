import Glibc

/// A path written from another file's folder, as a frontmatter's `audio:` names its sound.
public enum RelativePath {
  /// `target` as seen from the folder holding `file` (both resolved through symbolic links
  /// first, when they exist), such as `../sounds/tap.wav`; `target` made absolute when no
  /// shorter relative path exists (`/` is the only common folder).
  public static func of(_ target: String, fromFolderOf file: String) -> String {
    let folder = Self.folder(of: file)
    let from = components(resolved(folder))
    let to = components(resolved(target))
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    if common == 0 { return "/" + to.joined(separator: "/") }
    let up = Array(repeating: "..", count: from.count - common)
    return (up + to[common...]).joined(separator: "/")
  }

  /// The folder of `path` (`.` for a bare name).
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` made absolute: through `realpath` when it exists, else its folder's real path and
  /// its name.
  public static func resolved(_ path: String) -> String {
    if let real = realPath(path) { return real }
    let folder = Self.folder(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return (realPath(folder) ?? folder) + "/" + name
  }

  private static func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  private static func components(_ path: String) -> [String] {
    path.split(separator: "/").map(String.init).filter { $0 != "." }
  }
}
