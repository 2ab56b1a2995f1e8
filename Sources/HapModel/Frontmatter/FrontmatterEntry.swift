/// One top-level key of the frontmatter, with where its key and value sit in the file.
public struct FrontmatterEntry: Equatable, Sendable {
  /// How a scalar value was written, so a rewrite can keep the author's quoting.
  public enum ScalarStyle: Equatable, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    /// A literal (`|`) or folded (`>`) block scalar.
    case block
  }

  public var key: String
  /// Where the key starts.
  public var keyPosition: SourcePosition
  /// The value, resolved (`0.1` unquoted is a number; see `text`).
  public var value: YAMLValue
  /// The scalar exactly as the YAML reader returned it (`nil` for lists and mappings), so
  /// `spec: 0.1` reads as the text `0.1` and not as a floating-point number.
  public var text: String?
  /// How the scalar was quoted (`nil` for lists and mappings).
  public var style: ScalarStyle?
  /// Where the value starts (for an empty value, right after the colon).
  public var valuePosition: SourcePosition
  /// The bytes of the value in the file; empty for an empty value.
  public var valueRange: Range<Int>
  /// Whether the value is one scalar on the key's line, so it can be rewritten in place.
  public var isSingleLineScalar: Bool

  public init(
    key: String, keyPosition: SourcePosition, value: YAMLValue, text: String?,
    style: ScalarStyle?, valuePosition: SourcePosition, valueRange: Range<Int>,
    isSingleLineScalar: Bool
  ) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
    self.text = text
    self.style = style
    self.valuePosition = valuePosition
    self.valueRange = valueRange
    self.isSingleLineScalar = isSingleLineScalar
  }

  /// The value as text when it is a scalar that is not null; `nil` otherwise.
  public var stringValue: String? {
    guard value != .null, let text else { return nil }
    return text
  }

  /// Whether `stringListValue` is a list, found without making it (D396).
  public var isStringList: Bool {
    guard case .sequence(let items) = value else { return false }
    return items.allSatisfy {
      switch $0 {
      case .string, .int, .float, .bool: true
      default: false
      }
    }
  }

  /// The value as a list of texts when it is a list of scalars; `nil` otherwise.
  public var stringListValue: [String]? {
    guard case .sequence(let items) = value else { return nil }
    var result: [String] = []
    for item in items {
      switch item {
      case .string(let text): result.append(text)
      case .int(let number): result.append(String(number))
      case .float(let number): result.append(String(number))
      case .bool(let flag): result.append(String(flag))
      default: return nil
      }
    }
    return result
  }
}
