/// A YAML value from the frontmatter, with plain scalars resolved by the YAML 1.2 core schema.
public enum YAMLValue: Equatable, Sendable {
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

  /// The core schema's integers and floats are ASCII, so both are matched on the UTF-8 bytes:
  /// any other byte fails the match as its scalar would, without a scalar view's decoding.
  private static func isInteger(_ text: String) -> Bool {
    // [-+]? [0-9]+
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      return index < bytes.count && digits(bytes, from: index) == bytes.count
    }
  }

  private static func isFloat(_ text: String) -> Bool {
    // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      let wholeEnd = digits(bytes, from: index)
      var hasDigits = wholeEnd > index
      index = wholeEnd
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        let fractionEnd = digits(bytes, from: index + 1)
        hasDigits = hasDigits || fractionEnd > index + 1
        index = fractionEnd
      }
      guard hasDigits else { return false }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
      {
        index += 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
        {
          index += 1
        }
        let exponentEnd = digits(bytes, from: index)
        guard exponentEnd > index else { return false }
        index = exponentEnd
      }
      return index == bytes.count
    }
  }

  /// The end of the run of ASCII digits that starts at `start`.
  private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
    return index
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
