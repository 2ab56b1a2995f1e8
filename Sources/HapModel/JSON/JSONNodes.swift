import Glibc

/// The values of a `JSONTree` in pre-order, stored compactly: 24 bytes per value, plus 16 for
/// a member name and a side-table entry for a string or number.
///
/// Reading `nodes[i]` builds a `JSONNode`. Positions are kept as 32-bit numbers (a text over
/// 4 GiB would report saturated offsets; haptui reads files up to 64 MiB), and member names,
/// strings and numbers live in side tables, so a container or a literal costs one record. A
/// member name's text is stored once per distinct name (a track repeats a handful; D180). A
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

  /// A member name (its index in `names`, or `Record.none` for none) and where it starts
  /// (`line` is `Record.none` when unknown).
  struct Key: Sendable {
    var name: UInt32
    var line: UInt32
    var column: UInt32
    var offset: UInt32
  }

  private(set) var records: [Record] = []
  private(set) var strings: [String] = []
  private(set) var numbers: [JSONNumber] = []
  private(set) var keys: [Key] = []
  /// The distinct member names, each stored once; `keys` refer to them by index.
  private(set) var names: [String] = []
  /// The UTF-8 of `names`, one after another, so that a name read as bytes is compared with
  /// `memcmp` and no string is touched (D300).
  private var nameBytes: [UInt8] = []
  /// Where each of `names` ends in `nameBytes` (it starts where the one before ends).
  private var nameEnds: [UInt32] = []
  /// The indices in `names` of the names met most recently, newest last (see `intern`).
  private var recentNames: [UInt32] = []
  /// For each of `names`, the name that followed it last time (`Record.none` when none yet):
  /// a track's events name their members in one order, so this guess is nearly always right.
  private var nextNames: [UInt32] = []
  /// The index in `names` of the name met last.
  private var lastName = Record.none

  init() {}

  /// An empty list with room for `values` values, of which at most `values` have a name,
  /// string or number: reserved once, so that a large text is not copied as its arrays grow.
  init(reserving values: Int) {
    // A block names a few members: room for a pattern's usual names from the start (D308).
    names.reserveCapacity(16)
    nameBytes.reserveCapacity(128)
    nameEnds.reserveCapacity(16)
    nextNames.reserveCapacity(16)
    recentNames.reserveCapacity(Self.recentNameCount)
    records.reserveCapacity(values)
    keys.reserveCapacity(values)
    strings.reserveCapacity(values)
    numbers.reserveCapacity(values)
  }

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
        key = name(entry.name)
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
    Self.end(of: records[index], at: index)
  }

  /// The index one past the last descendant of `record`, stored at `index`.
  static func end(of record: Record, at index: Int) -> Int {
    record.tag == .array || record.tag == .object ? Int(record.payload) : index + 1
  }

  /// The member name of the value at `index`, if it has one.
  public func key(at index: Int) -> String? {
    let key = records[index].key
    return key == Record.none ? nil : name(keys[Int(key)].name)
  }

  /// The index in `names` of the member name of the value at `index`, if it has one: equal
  /// indices are equal names (a name may also be stored under more than one index).
  func nameIndex(at index: Int) -> Int? {
    let key = records[index].key
    guard key != Record.none else { return nil }
    let name = keys[Int(key)].name
    return name == Record.none ? nil : Int(name)
  }

  /// Up to this many names, `nameIdentities` compares them pairwise instead of hashing.
  static let pairwiseNames = 32

  /// For each index in `names`, the first index that stores the same code points: two
  /// members have the same name exactly when their names' identities are equal.
  func nameIdentities() -> [Int] {
    // A block's few names (a small file stores about fifteen) are compared pairwise, which
    // costs less than hashing each into a table (D263).
    if names.count <= Self.pairwiseNames {
      return names.indices.map { index in
        let name = names[index].utf8
        for earlier in 0..<index {
          let other = names[earlier].utf8
          if other.count == name.count, other.elementsEqual(name) { return earlier }
        }
        return index
      }
    }
    var first = [[UInt8]: Int](minimumCapacity: names.count)
    return names.indices.map { index in
      let bytes = Array(names[index].utf8)
      if let known = first[bytes] { return known }
      first[bytes] = index
      return index
    }
  }

  /// The text of the name at `index` in `names`, or `nil` for `Record.none`.
  private func name(_ index: UInt32) -> String? {
    index == Record.none ? nil : names[Int(index)]
  }

  /// The index in `names` of `name`, added when it is not among the names met most recently.
  ///
  /// Only the last few distinct names are compared, so a text of a million distinct names
  /// costs no search; a name met again after those is stored again, which changes nothing
  /// but memory.
  private mutating func intern(_ name: String?) -> UInt32 {
    guard let name else { return Record.none }
    if lastName != Record.none {
      let guess = nextNames[Int(lastName)]
      if guess != Record.none, Self.same(names[Int(guess)], name) {
        lastName = guess
        return guess
      }
    }
    let index = recentIndex(of: name) ?? add(name)
    if lastName != Record.none { nextNames[Int(lastName)] = index }
    lastName = index
    return index
  }

  /// The index of `name` among the names met most recently, if it is one of them.
  private func recentIndex(of name: String) -> UInt32? {
    for index in recentNames.reversed() where Self.same(names[Int(index)], name) { return index }
    return nil
  }

  /// Whether two names are the same code points: `==` on strings would join canonically
  /// equivalent names (`"é"` written as one scalar or two), which JSON keeps apart.
  ///
  /// The lengths are compared first and then the stored bytes as one buffer each: iterating
  /// two `utf8` views element by element cost 7% of validating a 100,000-event file (D250).
  private static func same(_ left: String, _ right: String) -> Bool {
    guard left.utf8.count == right.utf8.count else { return false }
    var left = left
    var right = right
    return left.withUTF8 { leftBytes in
      right.withUTF8 { rightBytes in leftBytes.elementsEqual(rightBytes) }
    }
  }

  /// Stores `name` as a new entry of `names` and returns its index.
  private mutating func add(_ name: String) -> UInt32 {
    let index = UInt32(names.count)
    names.append(name)
    nameBytes.append(contentsOf: name.utf8)
    nameEnds.append(UInt32(nameBytes.count))
    nextNames.append(Record.none)
    if recentNames.count == Self.recentNameCount { recentNames.removeFirst() }
    recentNames.append(index)
    return index
  }

  /// How many recent names `intern` compares (an event of the 0.1 grammar has at most 7).
  private static let recentNameCount = 12

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
    append(tag, payload: payload, at: position, name: intern(key), keyPosition: keyPosition)
  }

  /// Appends a value whose member name is already interned (`Record.none` for none).
  mutating func append(
    _ tag: Tag, payload: UInt32 = 0, at position: SourcePosition, name: UInt32,
    keyPosition: SourcePosition?
  ) {
    var keyIndex = Record.none
    if name != Record.none || keyPosition != nil {
      keyIndex = UInt32(keys.count)
      let packed = keyPosition.map(Self.pack) ?? (Record.none, 0, 0)
      keys.append(Key(name: name, line: packed.0, column: packed.1, offset: packed.2))
    }
    let packed = Self.pack(position)
    records.append(
      Record(
        line: packed.0, column: packed.1, offset: packed.2, payload: payload, key: keyIndex,
        tag: tag))
  }

  /// Appends a string value.
  mutating func append(
    string: String, at position: SourcePosition, name: UInt32, keyPosition: SourcePosition?
  ) {
    strings.append(string)
    append(
      .string, payload: UInt32(strings.count - 1), at: position, name: name,
      keyPosition: keyPosition)
  }

  /// Appends a number value.
  mutating func append(
    number: JSONNumber, at position: SourcePosition, name: UInt32, keyPosition: SourcePosition?
  ) {
    numbers.append(number)
    append(
      .number, payload: UInt32(numbers.count - 1), at: position, name: name,
      keyPosition: keyPosition)
  }

  /// Interns a member name given as its UTF-8 bytes (valid, unescaped): when it is the name
  /// that followed the last one before, as in nearly every member of a track, no string is
  /// made for it (D255).
  mutating func internName(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    if lastName != Record.none {
      let guess = nextNames[Int(lastName)]
      if guess != Record.none, storedName(guess, equals: bytes) {
        lastName = guess
        return guess
      }
    }
    // A miss of the guess (an event whose members come in another order) is looked up among
    // the recent names by its bytes too; a `String` is made only for a name not met lately.
    for index in recentNames.reversed() where storedName(index, equals: bytes) {
      if lastName != Record.none { nextNames[Int(lastName)] = index }
      lastName = index
      return index
    }
    let index = add(String(decoding: bytes, as: UTF8.self))
    if lastName != Record.none { nextNames[Int(lastName)] = index }
    lastName = index
    return index
  }

  /// Whether the name at `index` in `names` is exactly `bytes`.
  private func storedName(_ index: UInt32, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = index == 0 ? 0 : Int(nameEnds[Int(index) - 1])
    let end = Int(nameEnds[Int(index)])
    guard end - start == bytes.count else { return false }
    guard let other = bytes.baseAddress, bytes.count > 0 else { return true }
    return nameBytes.withUnsafeBufferPointer { stored in
      memcmp(stored.baseAddress! + start, other, bytes.count) == 0
    }
  }

  /// Interns a member name given as text.
  mutating func internName(_ name: String) -> UInt32 { intern(name) }

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

  /// Moves every value and member-name position down `lines` lines and on `offset` bytes,
  /// columns unchanged: `mapPositions` for a block that is its file's bytes (D302).
  mutating func shiftPositions(lines: Int, offset: Int) {
    let lineDelta = UInt32(clamping: lines)
    let offsetDelta = UInt32(clamping: offset)
    records.withUnsafeMutableBufferPointer { records in
      for index in records.indices {
        records[index].line &+= lineDelta
        records[index].offset &+= offsetDelta
      }
    }
    keys.withUnsafeMutableBufferPointer { keys in
      for index in keys.indices where keys[index].line != Record.none {
        keys[index].line &+= lineDelta
        keys[index].offset &+= offsetDelta
      }
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
        var key = keys[Int(record.key)]
        key.name = result.intern(name(key.name))
        result.keys.append(key)
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
      keys.append(
        Key(name: intern(node.key), line: packed.0, column: packed.1, offset: packed.2))
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
