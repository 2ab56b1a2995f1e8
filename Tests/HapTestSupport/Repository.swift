/// The repository the tests run in, found once from this file's path
/// (`Tests/HapTestSupport/Repository.swift`).
public enum Repository {
  /// The repository root, without a trailing slash.
  public static let root: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
  }()

  /// `relative` (such as `Patterns/tap.hap.md`) inside the repository.
  public static func path(_ relative: String) -> String {
    root + "/" + relative
  }
}
