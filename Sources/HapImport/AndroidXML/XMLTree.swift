internal import CXML2
import HapModel

/// Parses XML with libxml2 (no network, no entity expansion, no DTD loading) into
/// `XMLElement`s, with malformed input reported at libxml2's line and column.
enum XMLTree {
  static func parse(_ bytes: [UInt8]) throws(ImportFailure) -> XMLElement {
    guard let context = xmlNewParserCtxt() else {
      throw ImportFailure("IMP030", "cannot start the XML parser (out of memory)")
    }
    defer { xmlFreeParserCtxt(context) }
    // libxml2 keeps only its last error, which after a mismatch is a later "premature end";
    // the first error is the one to report, so it is caught as it is raised.
    let first = FirstXMLError()
    let retained = Unmanaged.passRetained(first)
    defer { retained.release() }
    context.pointee._private = retained.toOpaque()
    context.pointee.sax.pointee.serror = { userData, error in
      guard let userData, let error else { return }
      let parser = userData.assumingMemoryBound(to: xmlParserCtxt.self)
      guard let box = parser.pointee._private else { return }
      let store = Unmanaged<FirstXMLError>.fromOpaque(box).takeUnretainedValue()
      guard store.message == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else {
        return
      }
      store.message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
      store.line = Int(error.pointee.line)
      store.column = Int(error.pointee.int2)
    }
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
        xmlCtxtReadMemory(
          context, $0, Int32(buffer.count), "vibration.xml", nil, haptui_xml_options())
      }
    }
    if let message = first.message, document == nil || context.pointee.wellFormed == 0 {
      if let document { xmlFreeDoc(document) }
      throw ImportFailure(
        "IMP030", line: first.line, column: first.column,
        "the XML is malformed: \(trimmed(message))")
    }
    guard let document else {
      if let error = xmlCtxtGetLastError(context) {
        let message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
        throw ImportFailure(
          "IMP030", line: Int(error.pointee.line), column: Int(error.pointee.int2),
          "the XML is malformed: \(trimmed(message))")
      }
      throw ImportFailure("IMP030", "the XML is malformed")
    }
    defer { xmlFreeDoc(document) }
    guard let root = xmlDocGetRootElement(document) else {
      throw ImportFailure("IMP030", "the XML has no root element")
    }
    var locator = TagLocator(bytes: bytes)
    return element(root, locator: &locator)
  }

  private static func element(_ node: xmlNodePtr, locator: inout TagLocator) -> XMLElement {
    let name = node.pointee.name.map { String(cString: $0) } ?? ""
    let position = locator.next(name, line: Int(xmlGetLineNo(node)))
    var attributes: [(name: String, value: String)] = []
    var attribute = node.pointee.properties
    while let current = attribute {
      let key = current.pointee.name.map { String(cString: $0) } ?? ""
      var value = ""
      var child = current.pointee.children
      while let text = child {
        if let content = text.pointee.content { value += String(cString: content) }
        child = text.pointee.next
      }
      attributes.append((key, value))
      attribute = current.pointee.next
    }
    var children: [XMLElement] = []
    var text = ""
    var child = node.pointee.children
    while let current = child {
      if haptui_xml_is_element(current) != 0 {
        children.append(element(current, locator: &locator))
      } else if haptui_xml_is_text(current) != 0, let content = current.pointee.content {
        text += String(cString: content)
      }
      child = current.pointee.next
    }
    return XMLElement(
      name: name, attributes: attributes, children: children,
      text: text.trimmingCharacters(), line: position.line, column: position.column)
  }

  private static func trimmed(_ message: String) -> String {
    var text = message
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }
}

/// The first error libxml2 raised while parsing.
final class FirstXMLError {
  var message: String?
  var line = 1
  var column = 1
}

/// Finds start tags in the source text in document order, for their columns (libxml2 keeps
/// only lines).
struct TagLocator {
  let bytes: [UInt8]
  let lines: LineIndex
  var offset = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
    lines = LineIndex(bytes)
  }

  mutating func next(_ name: String, line: Int) -> (line: Int, column: Int) {
    let pattern = [UInt8(ascii: "<")] + Array(name.utf8)
    var index = offset
    while index + pattern.count <= bytes.count {
      if bytes[index] == pattern[0], Array(bytes[index..<index + pattern.count]) == pattern {
        let after = index + pattern.count
        if after == bytes.count
          || [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[after])
        {
          offset = after
          let position = lines.position(of: index)
          return (position.line, position.column)
        }
      }
      index += 1
    }
    return (max(line, 1), 1)
  }
}

extension String {
  /// The text without leading and trailing white space.
  func trimmingCharacters() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
