/// The files one build of `haptui site` wrote, kept in the folder's marker file so the next
/// build can remove the pages of patterns that were renamed or removed, and nothing else
/// (DECISIONS.md D171).
///
/// The marker's first line says what the folder is; each later line is one path the build
/// wrote, relative to the folder. A marker from before manifests (one line) lists nothing, so
/// nothing is removed after it.
public struct SiteManifest: Equatable, Sendable {
  /// The paths written, in the order given.
  public var paths: [String]

  public init(paths: [String] = []) {
    self.paths = paths
  }

  /// The marker's first line.
  static let heading =
    "This folder was made by haptui site; a later build may replace its files. "
    + "The lines below are the files it wrote (a later build removes those it no longer writes)."

  /// Reads a marker's text: every line after the first that is a path the site may write
  /// (`SiteFile.isSafe`); anything else (an edited or damaged line) is ignored, so a manifest
  /// can never name a file outside the folder or a hidden one.
  public init(text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).dropFirst()
    paths = lines.map(String.init).filter(SiteFile.isSafe)
  }

  /// The marker's text.
  public var text: String {
    ([Self.heading] + paths).joined(separator: "\n") + "\n"
  }

  /// The paths of this (earlier) manifest that `newer` does not list: the stale files.
  public func stale(after newer: SiteManifest) -> [String] {
    let kept = Set(newer.paths)
    return paths.filter { !kept.contains($0) }
  }
}
