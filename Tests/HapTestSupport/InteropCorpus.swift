import Foundation

/// Where the shared interop corpus is (`../shared/testdata/interop` from the repository root,
/// or `../../shared/...` from a git worktree kept one folder deeper), and its files by kind;
/// `nil` when the folder is absent, so the suites skip.
public enum InteropCorpus {
  public static let root: String? = {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    for up in ["../", "../../"] {
      let path = repository.appendingPathComponent(up + "shared/testdata/interop").standardized
        .path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        return path
      }
    }
    return nil
  }()

  public static var isPresent: Bool { root != nil }

  /// Every file under `folder` (relative to the corpus) ending in `suffix`, sorted.
  public static func files(_ folder: String, suffix: String) -> [String] {
    guard let root else { return [] }
    let base = root + "/" + folder
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    var found: [String] = []
    while let name = enumerator.nextObject() as? String {
      if name.hasSuffix(suffix) { found.append(base + "/" + name) }
    }
    return found.sorted()
  }

  public static func text(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }
}
