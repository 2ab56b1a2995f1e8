/// A YAML value from the frontmatter, with plain scalars resolved by the YAML 1.2 core schema.
public indirect enum YAMLValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case float(Double)
  /// A quoted scalar, a block scalar, or a plain scalar that is not null, a bool or a number.
  case string(String)
  case sequence([YAMLValue])
  case mapping([YAMLPair])

  /// The type name used in messages (`string`, `list`, `mapping`, …).
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .int: "integer"
    case .float: "number"
    case .string: "string"
    case .sequence: "list"
    case .mapping: "mapping"
    }
  }

  /// Resolves a plain (unquoted) scalar the way the YAML 1.2 core schema does.
  public static func resolvePlain(_ text: String) -> YAMLValue {
    // Every null, bool, number and special float below starts with one of these bytes; any
    // other text is a string, decided without the comparisons.
    switch text.utf8.first ?? UInt8(ascii: "~") {
    case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"),
      UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "."),
      UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      break
    default:
      return .string(text)
    }
    // The words below are at most five bytes, and ASCII without `K`, so no longer text is
    // canonically equal to one: a version like `1.0.8` or a sentence skips the comparisons.
    if text.utf8.count <= 5 {
      switch text {
      case "", "~", "null", "Null", "NULL": return .null
      case "true", "True", "TRUE": return .bool(true)
      case "false", "False", "FALSE": return .bool(false)
      case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
      case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
      case ".nan", ".NaN", ".NAN": return .float(.nan)
      default: break
      }
    }
    if isInteger(text), let value = Int(text) { return .int(value) }
    if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return .int(value) }
    if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return .int(value) }
    if isFloat(text), let value = Double(text) { return .float(value) }
    return .string(text)
  }

  private static func isInteger(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars
    if let first = scalars.first, first == "-" || first == "+" { scalars = scalars.dropFirst() }
    return !scalars.isEmpty && scalars.allSatisfy { ("0"..."9").contains($0) }
  }

  private static func isFloat(_ text: String) -> Bool {
    // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
    var rest = Substring(text).unicodeScalars
    if let first = rest.first, first == "-" || first == "+" { rest = rest.dropFirst() }
    let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
    let whole = rest.prefix(while: isDigit)
    rest = rest.dropFirst(whole.count)
    var fraction = Substring.UnicodeScalarView()
    if rest.first == "." {
      rest = rest.dropFirst()
      fraction = rest.prefix(while: isDigit)
      rest = rest.dropFirst(fraction.count)
    }
    guard !whole.isEmpty || !fraction.isEmpty else { return false }
    if let marker = rest.first, marker == "e" || marker == "E" {
      rest = rest.dropFirst()
      if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
      let exponent = rest.prefix(while: isDigit)
      guard !exponent.isEmpty else { return false }
      rest = rest.dropFirst(exponent.count)
    }
    return rest.isEmpty
  }
}

/// One key and value of a YAML mapping.
public struct YAMLPair: Equatable, Sendable {
  public var key: YAMLValue
  public var value: YAMLValue

  public init(key: YAMLValue, value: YAMLValue) {
    self.key = key
    self.value = value
  }
}
