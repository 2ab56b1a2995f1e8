import HapModel

/// JSON text for values the site writes (the index, a page's playground data), safe to place
/// inside an HTML `<script type="application/json">` element: `<`, `>` and `&` are written as
/// `\u` escapes, so no value can close the element or open a comment.
enum JSONText {
  /// `text` as a JSON string literal: HapModel's JSON quoting, then the characters HTML or
  /// a script's source would read specially as `\u` escapes (a quoted string never holds them
  /// otherwise).
  static func string(_ text: String) -> String {
    var result = ""
    for scalar in JSONWriter.quoted(text).unicodeScalars {
      switch scalar {
      case "<": result += "\\u003c"
      case ">": result += "\\u003e"
      case "&": result += "\\u0026"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// An optional string as a literal or `null`.
  static func string(_ text: String?) -> String { text.map(string) ?? "null" }

  /// A number in the shortest form that reads back as itself (`0.5`, `1`, `60`).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// `items` as a JSON array.
  static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

  /// Members (already-encoded values) as a JSON object, in the order given.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}
