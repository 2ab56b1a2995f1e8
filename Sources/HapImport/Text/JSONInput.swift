import HapModel

/// A JSON source read for import: the parsed tree (positions in the file as written) and the
/// line bookkeeping for messages.
struct JSONInput {
  let tree: JSONTree
  let lines: LineIndex
  /// Where trailing commas were tolerated (AHAP only).
  let toleratedCommas: [SourcePosition]

  /// Parses `bytes` (already checked to be UTF-8); `lenient` tolerates trailing commas.
  static func parse(_ bytes: [UInt8], lenient: Bool, format: ImportFormat) throws(ImportFailure)
    -> JSONInput
  {
    let lines = LineIndex(bytes)
    var text = bytes
    var tolerated: [SourcePosition] = []
    if lenient {
      let pass = TrailingCommas.blanked(bytes)
      text = pass.bytes
      tolerated = pass.offsets.map { lines.position(of: $0) }
    }
    // A byte-order mark is tolerated too: blanked to spaces, so offsets stay put.
    if text.starts(with: [0xEF, 0xBB, 0xBF]) {
      text.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20])
    }
    do {
      let tree = try JSONParser.parse(text)
      return JSONInput(tree: tree, lines: lines, toleratedCommas: tolerated)
    } catch {
      let position = error.position
      if error.exceedsLimit {
        throw ImportFailure(
          "IMP040", line: position.line, column: position.column,
          "the file is too large to import: it holds \(error.message)")
      }
      throw ImportFailure(
        "IMP003", line: position.line, column: position.column,
        "the \(format.displayName) file is not valid JSON: \(error.message)")
    }
  }

  // MARK: - Reading values

  func kind(_ index: Int) -> JSONKind { tree.nodes.kind(at: index) }

  func number(_ index: Int) -> Double? {
    if case .number(let number) = kind(index) { return number.value }
    return nil
  }

  func string(_ index: Int) -> String? {
    if case .string(let text) = kind(index) { return text }
    return nil
  }

  func bool(_ index: Int) -> Bool? {
    if case .bool(let value) = kind(index) { return value }
    return nil
  }

  func isObject(_ index: Int) -> Bool { tree.nodes.isObject(at: index) }

  func isArray(_ index: Int) -> Bool { kind(index) == .array }

  /// The members of the object at `index`: name, value index, and where the name starts.
  func members(_ index: Int) -> [(key: String, value: Int, position: SourcePosition)] {
    tree.children(of: index).map { child in
      let node = tree.nodes[child]
      return (node.key ?? "", child, node.keyPosition ?? node.position)
    }
  }

  func elements(_ index: Int) -> [Int] { tree.children(of: index) }

  func member(_ key: String, of index: Int) -> Int? { tree.member(key, of: index) }

  func position(_ index: Int) -> SourcePosition { tree.nodes.position(at: index) }

  /// A failure positioned at the value at `index`.
  func failure(_ code: String, at index: Int, _ message: String) -> ImportFailure {
    let position = position(index)
    return ImportFailure(code, line: position.line, column: position.column, message)
  }

  /// A failure positioned at a member name.
  func failure(_ code: String, at position: SourcePosition, _ message: String) -> ImportFailure {
    ImportFailure(code, line: position.line, column: position.column, message)
  }
}
