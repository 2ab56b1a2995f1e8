/// Escaping for HTML text and attribute values: every value a pattern supplies goes through
/// here before it reaches a page.
enum HTML {
  /// `text` safe as element content and inside a double-quoted attribute: `&`, `<`, `>`, `"`
  /// and `'` become character references, and control characters other than tab and line
  /// breaks (which HTML forbids) are dropped.
  ///
  /// Works on the UTF-8 bytes, and returns `text` itself when nothing needs escaping (most
  /// values): a site escapes every reason of every report of every profile (D170).
  static func escape(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.contains(where: needsWork) else { return nil }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 16)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): out.append(byte)
        case 0..<0x20, 0x7F: continue
        // U+0080–U+009F, the C1 controls, are 0xC2 0x80–0x9F in UTF-8.
        case 0xC2 where index < bytes.count && (0x80...0x9F).contains(bytes[index]):
          index += 1
        default: out.append(byte)
        }
      }
      return String(decoding: out, as: UTF8.self)
    } ?? text
  }

  /// `text` escaped, with each backticked span (Markdown's inline code) as a `<code>` element;
  /// a backtick left unpaired stays as text (D227).
  static func inlineCode(_ text: String) -> String {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    var out = ""
    for (index, part) in parts.enumerated() {
      if index % 2 == 0 {
        out += escape(String(part))
      } else if index < parts.count - 1 {
        out += "<code>\(escape(String(part)))</code>"
      } else {
        out += "`" + escape(String(part))
      }
    }
    return out
  }

  /// Whether `byte` starts something `escape` changes.
  private static func needsWork(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"), 0xC2, 0x7F:
      true
    case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): false
    default: byte < 0x20
    }
  }
}
