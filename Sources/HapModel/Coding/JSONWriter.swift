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

  /// `text` as a JSON string literal: `"`, `\` and the control characters escaped (`\n`,
  /// `\t`… or `\u001F`), everything else as it is.
  ///
  /// The text is read as UTF-8 and copied in runs between the bytes that need an escape (only
  /// ASCII bytes do), so a long artefact (`render --json` of a long track quotes tens of
  /// megabytes) costs a copy, not a string append per character (D252).
  public static func quoted(_ text: String) -> String {
    var text = text
    return text.withUTF8 { utf8 in
      var out: [UInt8] = []
      out.reserveCapacity(utf8.count + utf8.count / 8 + 2)
      out.append(UInt8(ascii: "\""))
      var run = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
        run = index + 1
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        default:
          let hex = Array("0123456789ABCDEF".utf8)
          out.append(contentsOf: Array("u00".utf8))
          out.append(hex[Int(byte >> 4)])
          out.append(hex[Int(byte & 0x0F)])
        }
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
      out.append(UInt8(ascii: "\""))
      return String(decoding: out, as: UTF8.self)
    }
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
