/// HAP009: two files of one set of patterns share an `id` (issue 20 item 7, D096).
///
/// A pattern's id names its function in `haptui codegen` and its files in `haptui export`, so
/// two files with one id cannot ship together; `validate` over several files says so at once,
/// on each of the files, pointing at each one's `id`.
public enum DuplicateIDRule {
  /// One checked file: where it is, its id, and where the id is written.
  public struct Entry: Sendable {
    public var path: String
    public var id: String?
    public var position: SourcePosition?

    public init(path: String, id: String?, position: SourcePosition?) {
      self.path = path
      self.id = id
      self.position = position
    }
  }

  /// The HAP009 errors of each entry that shares its id with another, by the entry's index.
  public static func diagnostics(_ entries: [Entry]) -> [Int: [Diagnostic]] {
    var byID: [String: [Int]] = [:]
    byID.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      guard let id = entry.id, !id.isEmpty else { continue }
      byID[id, default: []].append(index)
    }
    var found: [Int: [Diagnostic]] = [:]
    for (id, indices) in byID where indices.count > 1 {
      for index in indices {
        let others = indices.filter { $0 != index }.map { other in
          entries[other].path + (entries[other].position.map { ":\($0.line)" } ?? "")
        }
        let position = entries[index].position ?? .start
        found[index, default: []].append(
          Diagnostic(
            code: "HAP009", severity: .error, line: position.line, column: position.column,
            message: "id \(JSONWriter.quoted(id)) is also the id of "
              + others.joined(separator: ", ")
              + "; codegen and export need one id per pattern, so give one of them another id"))
      }
    }
    return found
  }

  /// Where `document`'s id is written: the frontmatter `id` value, else the block's fence.
  public static func idPosition(of document: HapDocument) -> SourcePosition? {
    document.frontmatter?.entry("id")?.valuePosition ?? document.block?.fencePosition
  }
}
