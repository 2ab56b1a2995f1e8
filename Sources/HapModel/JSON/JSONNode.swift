/// One value in a `JSONTree`, as `tree.nodes[i]` returns it.
///
/// Children of the node at index `i` start at `i + 1`; the next sibling of a child `c` is at
/// `nodes[c].end`. The tree does not store `JSONNode`s: it keeps a compact record per value and
/// builds this view on access (see `JSONNodes`).
public struct JSONNode: Sendable {
  /// What the node holds; containers hold their members as following nodes.
  public var kind: JSONKind
  /// Where the value starts in the source.
  public var position: SourcePosition
  /// The member name when the parent is an object.
  public var key: String?
  /// Where the member name starts, when the parent is an object.
  public var keyPosition: SourcePosition?
  /// The index one past this node's last descendant.
  public var end: Int

  public init(
    kind: JSONKind, position: SourcePosition, key: String? = nil,
    keyPosition: SourcePosition? = nil, end: Int
  ) {
    self.kind = kind
    self.position = position
    self.key = key
    self.keyPosition = keyPosition
    self.end = end
  }
}
