/// The honest account of an import: every construct of the source and what became of it.
///
/// Format-neutral, so every importer (AHAP, `.haptic`, Android XML, audio) fills the same
/// report, and the writer and the command print it the same way.
public struct ImportReport: Equatable, Sendable {
  /// The entries in the order the importer met the constructs.
  public private(set) var entries: [ImportEntry] = []

  public init(entries: [ImportEntry] = []) {
    self.entries = entries
  }

  /// Adds one entry.
  public mutating func add(
    _ construct: String, _ status: ImportStatus, _ reason: String, line: Int? = nil,
    column: Int? = nil
  ) {
    entries.append(
      ImportEntry(construct: construct, status: status, reason: reason, line: line, column: column))
  }

  /// Adds the entries of another report after these.
  public mutating func append(contentsOf other: ImportReport) {
    entries += other.entries
  }

  /// The entries with `status`.
  public func entries(_ status: ImportStatus) -> [ImportEntry] {
    entries.filter { $0.status == status }
  }

  /// How many entries have each status.
  public var counts: (kept: Int, approximated: Int, dropped: Int) {
    var counts = (kept: 0, approximated: 0, dropped: 0)
    for entry in entries {
      switch entry.status {
      case .kept: counts.kept += 1
      case .approximated: counts.approximated += 1
      case .dropped: counts.dropped += 1
      }
    }
    return counts
  }
}
