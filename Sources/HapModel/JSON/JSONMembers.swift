/// Object members the typed model does not know, kept in source order so they survive a save.
///
/// Each member is a `JSONTree` whose root node carries the member name as its `key`.
public struct JSONMembers: Equatable, Sendable {
  public var members: [JSONTree]

  public init(_ members: [JSONTree] = []) {
    self.members = members
  }

  public var isEmpty: Bool { members.isEmpty }

  /// The member names, in order.
  public var keys: [String] { members.compactMap { $0.nodes.first?.key } }
}
