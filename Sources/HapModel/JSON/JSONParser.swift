/// A strict RFC 8259 JSON reader that keeps positions, member order and number lexemes.
///
/// The reader never recurses: containers are tracked on an explicit stack, so nesting depth is
/// limited only by memory. It accepts exactly the RFC grammar: no comments, no trailing commas,
/// no byte-order mark, no leading zeros, no bare control characters in strings, UTF-8 only.
/// A lone UTF-16 surrogate escape (`"\uD800"`) is grammatical JSON; it becomes U+FFFD.
///
/// One resource limit applies, as RFC 8259 §9 allows: a text may hold at most `valueLimit`
/// values (every object, array, string, number and literal counts), so that a block of millions
/// of `[` cannot exhaust memory. Nesting depth is not limited beyond that.
public struct JSONParser {
  /// The most values one text may hold by default: 2,000,000, twenty per event of a
  /// 100,000-event track, about 60 MB of memory at the limit (D024).
  public static let valueLimit = 2_000_000

  /// The text, read in place: a block is parsed from the file's own bytes (D302).
  let bytes: UnsafeBufferPointer<UInt8>
  private let limit: Int
  var index = 0
  private var line = 1
  private var lineStart = 0
  private var columnCacheOffset = 0
  private var columnCacheColumn = 1
  /// Reserved at one value per 8 bytes of text, more than any pattern holds (a canonical
  /// event's member takes 9 bytes or more): a large block's tables are then not copied as they
  /// grow, which had made the peak memory of a 100,000-event read about half again its tree
  /// (D180). Room reserved but never written is not resident; a denser text grows as before.
  var nodes: JSONNodes
  /// The open containers, innermost last.
  private var stack: [UInt32] = []
  /// Short numbers and strings already read, by their bytes, with where they are stored in
  /// the tree's tables (D305, D370): only for a text of `cachedSize` bytes or more, where
  /// values repeat and share one entry; a small one would only pay for the tables.
  private var numberCache: ShortTextCache<UInt32>?
  var stringCache: ShortTextCache<UInt32>?
  static let cachedSize = 1 << 16
  /// The second half of the text, read by a helper thread, until this reader arrives where
  /// it starts (D465).
  private var tail: JSONTailWork?
  /// Whether this reader reads a tail: it stops when the array the tail stands in closes.
  private var readsTail = false
  /// Whether this reader took a tail's values in place of reading them.
  private var adoptedTail = false

  private init(bytes: UnsafeBufferPointer<UInt8>, limit: Int, from start: Int = 0) {
    self.bytes = bytes
    self.limit = limit
    nodes = JSONNodes(
      reserving: min((bytes.count - start) / 8 + 16, limit + 1),
      sharing: bytes.count >= Self.cachedSize)
    if bytes.count >= Self.cachedSize {
      numberCache = ShortTextCache()
      stringCache = ShortTextCache()
    }
  }

  /// Parses one JSON text, or reports the first place where it breaks the grammar or holds
  /// more than `limit` values (then the error's `exceedsLimit` is set).
  public static func parse(_ bytes: [UInt8], limit: Int = valueLimit) throws(JSONSyntaxError)
    -> JSONTree
  {
    try bytes.withUnsafeBufferPointer { buffer in parse(buffer: buffer, limit: limit).result }
      .get()
  }

  /// Parses one JSON text held in part of a larger buffer (a block in its file's bytes); the
  /// positions count from the slice's first byte.
  ///
  /// With `threads` of 2 or more, a text of `JSONTail.splitSize` bytes or more has its second
  /// half read by a helper thread meanwhile (`JSONTail`); the tree is the same either way.
  public static func parse(
    _ bytes: ArraySlice<UInt8>, limit: Int = valueLimit, threads: Int = 1
  ) throws(JSONSyntaxError) -> JSONTree {
    try bytes.withUnsafeBufferPointer { buffer in
      parse(buffer: buffer, limit: limit, threads: threads).result
    }.get()
  }

  /// `parse(_:limit:threads:)` on two threads splitting texts of `splitSize` bytes or more,
  /// with whether the helper's half was used (for tests).
  static func parseInHalves(_ bytes: [UInt8], limit: Int = valueLimit, splitSize: Int)
    -> (result: Result<JSONTree, JSONSyntaxError>, split: Bool)
  {
    bytes.withUnsafeBufferPointer { buffer in
      parse(buffer: buffer, limit: limit, threads: 2, splitSize: splitSize)
    }
  }

  private static func parse(
    buffer: UnsafeBufferPointer<UInt8>, limit: Int, threads: Int = 1,
    splitSize: Int = JSONTail.splitSize
  ) -> (result: Result<JSONTree, JSONSyntaxError>, split: Bool) {
    let limit = min(limit, Int(UInt32.max - 1))
    var parser = JSONParser(bytes: buffer, limit: limit)
    if threads > 1, buffer.count >= splitSize {
      parser.tail = JSONTailWork.start(buffer, limit: limit)
    }
    // The helper reads `buffer`: it is joined before the buffer can go.
    defer { _ = parser.tail?.finish() }
    do {
      try parser.run()
    } catch {
      return (.failure(error), parser.adoptedTail)
    }
    return (.success(JSONTree(nodes: parser.nodes)), parser.adoptedTail)
  }

  /// Parses one JSON text given as a string.
  public static func parse(_ text: String, limit: Int = valueLimit) throws(JSONSyntaxError)
    -> JSONTree
  {
    try parse(Array(text.utf8), limit: limit)
  }

  // MARK: - Positions

  /// The position of byte `offset`, which must lie on the current line.
  private mutating func position(at offset: Int) -> SourcePosition {
    if columnCacheOffset < lineStart || columnCacheOffset > offset {
      columnCacheOffset = lineStart
      columnCacheColumn = 1
    }
    var column = columnCacheColumn
    var cursor = columnCacheOffset
    while cursor < offset {
      // Count scalars: every byte that is not a UTF-8 continuation byte starts one.
      if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
      cursor += 1
    }
    columnCacheOffset = offset
    columnCacheColumn = column
    return SourcePosition(line: line, column: column, offset: offset)
  }

  mutating func fail(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(message: message, position: position(at: min(offset ?? index, bytes.count)))
  }

  // MARK: - Driver

  private mutating func run() throws(JSONSyntaxError) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw fail("the JSON text starts with a byte-order mark; remove it")
    }
    skipWhitespace()
    if index >= bytes.count {
      throw fail("expected a JSON value but the text is empty")
    }
    try readValues()
  }

  /// The second half of `bytes` from `start` read as array elements up to the array's close
  /// (`JSONTail`), or `nil` where it breaks the grammar or holds more than `limit` values.
  static func readTail(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, lineStart: Int, limit: Int
  ) -> JSONTail? {
    var parser = JSONParser(bytes: bytes, limit: limit, from: start)
    parser.readsTail = true
    parser.index = start
    parser.lineStart = lineStart
    parser.columnCacheOffset = lineStart
    parser.nodes.append(
      .array, at: parser.position(at: start), name: JSONNodes.Record.none, keyPosition: nil)
    parser.stack.append(0)
    do {
      try parser.readValues()
    } catch {
      return nil
    }
    return JSONTail(
      start: start, lineStart: lineStart, nodes: parser.nodes, end: parser.index,
      endLine: parser.line, endLineStart: parser.lineStart)
  }

  /// Takes the tail in place of reading on when this reader stands where it starts,
  /// expecting an element of an array; then the array is closed. Whether it did.
  private mutating func adoptTail(pendingKey: (UInt32, SourcePosition)?) -> Bool {
    guard let work = tail, index == work.start else { return false }
    tail = nil
    let result = work.finish()
    guard pendingKey == nil, lineStart == work.lineStart, let top = stack.last,
      !nodes.isObject(at: Int(top)), let result,
      nodes.count + result.nodes.count - 1 <= limit
    else { return false }
    nodes.append(valuesOf: result.nodes, line: line - 1)
    index = result.end
    line += result.endLine - 1
    lineStart = result.endLineStart
    columnCacheOffset = lineStart
    columnCacheColumn = 1
    closeContainer()
    adoptedTail = true
    return true
  }

  /// Reads values until the text ends (or, reading a tail, until its array closes).
  private mutating func readValues() throws(JSONSyntaxError) {
    var pendingKey: (UInt32, SourcePosition)?
    while true {
      // Expecting a value.
      skipWhitespace()
      guard index < bytes.count else {
        throw fail("unexpected end of the text; a value is missing")
      }
      if tail != nil, adoptTail(pendingKey: pendingKey) {
        if try readAfterValue(pendingKey: &pendingKey) { return }
        continue
      }
      let start = position(at: index)
      guard nodes.count < limit else {
        var error = fail(
          "more than \(limit.grouped) JSON values, the most haptui reads in one text; a "
            + "pattern needs far fewer (a 100,000-event track about 500,000)")
        error.exceedsLimit = true
        throw error
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = byte == UInt8(ascii: "{")
        nodes.append(
          isObject ? .object : .array, at: start, name: pendingKey?.0 ?? JSONNodes.Record.none,
          keyPosition: pendingKey?.1)
        pendingKey = nil
        stack.append(UInt32(nodes.count - 1))
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          index += 1
          closeContainer()
        } else if isObject {
          pendingKey = try readMemberName()
          continue
        } else {
          continue
        }
      case UInt8(ascii: "\""):
        let stored = try readStringValue()
        nodes.append(
          .string, payload: stored, at: start, name: pendingKey?.0 ?? JSONNodes.Record.none,
          keyPosition: pendingKey?.1)
      case UInt8(ascii: "t"):
        try expectLiteral("true")
        nodes.append(
          .bool, payload: 1, at: start, name: pendingKey?.0 ?? JSONNodes.Record.none,
          keyPosition: pendingKey?.1)
      case UInt8(ascii: "f"):
        try expectLiteral("false")
        nodes.append(
          .bool, payload: 0, at: start, name: pendingKey?.0 ?? JSONNodes.Record.none,
          keyPosition: pendingKey?.1)
      case UInt8(ascii: "n"):
        try expectLiteral("null")
        nodes.append(
          .null, at: start, name: pendingKey?.0 ?? JSONNodes.Record.none, keyPosition: pendingKey?.1
        )
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let stored = try readNumber()
        nodes.append(
          .number, payload: stored, at: start, name: pendingKey?.0 ?? JSONNodes.Record.none,
          keyPosition: pendingKey?.1)
      default:
        throw fail("unexpected \(describe(at: index)); expected a value")
      }
      pendingKey = nil
      if try readAfterValue(pendingKey: &pendingKey) { return }
    }
  }

  /// Reads what follows a value: a separator (and after one in an object, the next member's
  /// name), closing brackets, or the end of the text. Whether the reading is done: the text
  /// ended (or, reading a tail, its array closed).
  private mutating func readAfterValue(pendingKey: inout (UInt32, SourcePosition)?)
    throws(JSONSyntaxError) -> Bool
  {
    while true {
      skipWhitespace()
      guard let last = stack.last else {
        if !readsTail, index < bytes.count {
          throw fail("unexpected \(describe(at: index)) after the end of the JSON value")
        }
        return true
      }
      let isObject = nodes.isObject(at: Int(last))
      guard index < bytes.count else {
        throw fail(
          isObject
            ? "unexpected end of the text; an object is not closed with '}'"
            : "unexpected end of the text; an array is not closed with ']'")
      }
      let next = bytes[index]
      if next == UInt8(ascii: ",") {
        index += 1
        if isObject {
          skipWhitespace()
          pendingKey = try readMemberName()
        }
        return false
      }
      if next == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        index += 1
        closeContainer()
        continue
      }
      throw fail(
        isObject
          ? "expected ',' or '}' after a member, found \(describe(at: index))"
          : "expected ',' or ']' after an element, found \(describe(at: index))")
    }
  }

  private mutating func closeContainer() {
    nodes.close(Int(stack.removeLast()))
  }

  /// Reads a member name and its colon; the name comes back interned in the tree's names.
  private mutating func readMemberName() throws(JSONSyntaxError) -> (UInt32, SourcePosition) {
    guard index < bytes.count else {
      throw fail("unexpected end of the text; expected a member name in double quotes")
    }
    guard bytes[index] == UInt8(ascii: "\"") else {
      throw fail("expected a member name in double quotes, found \(describe(at: index))")
    }
    let keyStart = position(at: index)
    let opening = index
    let name: UInt32
    if let plain = plainStringEnd(asciiOnly: true) {
      // An ASCII name without escapes, as every name of a track is: interned from its bytes.
      name = nodes.internName(UnsafeBufferPointer(rebasing: bytes[(index + 1)..<plain]))
      index = plain + 1
    } else {
      name = nodes.internName(try readString())
    }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      let text = (try? Self.reread(bytes, from: opening)) ?? ""
      throw fail("expected ':' after the member name \"\(text)\"")
    }
    index += 1
    return (name, keyStart)
  }

  /// The offset of the closing quote of the string opening at `index` when nothing in it
  /// needs more than copying (no escape, no control character, and with `asciiOnly` no byte
  /// past ASCII), else `nil`.
  func plainStringEnd(asciiOnly: Bool = false) -> Int? {
    var end = index + 1
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") { return end }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || (asciiOnly && byte >= 0x80) { return nil }
      end += 1
    }
    return nil
  }

  /// The string opening at `offset` read again, for a message.
  private static func reread(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int)
    throws(JSONSyntaxError) -> String
  {
    var parser = JSONParser(bytes: bytes, limit: 1)
    parser.index = offset
    return try parser.readString()
  }

  // MARK: - Tokens

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      case UInt8(ascii: "\r"):
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private mutating func expectLiteral(_ word: StaticString) throws(JSONSyntaxError) {
    let start = index
    let count = word.utf8CodeUnitCount
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
    for offset in 0..<count {
      guard start + offset < bytes.count, bytes[start + offset] == expected[offset] else {
        throw fail(
          "unexpected \(describe(at: start)); expected a value (did you mean \(word)?)", at: start)
      }
    }
    index += count
    if index < bytes.count, isIdentifierByte(bytes[index]) {
      throw fail("unexpected \(describe(at: index)) after \(word)")
    }
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// Reads a number and returns where it is stored in the tree's numbers.
  private mutating func readNumber() throws(JSONSyntaxError) -> UInt32 {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw fail("a number needs a digit after '-'", at: index)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw fail("a number must not start with a leading zero", at: start)
      }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw fail("a number needs a digit after the decimal point")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw fail("a number needs a digit in its exponent")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
      throw fail("unexpected \(describe(at: index)) in a number")
    }
    let key = numberCache == nil ? nil : ShortTextCache<UInt32>.key(bytes, start..<index)
    if let key, let known = numberCache?[key] { return known }
    let lexeme = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    let value =
      ExactDecimal.value(bytes, start..<index) ?? Double(lexeme)
      ?? (lexeme.hasPrefix("-") ? -.infinity : .infinity)
    let stored = nodes.store(number: JSONNumber(lexeme: lexeme, value: value))
    if let key { numberCache?.store(stored, for: key) }
    return stored
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: - Messages

  private func describe(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of the text" }
    return "character '\(describeByte(bytes[offset]))'"
  }

  func describeByte(_ byte: UInt8) -> String {
    if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
    return "\\x" + hex(UInt32(byte), width: 2)
  }

  func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
