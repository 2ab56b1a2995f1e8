/// The part of an editing session that undo restores: the pattern and which events were selected.
public struct EditSnapshot: Equatable, Sendable {
  public var pattern: HapticPattern
  /// Selected event ids, in the order they were selected.
  public var selection: [EventID]

  public init(pattern: HapticPattern, selection: [EventID] = []) {
    self.pattern = pattern
    self.selection = selection
  }
}
