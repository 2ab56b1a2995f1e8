import HapModel

/// The renditions hover needs for one version of a document, to be made off the request path:
/// the server asks for it once diagnostics are out, and the shell runs it on a worker.
public struct HoverWork: Equatable, Sendable {
  public let uri: String
  public let version: Int
  let pattern: HapticPattern
  /// The block's tree, where the track events' places are found.
  let tree: JSONTree?

  init(uri: String, version: Int, pattern: HapticPattern, tree: JSONTree? = nil) {
    self.uri = uri
    self.version = version
    self.pattern = pattern
    self.tree = tree
  }

  /// Renders every platform's default profile and groups the entries (the slow part of a
  /// first hover: about 150 ms on a 20,000-event track), and finds the events in the tree.
  public func run() -> PreparedHover {
    PreparedHover(
      uri: uri, version: version,
      lines: HoverCache.group(RenditionCache.renditions(of: pattern)),
      locator: tree.map { TrackEventLocator($0) })
  }
}
