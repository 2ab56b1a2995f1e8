import HapImport
import HapModel

/// One pattern file as the browser lists it, or a file it opens as an import.
public struct PatternEntry: Equatable, Sendable {
  public var path: String
  public var id: String
  public var title: String
  public var category: String
  public var tags: [String]
  public var intent: String
  public var feel: String
  public var isConformant: Bool
  /// The decoded pattern, for the preview (`nil` when the block does not parse).
  public var pattern: HapticPattern?
  /// The file's name as the list shows it: its path inside the browsed folder.
  public var file: String
  /// Why the file is not conformant: its first error (`HAP005 14:5 …`), else `nil`.
  public var problem: String?
  /// For a file that opens as its import (AHAP, `.haptic`, Android XML, a sound): the format;
  /// `nil` for a `.hap.md`.
  public var importFormat: ImportFormat?

  public init(
    path: String, id: String, title: String = "", category: String = "", tags: [String] = [],
    intent: String = "", feel: String = "", isConformant: Bool = true,
    pattern: HapticPattern? = nil, file: String? = nil, problem: String? = nil
  ) {
    self.path = path
    self.file = file ?? path.split(separator: "/").last.map(String.init) ?? path
    self.problem = problem
    self.id = id
    self.title = title
    self.category = category
    self.tags = tags
    self.intent = intent
    self.feel = feel
    self.isConformant = isConformant
    self.pattern = pattern
  }

  /// The entry for a document read from disk; `file` is its path inside the browsed folder.
  public init(document: HapDocument, path: String, file: String? = nil) {
    let front = document.frontmatter
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let first = document.errors.first
    self.init(
      path: path, id: document.pattern?.id ?? front?.id ?? name, title: front?.title ?? "",
      category: front?.category ?? "", tags: front?.tags ?? [],
      intent: document.pattern?.intent ?? front?.intent ?? "", feel: front?.feel ?? "",
      isConformant: document.isConformant, pattern: document.pattern, file: file,
      problem: first.map { "\($0.code) \($0.line):\($0.column) \($0.message)" })
  }

  /// The entry for a file `haptui import` reads: its name as the id, its format as the title and
  /// `import` as its category (the preview says what Enter does). `imported` is what importing
  /// it gave: its pattern (Space plays it), or the `IMPnnn` failure `haptui import` prints
  /// (the row is then marked broken); `nil` when it was not imported (a sound, whose header
  /// alone is checked).
  public init(
    importing path: String, format: ImportFormat, file: String? = nil,
    imported: Result<HapticPattern, ImportFailure>? = nil
  ) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    self.init(
      path: path, id: name, title: Self.describe(format), category: "import",
      file: file)
    importFormat = format
    switch imported {
    case .success(let pattern):
      self.pattern = pattern
    case .failure(let failure):
      isConformant = false
      problem = "\(failure.code) \(failure.line):\(failure.column) \(failure.message)"
    case nil:
      break
    }
  }

  /// A format as the browser names it.
  static func describe(_ format: ImportFormat) -> String {
    switch format {
    case .ahap: "AHAP"
    case .haptic: "Meta .haptic"
    case .androidXML: "Android XML"
    case .audio: "sound"
    }
  }

  /// Whether the entry matches every term of a filter: `id:`, `cat:` (`category:`), `tag:`
  /// and `intent:` look in one field; a bare term in any of them or the title. Case is ignored.
  public func matches(_ filter: String) -> Bool {
    filter.lowercased().split(separator: " ").allSatisfy { term in
      let parts = term.split(separator: ":", maxSplits: 1).map(String.init)
      if parts.count == 2, !parts[1].isEmpty {
        let value = parts[1]
        switch parts[0] {
        case "id": return id.lowercased().contains(value)
        case "cat", "category": return category.lowercased().contains(value)
        case "tag", "tags": return tags.contains { $0.lowercased().contains(value) }
        case "intent": return intent.lowercased().contains(value)
        default: break
        }
      }
      let word = String(term)
      return ([id, title, category, intent] + tags).contains { $0.lowercased().contains(word) }
    }
  }
}
