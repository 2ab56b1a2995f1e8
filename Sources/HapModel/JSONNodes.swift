/// The values of a `JSONTree` in pre-order, stored compactly: 24 bytes per value, plus a
/// member name, string or number where the value has one.
///
/// Reading `nodes[i]` builds a `JSONNode`. Positions are kept as 32-bit numbers (a text over
/// 4 GiB would report saturated offsets; haptui reads files up to 64 MiB), and member names,
/// strings and numbers live in side tables, so a container or a literal costs one record. A
/// flat array keeps deep nesting from costing stack on parse, copy or free.
public struct JSONNodes: RandomAccessCollection, Sendable {
  /// The stored form of one value.
  struct Record: Sendable {
    var line: UInt32
    var column: UInt32
    var offset: UInt32
    /// Containers: the index one past the last descendant. Strings and numbers: the index in
    /// `strings` or `numbers`. Booleans: 0 or 1.
    var payload: UInt32
    /// The index in `keys`, or `Record.none`.
    var key: UInt32
    var tag: Tag

    static let none = UInt32.max
  }

  enum Tag: UInt8, Sendable {
    case null, bool, number, string, array, object
  }

  /// A member name and where it starts (`line` is `Record.none` when unknown).
  struct Key: Sendable {
    var name: String?
    var line: UInt32
    var column: UInt32
    var offset: UInt32
  }

  private(set) var records: [Record] = []
  private(set) var strings: [String] = []
  private(set) var numbers: [JSONNumber] = []
  private(set) var keys: [Key] = []

  init() {}

  public init(_ nodes: [JSONNode]) {
    records.reserveCapacity(nodes.count)
    for node in nodes { append(node) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { records.count }

  public subscript(index: Int) -> JSONNode {
    get {
      let record = records[index]
      var key: String?
      var keyPosition: SourcePosition?
      if record.key != Record.none {
        let entry = keys[Int(record.key)]
        key = entry.name
        if entry.line != Record.none {
          keyPosition = SourcePosition(
            line: Int(entry.line), column: Int(entry.column), offset: Int(entry.offset))
        }
      }
      return JSONNode(
        kind: kind(at: index), position: position(at: index), key: key,
        keyPosition: keyPosition, end: end(at: index))
    }
    set {
      records[index] = record(for: newValue)
    }
  }

  // MARK: - Reading one field without building a node (cheaper in loops)

  /// The kind of the value at `index`.
  public func kind(at index: Int) -> JSONKind {
    let record = records[index]
    switch record.tag {
    case .null: return .null
    case .bool: return .bool(record.payload != 0)
    case .number: return .number(numbers[Int(record.payload)])
    case .string: return .string(strings[Int(record.payload)])
    case .array: return .array
    case .object: return .object
    }
  }

  /// Whether the value at `index` is an object.
  public func isObject(at index: Int) -> Bool { records[index].tag == .object }

  /// The index one past the last descendant of the value at `index`.
  public func end(at index: Int) -> Int {
    let record = records[index]
    return record.tag == .array || record.tag == .object ? Int(record.payload) : index + 1
  }

  /// The member name of the value at `index`, if it has one.
  public func key(at index: Int) -> String? {
    let key = records[index].key
    return key == Record.none ? nil : keys[Int(key)].name
  }

  /// Where the value at `index` starts.
  public func position(at index: Int) -> SourcePosition {
    let record = records[index]
    return SourcePosition(
      line: Int(record.line), column: Int(record.column), offset: Int(record.offset))
  }

  // MARK: - Building

  /// Appends a value; a container's `end` is set later with `close`.
  mutating func append(
    _ tag: Tag, payload: UInt32 = 0, at position: SourcePosition, key: String?,
    keyPosition: SourcePosition?
  ) {
    var keyIndex = Record.none
    if key != nil || keyPosition != nil {
      keyIndex = UInt32(keys.count)
      let packed = keyPosition.map(Self.pack) ?? (Record.none, 0, 0)
      keys.append(Key(name: key, line: packed.0, column: packed.1, offset: packed.2))
    }
    let packed = Self.pack(position)
    records.append(
      Record(
        line: packed.0, column: packed.1, offset: packed.2, payload: payload, key: keyIndex,
        tag: tag))
  }

  /// Appends a string value.
  mutating func append(
    string: String, at position: SourcePosition, key: String?, keyPosition: SourcePosition?
  ) {
    strings.append(string)
    append(
      .string, payload: UInt32(strings.count - 1), at: position, key: key,
      keyPosition: keyPosition)
  }

  /// Appends a number value.
  mutating func append(
    number: JSONNumber, at position: SourcePosition, key: String?, keyPosition: SourcePosition?
  ) {
    numbers.append(number)
    append(
      .number, payload: UInt32(numbers.count - 1), at: position, key: key,
      keyPosition: keyPosition)
  }

  /// Appends `node` as it is.
  mutating func append(_ node: JSONNode) {
    append(.null, at: node.position, key: node.key, keyPosition: node.keyPosition)
    records[records.count - 1] = record(for: node, keyIndex: records[records.count - 1].key)
  }

  /// Sets the end of the container at `index` to the current count.
  mutating func close(_ index: Int) {
    records[index].payload = UInt32(records.count)
  }

  /// Replaces every value and member-name position with `transform` of it.
  mutating func mapPositions(_ transform: (SourcePosition) -> SourcePosition) {
    for index in records.indices {
      let packed = Self.pack(transform(position(at: index)))
      records[index].line = packed.0
      records[index].column = packed.1
      records[index].offset = packed.2
    }
    for index in keys.indices where keys[index].line != Record.none {
      let key = keys[index]
      let packed = Self.pack(
        transform(
          SourcePosition(line: Int(key.line), column: Int(key.column), offset: Int(key.offset))))
      keys[index].line = packed.0
      keys[index].column = packed.1
      keys[index].offset = packed.2
    }
  }

  /// The values from `range` (a value and all its descendants) as a list of their own.
  func extracting(_ range: Range<Int>) -> JSONNodes {
    var result = JSONNodes()
    result.records.reserveCapacity(range.count)
    for index in range {
      var record = records[index]
      switch record.tag {
      case .array, .object:
        record.payload -= UInt32(range.lowerBound)
      case .string:
        result.strings.append(strings[Int(record.payload)])
        record.payload = UInt32(result.strings.count - 1)
      case .number:
        result.numbers.append(numbers[Int(record.payload)])
        record.payload = UInt32(result.numbers.count - 1)
      case .null, .bool:
        break
      }
      if record.key != Record.none {
        result.keys.append(keys[Int(record.key)])
        record.key = UInt32(result.keys.count - 1)
      }
      result.records.append(record)
    }
    return result
  }

  // MARK: - Packing

  /// The stored record of `node`; its name, string or number is appended to a side table.
  private mutating func record(for node: JSONNode, keyIndex: UInt32? = nil) -> Record {
    var key = keyIndex ?? Record.none
    if keyIndex == nil, node.key != nil || node.keyPosition != nil {
      let packed = node.keyPosition.map(Self.pack) ?? (Record.none, 0, 0)
      keys.append(Key(name: node.key, line: packed.0, column: packed.1, offset: packed.2))
      key = UInt32(keys.count - 1)
    }
    let tag: Tag
    var payload: UInt32 = Self.clamp(node.end)
    switch node.kind {
    case .null: tag = .null
    case .bool(let flag):
      tag = .bool
      payload = flag ? 1 : 0
    case .number(let number):
      tag = .number
      numbers.append(number)
      payload = UInt32(numbers.count - 1)
    case .string(let text):
      tag = .string
      strings.append(text)
      payload = UInt32(strings.count - 1)
    case .array: tag = .array
    case .object: tag = .object
    }
    let packed = Self.pack(node.position)
    return Record(
      line: packed.0, column: packed.1, offset: packed.2, payload: payload, key: key, tag: tag)
  }

  private static func pack(_ position: SourcePosition) -> (UInt32, UInt32, UInt32) {
    (clamp(position.line), clamp(position.column), clamp(position.offset))
  }

  /// `value` saturated to what a record holds (`Record.none` itself is reserved).
  private static func clamp(_ value: Int) -> UInt32 {
    UInt32(Swift.max(0, Swift.min(value, Int(Record.none) - 1)))
  }
}
