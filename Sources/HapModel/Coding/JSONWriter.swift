/// Writes JSON values in haptui's one-line style: `{ "a": 1, "b": [1, 2] }`.
///
/// Numbers read from a file keep their lexeme; strings are escaped minimally (quote, backslash
/// and control characters; everything else is written as UTF-8). The writer never recurses, so a
/// kept member of any nesting depth is written back without using stack.
public enum JSONWriter {
  /// The value at `index` of `tree`, on one line.
  public static func inline(_ tree: JSONTree, at index: Int = 0) -> String {
    var output = ""
    // Each frame is a container being written and the next child to write.
    var stack: [(container: Int, next: Int, isObject: Bool)] = []
    var current: Int? = index
    while true {
      if let node = current {
        let value = tree.nodes[node]
        switch value.kind {
        case .object, .array:
          let isObject = value.kind == .object
          if value.end == node + 1 {
            output += isObject ? "{}" : "[]"
          } else {
            output += isObject ? "{ " : "["
            stack.append((node, node + 1, isObject))
          }
        default:
          output += scalar(value.kind)
        }
        current = nil
      }
      guard let top = stack.last else { break }
      let end = tree.nodes[top.container].end
      if top.next >= end {
        stack.removeLast()
        output += top.isObject ? " }" : "]"
        continue
      }
      if top.next != top.container + 1 { output += ", " }
      if top.isObject { output += quoted(tree.nodes[top.next].key ?? "") + ": " }
      current = top.next
      stack[stack.count - 1].next = tree.nodes[top.next].end
    }
    return output
  }

  /// A scalar value (containers are written by `inline`).
  static func scalar(_ kind: JSONKind) -> String {
    switch kind {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): number.lexeme
    case .string(let text): quoted(text)
    case .object: "{}"
    case .array: "[]"
    }
  }

  /// `text` as a JSON string literal.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      default:
        if scalar.value < 0x20 {
          let digits = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A finite number in the shortest decimal form that reads back as the same `Double`, without
  /// an exponent (`1`, `0.5`, `0.000015`); whole numbers get no fraction. JSON cannot hold an
  /// infinity or NaN, so those (which only a buggy edit could produce) are written as `null`,
  /// which the validator then reports, rather than stopping the program.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    let text = "\(value)"
    guard let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
    // Expand "d.ddde±x" into plain decimal notation.
    var mantissa = String(text[..<marker])
    let exponent = Int(text[text.index(after: marker)...]) ?? 0
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa.removeFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let whole = String(parts[0])
    var fraction = parts.count > 1 ? String(parts[1]) : ""
    if fraction == "0" { fraction = "" }
    var digits = whole + fraction
    var point = whole.count + exponent
    if point <= 0 {
      digits = String(repeating: "0", count: -point + 1) + digits
      point = 1
    } else if point > digits.count {
      digits += String(repeating: "0", count: point - digits.count)
    }
    var integerPart = String(digits.prefix(point))
    var fractionPart = String(digits.dropFirst(point))
    while fractionPart.hasSuffix("0") { fractionPart.removeLast() }
    while integerPart.count > 1, integerPart.hasPrefix("0") { integerPart.removeFirst() }
    let body = fractionPart.isEmpty ? integerPart : integerPart + "." + fractionPart
    return negative ? "-" + body : body
  }
}
