/// A stable identity for a track event within one editing session.
///
/// Ids are never written to the file: they let a selection follow an event while the track is
/// re-sorted, edited, undone and redone.
public struct EventID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var raw: Int

  public init(_ raw: Int) {
    self.raw = raw
  }

  public static func < (lhs: EventID, rhs: EventID) -> Bool { lhs.raw < rhs.raw }

  public var description: String { "e\(raw)" }
}
