/// Writes a string as a one-line YAML scalar that any YAML reader reads back as that string.
///
/// Plain (unquoted) is used only when no reader could take the text for something else: not a
/// null, boolean or number under YAML 1.2 or 1.1 (so `yes`, `on` and `1:30` are quoted too), no
/// indicator at the start, no `: ` or ` #`, no flow punctuation, no edge spaces. Everything
/// else is double-quoted with escapes, which can hold any text on one line.
enum YAMLScalarWriter {
  /// `value` as a scalar: the author's `style` when it can hold the text on one line, else
  /// plain when safe, else double-quoted. A plain or block style asks for plain-when-safe.
  static func scalar(_ value: String, keeping style: FrontmatterEntry.ScalarStyle?)
    -> String
  {
    switch style {
    case .doubleQuoted: return doubleQuoted(value)
    case .singleQuoted where canSingleQuote(value): return singleQuoted(value)
    default: return isPlainSafe(value) ? value : doubleQuoted(value)
    }
  }

  /// `value` between double quotes, with every character a reader could misread escaped.
  static func doubleQuoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\u{0}": result += "\\0"
      case "\u{85}": result += "\\N"
      case "\u{2028}": result += "\\L"
      case "\u{2029}": result += "\\P"
      default:
        if isPrintable(scalar) {
          result.unicodeScalars.append(scalar)
        } else {
          result += escaped(scalar)
        }
      }
    }
    return result + "\""
  }

  /// `value` between single quotes (a quote doubled); only for text `canSingleQuote` accepts.
  static func singleQuoted(_ value: String) -> String {
    "'" + value.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''")
      + "'"
  }

  /// Whether single quotes hold `value` exactly: they have no escapes, so every character
  /// must be printable and none may break the line.
  static func canSingleQuote(_ value: String) -> Bool {
    value.unicodeScalars.allSatisfy { $0 == "\t" || (isPrintable($0) && !isBreak($0)) }
  }

  /// Whether `value` written without quotes reads back as the same string, in any reader.
  static func isPlainSafe(_ value: String) -> Bool {
    let scalars = value.unicodeScalars
    guard let first = scalars.first, let last = scalars.last else { return false }
    guard !"-?:,[]{}#&*!|>'\"%@` \t".unicodeScalars.contains(first), last != " " else {
      return false
    }
    guard
      scalars.allSatisfy({
        isPrintable($0) && !isBreak($0) && !",[]{}\t\u{FEFF}".unicodeScalars.contains($0)
      })
    else { return false }
    // `: ` starts a mapping value and ` #` a comment; a `:` anywhere is quoted too, since
    // YAML 1.1 readers take `1:30` for a number.
    guard !value.contains(":"), !value.contains(" #") else { return false }
    guard YAMLValue.resolvePlain(value) == .string(value) else { return false }
    return !looksTypedInYAML11(value)
  }

  /// Plain scalars a YAML 1.1 reader (PyYAML, many tools) turns into a boolean or a number.
  static func looksTypedInYAML11(_ value: String) -> Bool {
    let words: Set<String> = [
      "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off",
      "OFF",
    ]
    if words.contains(value) { return true }
    // Numbers with `_` separators, binary, octal, hex and exponents: anything made only of
    // number characters that starts like a number.
    let numberish = "0123456789_.+-eExXoObBabcdefABCDEF".unicodeScalars
    guard let first = value.unicodeScalars.first, "0123456789+-.".unicodeScalars.contains(first)
    else { return false }
    return value.unicodeScalars.allSatisfy { numberish.contains($0) }
  }

  /// Whether libyaml accepts the character unescaped in a scalar (YAML's printable set).
  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0x10000...0x10FFFF: true
    case 0xE000...0xFFFD: scalar.value != 0xFEFF
    default: false
    }
  }

  /// Line breaks in YAML 1.1 (libyaml): a raw one inside a scalar would fold or end it.
  static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
    ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
  }

  /// The YAML escape of a character: `\xXX`, `\uXXXX` or `\UXXXXXXXX`.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    let (prefix, digits) =
      scalar.value < 0x100 ? ("\\x", 2) : scalar.value < 0x10000 ? ("\\u", 4) : ("\\U", 8)
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return prefix + String(repeating: "0", count: digits - hex.count) + hex
  }
}
