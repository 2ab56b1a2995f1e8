import Glibc

/// The values of a `JSONTree` in pre-order, stored compactly: 24 bytes per value, with
/// strings and numbers in side tables.
///
/// Reading `nodes[i]` builds a `JSONNode`. Positions are kept as 32-bit numbers (a text over
/// 4 GiB would report saturated offsets; haptui reads files up to 64 MiB), and member names,
/// strings and numbers live in side tables, so a container or a literal costs one record. A
/// member name's text is stored once per distinct name (a track repeats a handful; D180). A
/// member whose name starts on its value's line, with only ASCII between, keeps the name's
/// place in its own record; any other name costs a 16-byte entry in `keys` (D370). Values
/// may share a string or number entry (the parser stores a repeated `0.5` once). A flat
/// array keeps deep nesting from costing stack on parse, copy or free.
public struct JSONNodes: RandomAccessCollection, Sendable {
  /// The stored form of one value.
  struct Record: Sendable {
    var line: UInt32
    var column: UInt32
    var offset: UInt32
    /// Containers: the index one past the last descendant. Strings and numbers: the index in
    /// `strings` or `numbers`. Booleans: 0 or 1.
    var payload: UInt32
    /// `Record.none` for no member name; with `inlineKey` set, the name's index in `names`,
    /// the name starting `keyGap` bytes and scalars before the value on its line; else the
    /// index in `keys`.
    var key: UInt32
    var tag: Tag
    /// With an inline key, how many bytes (all ASCII) the name starts before the value.
    var keyGap: UInt16 = 0

    static let none = UInt32.max
    /// The flag on `key` for a name kept in the record itself.
    static let inlineKey: UInt32 = 1 << 31

    /// Whether the member name is kept in the record rather than in `keys`.
    var hasInlineKey: Bool { key != Self.none && key & Self.inlineKey != 0 }
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

  var records: [Record] = []
  var strings: [String] = []
  var numbers: [JSONNumber] = []
  var keys: [Key] = []
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
  ///
  /// With `sharing` (a parser that stores each repeated value once), the string, number and
  /// name-position tables grow as they fill instead: they hold far fewer entries than values,
  /// and a reservation is resident as soon as its first bytes are written when the allocator
  /// asks for huge pages (2 MB each, D465).
  init(reserving values: Int, sharing: Bool = false) {
    // A block names a few members: room for a pattern's usual names from the start (D308).
    names.reserveCapacity(16)
    nameBytes.reserveCapacity(128)
    nameEnds.reserveCapacity(16)
    nextNames.reserveCapacity(16)
    recentNames.reserveCapacity(Self.recentNameCount)
    records.reserveCapacity(values)
    guard !sharing else { return }
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
      if record.hasInlineKey {
        key = names[Int(record.key & ~Record.inlineKey)]
        keyPosition = Self.inlineKeyPosition(of: record)
      } else if record.key != Record.none {
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

  /// The value at `index` as an `Int` when it is a whole number that fits (`intValue`), read
  /// without copying its lexeme.
  public func integer(at index: Int) -> Int? {
    numberValue(at: index).flatMap(JSONNumber.wholeNumber)
  }

  /// The value at `index` when it is a number, read without copying its lexeme.
  public func numberValue(at index: Int) -> Double? {
    let record = records[index]
    guard record.tag == .number else { return nil }
    return numbers[Int(record.payload)].value
  }

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
    let record = records[index]
    if record.hasInlineKey { return names[Int(record.key & ~Record.inlineKey)] }
    return record.key == Record.none ? nil : name(keys[Int(record.key)].name)
  }

  /// The index in `names` of the member name of the value at `index`, if it has one: equal
  /// indices are equal names (a name may also be stored under more than one index).
  func nameIndex(at index: Int) -> Int? {
    let record = records[index]
    if record.hasInlineKey { return Int(record.key & ~Record.inlineKey) }
    let key = record.key
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
      // Compared as their stored bytes, lengths first (UTF-8 views compared element by
      // element cost more than the rest of the duplicate check).
      return nameBytes.withUnsafeBufferPointer { stored in
        names.indices.map { index in
          let name = UnsafeBufferPointer(rebasing: stored[nameRange(index)])
          for earlier in 0..<index where storedName(UInt32(earlier), equals: name) {
            return earlier
          }
          return index
        }
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
    nameBytes.appendUTF8(name)
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

  /// Appends a value whose member name is already interned (`Record.none` for none); a
  /// container's `end` is set later with `close`.
  mutating func append(
    _ tag: Tag, payload: UInt32 = 0, at position: SourcePosition, name: UInt32,
    keyPosition: SourcePosition?
  ) {
    let packed = Self.pack(position)
    var record = Record(
      line: packed.0, column: packed.1, offset: packed.2, payload: payload, key: Record.none,
      tag: tag)
    setKey(of: &record, name: name, at: keyPosition)
    records.append(record)
  }

  /// Stores the member name `name` (`Record.none` for none) starting at `keyPosition` for
  /// `record`: in the record when the name starts on the value's line with only ASCII
  /// between (a track's every member), else as an entry of `keys`.
  private mutating func setKey(
    of record: inout Record, name: UInt32, at keyPosition: SourcePosition?
  ) {
    record.keyGap = 0
    guard name != Record.none || keyPosition != nil else {
      record.key = Record.none
      return
    }
    if name != Record.none, name < Record.inlineKey, let keyPosition,
      let gap = Self.inlineGap(key: keyPosition, value: record)
    {
      record.key = name | Record.inlineKey
      record.keyGap = gap
      return
    }
    let packed = keyPosition.map(Self.pack) ?? (Record.none, 0, 0)
    keys.append(Key(name: name, line: packed.0, column: packed.1, offset: packed.2))
    record.key = UInt32(keys.count - 1)
  }

  /// How far `key` starts before the value of `record` when the two lie on one line with as
  /// many bytes as scalars between them (ASCII), else `nil`.
  private static func inlineGap(key: SourcePosition, value record: Record) -> UInt16? {
    guard key.line == Int(record.line), key.offset <= Int(record.offset) else { return nil }
    let gap = Int(record.offset) - key.offset
    guard gap <= Int(UInt16.max), Int(record.column) - key.column == gap else { return nil }
    return UInt16(gap)
  }

  /// Where the member name kept in `record` starts.
  private static func inlineKeyPosition(of record: Record) -> SourcePosition {
    let gap = Int(record.keyGap)
    return SourcePosition(
      line: Int(record.line), column: Int(record.column) - gap, offset: Int(record.offset) - gap)
  }

  /// Stores `string` in the strings' table for values to share; returns its index there.
  mutating func store(string: String) -> UInt32 {
    strings.append(string)
    return UInt32(strings.count - 1)
  }

  /// Stores `number` in the numbers' table for values to share; returns its index there.
  mutating func store(number: JSONNumber) -> UInt32 {
    numbers.append(number)
    return UInt32(numbers.count - 1)
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

  /// `transform` of each stored name's UTF-8, in the order of `names`, no string touched.
  func mapNameBytes<T>(_ transform: (UnsafeBufferPointer<UInt8>) -> T) -> [T] {
    nameBytes.withUnsafeBufferPointer { stored in
      nameEnds.indices.map { transform(UnsafeBufferPointer(rebasing: stored[nameRange($0)])) }
    }
  }

  /// Where the name at `index` in `names` lies in `nameBytes`.
  private func nameRange(_ index: Int) -> Range<Int> {
    (index == 0 ? 0 : Int(nameEnds[index - 1]))..<Int(nameEnds[index])
  }

  /// Whether the name at `index` in `names` is exactly `bytes`.
  func name(_ index: Int, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    storedName(UInt32(index), equals: bytes)
  }

  /// Whether the name at `index` in `names` is exactly `bytes`.
  private func storedName(_ index: UInt32, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let range = nameRange(Int(index))
    guard range.count == bytes.count else { return false }
    guard let other = bytes.baseAddress, bytes.count > 0 else { return true }
    return nameBytes.withUnsafeBufferPointer { stored in
      memcmp(stored.baseAddress! + range.lowerBound, other, bytes.count) == 0
    }
  }

  /// Interns a member name given as text.
  mutating func internName(_ name: String) -> UInt32 { intern(name) }

  /// Appends `node` as it is.
  mutating func append(_ node: JSONNode) {
    records.append(record(for: node))
  }

  /// Sets the end of the container at `index` to the current count.
  mutating func close(_ index: Int) {
    records[index].payload = UInt32(records.count)
  }

  /// Replaces every value and member-name position with `transform` of it.
  mutating func mapPositions(_ transform: (SourcePosition) -> SourcePosition) {
    let keyCount = keys.count
    for index in records.indices {
      var record = records[index]
      let inlineKey = record.hasInlineKey ? Self.inlineKeyPosition(of: record) : nil
      let packed = Self.pack(transform(position(at: index)))
      record.line = packed.0
      record.column = packed.1
      record.offset = packed.2
      if let inlineKey {
        // The name moves with its value; should the two no longer share a line, it moves to
        // `keys` (already mapped, so left out of the loop below).
        setKey(of: &record, name: record.key & ~Record.inlineKey, at: transform(inlineKey))
      }
      records[index] = record
    }
    for index in keys.indices.prefix(keyCount) where keys[index].line != Record.none {
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
      if record.hasInlineKey {
        let name = result.intern(names[Int(record.key & ~Record.inlineKey)])
        record.key = name | Record.inlineKey
      } else if record.key != Record.none {
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
  private mutating func record(for node: JSONNode) -> Record {
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
    var record = Record(
      line: packed.0, column: packed.1, offset: packed.2, payload: payload, key: Record.none,
      tag: tag)
    setKey(of: &record, name: intern(node.key), at: node.keyPosition)
    return record
  }

  private static func pack(_ position: SourcePosition) -> (UInt32, UInt32, UInt32) {
    (clamp(position.line), clamp(position.column), clamp(position.offset))
  }

  /// `value` saturated to what a record holds (`Record.none` itself is reserved).
  private static func clamp(_ value: Int) -> UInt32 {
    UInt32(Swift.max(0, Swift.min(value, Int(Record.none) - 1)))
  }
}
