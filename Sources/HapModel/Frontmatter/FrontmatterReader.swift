internal import CYAML

/// Reads the YAML text of a frontmatter block with libyaml's event API.
///
/// The reader builds values with an explicit stack (no recursion), resolves plain scalars with
/// the YAML 1.2 core schema, follows aliases, and records for every top-level key the file
/// position of the key and the byte range of its value, for a lossless one-line rewrite.
struct FrontmatterReader {
  /// What reading produced: the entries (possibly partial) and any HAP008 diagnostics.
  struct Result {
    var entries: [FrontmatterEntry] = []
    var diagnostics: [Diagnostic] = []
    /// Whether the YAML could not be read as one mapping (the entries are then unreliable).
    var failed = false
    /// The index in `entries` of each key's first entry, so repeats are found in linear time;
    /// filled only once there are `scanLimit` entries (below it a scan is cheaper than hashing).
    var firstEntry: [String: Int] = [:]

    /// The most entries searched by a scan: a pattern's frontmatter has about ten keys.
    static let scanLimit = 32

    /// The index of the first entry named `key`.
    func firstIndex(of key: String) -> Int? {
      guard entries.count > Self.scanLimit else { return entries.firstIndex { $0.key == key } }
      return firstEntry[key]
    }

    /// Adds `entry`, keeping the first index of each key.
    mutating func append(_ entry: consuming FrontmatterEntry) {
      if entries.count == Self.scanLimit {
        for (index, earlier) in entries.enumerated() where firstEntry[earlier.key] == nil {
          firstEntry[earlier.key] = index
        }
      }
      if entries.count >= Self.scanLimit, firstEntry[entry.key] == nil {
        firstEntry[entry.key] = entries.count
      }
      entries.append(consume entry)
    }
  }

  private let lines: LineIndex
  private let yamlRange: Range<Int>
  /// Turns libyaml's marks (which count characters, not bytes) into byte offsets.
  private let marks: MarkOffsets

  init(lines: LineIndex, yamlRange: Range<Int>) {
    self.lines = lines
    self.yamlRange = yamlRange
    marks = MarkOffsets(bytes: lines.bytes, range: yamlRange)
  }

  /// The file byte offset of a libyaml mark.
  private func offset(of mark: yaml_mark_t) -> Int {
    marks.offset(ofCharacter: Int(mark.index))
  }

  private func position(of mark: yaml_mark_t) -> SourcePosition {
    lines.position(of: offset(of: mark))
  }

  /// The deepest nesting of lists and mappings in a key's value (D024): far deeper
  /// than any frontmatter needs, shallow enough that no later use of a value (freeing one,
  /// comparing two) runs out of stack.
  static let depthLimit = 100

  /// The most values (keys, scalars, lists, mappings, aliases) a frontmatter may hold: a
  /// pattern's has a few dozen, and each costs a few hundred bytes once read (D024).
  static let valueLimit = 100_000

  /// Whether an event of `type` starts a value.
  private static func startsValue(_ type: yaml_event_type_t) -> Bool {
    switch type {
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT, YAML_SCALAR_EVENT, YAML_ALIAS_EVENT:
      true
    default: false
    }
  }

  /// A list or mapping being read, with the depth of its deepest finished child.
  private struct Frame {
    var isMapping: Bool
    var items: [YAMLValue] = []
    var pairs: [YAMLPair] = []
    var key: YAMLValue?
    var anchor: String?
    var start: yaml_mark_t
    var childDepth = 0

    var value: YAMLValue { isMapping ? .mapping(pairs) : .sequence(items) }
  }

  /// A finished value with what a top-level entry needs to know about it.
  private struct Finished {
    var value: YAMLValue
    var text: String?
    var style: FrontmatterEntry.ScalarStyle?
    var start: yaml_mark_t
    var end: yaml_mark_t
    /// Lists and mappings nested in the value, itself included (0 for a scalar).
    var depth = 0
  }

  /// The entries and diagnostics: a pattern's plain frontmatter without libyaml (D306),
  /// anything else with it.
  func read() -> Result {
    if let plain = FrontmatterFastReader(lines: lines, yamlRange: yamlRange).read() {
      return plain
    }
    return readWithLibYAML()
  }

  /// What libyaml's events give for the text.
  func readWithLibYAML() -> Result {
    var result = Result()
    guard !yamlRange.isEmpty else { return result }
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      result.failed = true
      result.diagnostics.append(
        failure("the YAML reader could not start (out of memory)", at: yamlRange.lowerBound))
      return result
    }
    defer { yaml_parser_delete(&parser) }
    // libyaml reads the YAML in place, in the file's bytes, while the parse runs.
    lines.bytes.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(
        &parser, buffer.baseAddress.map { $0 + yamlRange.lowerBound }, yamlRange.count)
      run(&parser, into: &result)
    }
    return result
  }

  private func run(_ parser: inout yaml_parser_t, into result: inout Result) {
    var stack: [Frame] = []
    // Each anchor's value and its depth, so an alias cannot nest deeper than the limit either.
    var anchors: [String: (value: YAMLValue, depth: Int)] = [:]
    var rootKey: (name: String, position: SourcePosition)?
    var documents = 0
    var values = 0
    var event = yaml_event_t()
    while true {
      guard yaml_parser_parse(&parser, &event) == 1 else {
        result.failed = true
        result.diagnostics.append(syntaxFailure(parser))
        return
      }
      defer { yaml_event_delete(&event) }
      var finished: Finished?
      if Self.startsValue(event.type) {
        values += 1
        guard values <= Self.valueLimit else {
          result.failed = true
          result.diagnostics.append(
            failure(
              "the frontmatter holds more than \(Self.valueLimit.grouped) keys and values, "
                + "haptui's limit; keep it to the spec's keys and short lists",
              at: offset(of: event.start_mark)))
          return
        }
      }
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        if documents > 1 {
          result.failed = true
          result.diagnostics.append(
            failure(
              "the frontmatter holds more than one YAML document; keep a single mapping of keys",
              at: offset(of: event.start_mark)))
          return
        }
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        // The root mapping does not count: a key's value may nest `depthLimit` deep.
        guard stack.count <= Self.depthLimit else {
          result.failed = true
          result.diagnostics.append(tooDeep(at: event.start_mark))
          return
        }
        let isMapping = event.type == YAML_MAPPING_START_EVENT
        let anchor =
          isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
        stack.append(Frame(isMapping: isMapping, anchor: string(anchor), start: event.start_mark))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        let frame = stack.removeLast()
        let depth = frame.childDepth + 1
        if let anchor = frame.anchor { anchors[anchor] = (frame.value, depth) }
        finished = Finished(
          value: frame.value, text: nil, style: nil, start: frame.start, end: event.end_mark,
          depth: depth)
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        let text = String(
          decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
        let style = scalarStyle(scalar.style)
        let tag = string(scalar.tag)
        let value: YAMLValue =
          style == .plain && tag == nil ? YAMLValue.resolvePlain(text) : .string(text)
        if let anchor = string(scalar.anchor) { anchors[anchor] = (value, 0) }
        finished = Finished(
          value: value, text: text, style: style, start: event.start_mark, end: event.end_mark)
      case YAML_ALIAS_EVENT:
        let target = string(event.data.alias.anchor).flatMap { anchors[$0] } ?? (.null, 0)
        guard stack.count - 1 + target.depth <= Self.depthLimit else {
          result.failed = true
          result.diagnostics.append(tooDeep(at: event.start_mark, alias: true))
          return
        }
        finished = Finished(
          value: target.value, text: nil, style: nil, start: event.start_mark,
          end: event.end_mark, depth: target.depth)
      default:
        break
      }
      guard let finished else { continue }
      if stack.isEmpty {
        // The document's root value is complete.
        if case .mapping = finished.value { continue }
        result.failed = true
        result.diagnostics.append(
          failure(
            "the frontmatter is a YAML \(finished.value.typeName), not a mapping; write one "
              + "`key: value` per line (for example `id: my-pattern`)",
            at: offset(of: finished.start)))
        return
      }
      let isRoot = stack.count == 1
      // The parent is changed where it lies: taking it off the stack and back copies a frame.
      let top = stack.count - 1
      stack[top].childDepth = max(stack[top].childDepth, finished.depth)
      if !stack[top].isMapping {
        stack[top].items.append(finished.value)
      } else if let key = stack[top].key {
        stack[top].pairs.append(YAMLPair(key: key, value: finished.value))
        stack[top].key = nil
        if isRoot, let rootKey {
          record(finished, key: rootKey, into: &result)
        }
      } else {
        stack[top].key = finished.value
        if isRoot {
          rootKey = (finished.text ?? "", position(of: finished.start))
        }
      }
    }
  }

  private func tooDeep(at mark: yaml_mark_t, alias: Bool = false) -> Diagnostic {
    failure(
      (alias ? "this alias puts" : "the frontmatter nests")
        + " lists or mappings more than \(Self.depthLimit) levels deep, haptui's limit; "
        + "frontmatter values are scalars or short lists, so flatten this value",
      at: offset(of: mark))
  }

  private func record(
    _ finished: Finished, key: (name: String, position: SourcePosition), into result: inout Result
  ) {
    let start = offset(of: finished.start)
    let end = max(start, offset(of: finished.end))
    let singleLine =
      finished.text != nil && finished.style != .block
      && finished.start.line == finished.end.line
      && lines.line(containing: start) == key.position.line
    if let firstIndex = result.firstIndex(of: key.name) {
      let first = result.entries[firstIndex]
      result.diagnostics.append(
        Diagnostic(
          code: "HAP008", severity: .error, line: key.position.line, column: key.position.column,
          message:
            "the frontmatter key `\(key.name)` appears twice (first at line "
            + "\(first.keyPosition.line)); YAML keys must be unique, so remove one"))
    }
    result.append(
      FrontmatterEntry(
        key: key.name, keyPosition: key.position, value: finished.value, text: finished.text,
        style: finished.style, valuePosition: lines.position(of: start), valueRange: start..<end,
        isSingleLineScalar: singleLine))
  }

  private func scalarStyle(_ style: yaml_scalar_style_t) -> FrontmatterEntry.ScalarStyle {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: .block
    default: .plain
    }
  }

  private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }

  private func failure(_ message: String, at offset: Int) -> Diagnostic {
    let position = lines.position(of: offset)
    return Diagnostic(
      code: "HAP008", severity: .error, line: position.line, column: position.column,
      message: message)
  }

  private func syntaxFailure(_ parser: yaml_parser_t) -> Diagnostic {
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
    let context = parser.context.map { " " + String(cString: $0) } ?? ""
    let offset: Int
    if parser.error == YAML_READER_ERROR {
      offset = yamlRange.lowerBound + min(Int(parser.problem_offset), yamlRange.count)
    } else {
      offset = self.offset(of: parser.problem_mark)
    }
    return failure(
      "the frontmatter is not valid YAML: \(problem)\(context); fix the YAML between the `---` lines",
      at: offset)
  }
}
