import HapModel

/// What the JSON Schema says about one block, as the differential test compares it.
///
/// haptui's verdict is derived from `BlockValidator`: the codes in `schemaCodes` are the ones the
/// published schema also expresses. HAP005 (event order), the frontmatter half of HAP003 and
/// all warnings are outside the schema and never count (D005).
enum SchemaVerdict: String, Sendable, CaseIterable {
  /// Not one RFC 8259 JSON text (haptui: HAP007).
  case malformed
  /// JSON that breaks the schema or repeats a member name.
  case invalid
  /// JSON the schema accepts.
  case valid

  /// The error codes that mean "the schema rejects this block".
  static let schemaCodes: Set<String> = ["HAP002", "HAP003", "HAP004", "HAP006"]

  /// The error codes `BlockValidator` may report at all; anything else is a contract change.
  static let blockErrorCodes: Set<String> = schemaCodes.union(["HAP005"])

  /// haptui's verdict for the bytes of one block.
  static func haptui(_ bytes: [UInt8]) -> SchemaVerdict {
    guard let tree = try? JSONParser.parse(bytes) else { return .malformed }
    let rejected = BlockValidator.diagnostics(for: tree).contains {
      $0.severity == .error && schemaCodes.contains($0.code)
    }
    return rejected ? .invalid : .valid
  }

  /// The verdict a corpus file was written to have: the part of its name before `--`.
  static func expected(fileName: String) -> SchemaVerdict? {
    guard let range = fileName.range(of: "--") else { return nil }
    return SchemaVerdict(rawValue: String(fileName[..<range.lowerBound]))
  }
}
