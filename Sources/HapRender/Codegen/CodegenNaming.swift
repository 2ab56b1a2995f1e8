/// Identifiers for generated vocabularies: lowerCamelCase members from pattern ids, the words
/// each language reserves, and how a reserved word is made usable.
enum CodegenNaming {
  /// `double-tap` → `doubleTap`; an id that would start with a digit gets a `pattern` prefix.
  static func member(_ id: String) -> String {
    let upper = Identifier.upperCamel(id)
    return upper.prefix(1).lowercased() + upper.dropFirst()
  }

  /// Whether `name` is an ASCII identifier in every target language.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCII,
      first.properties.isAlphabetic || first == "_"
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
    }
  }

  /// A pattern member as written in `language`: escaped with backticks where Swift or Kotlin
  /// reserve the word, renamed (with a warning) where Dart does; `nil` rename means unchanged.
  static func spelled(_ name: String, in language: CodegenLanguage) -> (
    declaration: String, call: String, renamedFrom: String?
  ) {
    switch language {
    case .swift where swiftKeywords.contains(name):
      // After a dot Swift accepts keywords as member names, so only the declaration needs them.
      return ("`\(name)`", name, nil)
    case .kotlin where kotlinKeywords.contains(name):
      return ("`\(name)`", "`\(name)`", nil)
    case .dart where dartReserved.contains(name):
      return (name + "Pattern", name + "Pattern", name)
    default:
      return (name, name, nil)
    }
  }

  /// Members the generated type declares itself, which a pattern may not take.
  static func ownMembers(_ language: CodegenLanguage) -> Set<String> {
    switch language {
    case .swift: ["isEnabled", "reducedFeedback", "prepare", "init", "self", "Type", "Protocol"]
    case .kotlin:
      ["init", "isEnabled", "reducedFeedback", "getReducedFeedback", "setReducedFeedback"]
    case .typescript: ["isEnabled", "reducedFeedback"]
    case .dart: ["isEnabled", "reducedFeedback", "hashCode", "runtimeType", "toString"]
    }
  }

  /// Swift keywords that need backticks when declared (The Swift Programming Language,
  /// Lexical Structure, Keywords and Punctuation).
  static let swiftKeywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "inout", "internal", "let", "nonisolated", "open",
    "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "super", "throws",
    "true", "try", "any", "some",
  ]

  /// Kotlin's hard keywords (kotlinlang.org, Keywords and operators).
  static let kotlinKeywords: Set<String> = [
    "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in",
    "interface", "is", "null", "object", "package", "return", "super", "this", "throw", "true",
    "try", "typealias", "typeof", "val", "var", "when", "while",
  ]

  /// Dart's reserved words, which no identifier may be (dart.dev, Keywords).
  static let dartReserved: Set<String> = [
    "assert", "break", "case", "catch", "class", "const", "continue", "default", "do", "else",
    "enum", "extends", "false", "final", "finally", "for", "if", "in", "is", "new", "null",
    "rethrow", "return", "super", "switch", "this", "throw", "true", "try", "var", "void",
    "while", "with",
  ]

  /// Text safe inside a `///`, `/** */` or `//` comment: one line, no comment terminator.
  static func commentText(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return flat.replacing("*/", with: "* /")
  }
}
