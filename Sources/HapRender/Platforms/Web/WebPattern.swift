/// Fits a `fallbacks.web` array to what browsers accept (platform-facts 7.1), saying what changed.
struct WebPattern: Equatable, Sendable {
  /// Chromium keeps the first 99 entries.
  static let maximumEntries = 99
  /// Browsers clamp each entry to 10 s.
  static let maximumEntry = 10_000

  /// The pattern to pass to `navigator.vibrate`.
  var entries: [Int]
  /// What was changed, for the report (empty when the pattern went through as written).
  var changes: [String]

  init(_ written: [Int]) {
    var entries: [Int] = []
    entries.reserveCapacity(written.count)
    var changes: [String] = []
    var split = 0
    for value in written {
      // An entry past 10 s is cut into 10 s pieces joined by zero-length opposite entries, so
      // the on and off parity of everything after it stays as written.
      var rest = value
      while rest > Self.maximumEntry {
        entries += [Self.maximumEntry, 0]
        rest -= Self.maximumEntry
        split += 1
      }
      entries.append(rest)
    }
    if split > 0 {
      changes.append("entries over 10 s split into 10 s pieces (browsers clamp each entry)")
    }
    if entries.count > Self.maximumEntries {
      changes.append(
        "\(entries.count - Self.maximumEntries) entries past the 99th dropped (Chromium keeps 99)")
      entries.removeLast(entries.count - Self.maximumEntries)
    }
    if entries.count % 2 == 0, !entries.isEmpty {
      entries.removeLast()
      changes.append("a trailing pause removed (it plays nothing; Chromium drops it too)")
    }
    self.entries = entries
    self.changes = changes
  }

  /// Whether anything vibrates.
  var vibrates: Bool {
    entries.enumerated().contains { $0.offset % 2 == 0 && $0.element > 0 }
  }
}
