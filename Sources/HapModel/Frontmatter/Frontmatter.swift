/// The YAML frontmatter of a `.hap.md` file: its top-level keys in order, with positions.
///
/// Every key is kept, known or not (the spec says unknown keys are ignored, never fatal); the
/// typed accessors read the keys of the spec's table.
public struct Frontmatter: Equatable, Sendable {
  /// The top-level keys in file order (duplicates included).
  public var entries: [FrontmatterEntry]
  /// The line of the opening `---`.
  public var openingLine: Int
  /// The line of the closing `---`.
  public var closingLine: Int

  public init(entries: [FrontmatterEntry], openingLine: Int, closingLine: Int) {
    self.entries = entries
    self.openingLine = openingLine
    self.closingLine = closingLine
  }

  /// The keys the spec's table defines.
  public static let knownKeys: [String] = [
    "id", "title", "spec", "version", "category", "intent", "requiredCapability", "platforms",
    "tags", "feel",
  ]

  /// The entry for `key` (the first one, if the key repeats).
  public func entry(_ key: String) -> FrontmatterEntry? {
    // Keys are read in place; only the entry found is copied (a search that copied each
    // entry it passed cost more than the comparisons).
    for index in entries.indices where entries[index].key == key { return entries[index] }
    return nil
  }

  public var id: String? { entry("id")?.stringValue }
  public var title: String? { entry("title")?.stringValue }
  /// The grammar version, as written (`0.1` unquoted stays the text `0.1`).
  public var spec: String? { entry("spec")?.stringValue }
  public var version: String? { entry("version")?.stringValue }
  public var category: String? { entry("category")?.stringValue }
  public var intent: String? { entry("intent")?.stringValue }
  /// The required capability; `nil` both when the key is absent and when it is `null`.
  public var requiredCapability: String? { entry("requiredCapability")?.stringValue }
  public var platforms: [String]? { entry("platforms")?.stringListValue }
  public var tags: [String]? { entry("tags")?.stringListValue }
  public var feel: String? { entry("feel")?.stringValue }

  /// Keys the spec's table does not define (kept, and ignored).
  public var unknownKeys: [String] {
    entries.map(\.key).filter { !Self.knownKeys.contains($0) }
  }
}
