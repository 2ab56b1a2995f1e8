/// The status messages shown lately, oldest first, kept for `:messages` (D155).
///
/// The status line cuts a long message at the window's width; the log keeps it whole.
public struct MessageLog: Equatable, Sendable {
  /// How many messages the log keeps; older ones are dropped first.
  public static let limit = 50

  /// The kept messages, oldest first.
  public private(set) var entries: [StatusMessage] = []

  public init() {}

  /// Adds `message` as the newest, dropping the oldest beyond `limit`.
  public mutating func record(_ message: StatusMessage) {
    entries.append(message)
    if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
  }
}
