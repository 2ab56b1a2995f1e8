extension JSONNodes {
  /// How the values of another list are carried into this one: where its table entries and
  /// names now stand, and how far its positions and container ends move.
  struct Adoption {
    /// For each of the other list's names, its index in these names.
    var names: [UInt32]
    var stringBase: UInt32
    var numberBase: UInt32
    var keyBase: UInt32
    /// Added to a container's end: the other list's value 1 lands at `start`, its root left out.
    var endShift: UInt32
    var line: UInt32
    var offset: UInt32
  }

  /// Adds `run`'s strings, numbers, names and member-name entries to these tables, ready for
  /// its values after the root to stand from index `start` on (`adopted`), their positions
  /// moved down `line` lines and on `offset` bytes (columns stay).
  ///
  /// The tables are appended whole, so values that shared an entry in `run` share its copy.
  mutating func adoption(of run: JSONNodes, at start: Int, line: Int, offset: Int) -> Adoption {
    let names = run.names.map { internName($0) }
    let lineShift = UInt32(truncatingIfNeeded: line)
    let offsetShift = UInt32(truncatingIfNeeded: offset)
    let adoption = Adoption(
      names: names, stringBase: UInt32(strings.count), numberBase: UInt32(numbers.count),
      keyBase: UInt32(keys.count), endShift: UInt32(truncatingIfNeeded: start - 1),
      line: lineShift, offset: offsetShift)
    strings += run.strings
    numbers += run.numbers
    keys.reserveCapacity(keys.count + run.keys.count)
    for var key in run.keys {
      if key.name != Record.none { key.name = names[Int(key.name)] }
      if key.line != Record.none {
        key.line &+= lineShift
        key.offset &+= offsetShift
      }
      keys.append(key)
    }
    return adoption
  }

  /// `record`, a value of the list `adoption` was made for, as it stands in this one.
  static func adopted(_ record: Record, _ adoption: Adoption) -> Record {
    var record = record
    record.line &+= adoption.line
    record.offset &+= adoption.offset
    switch record.tag {
    case .array, .object: record.payload &+= adoption.endShift
    case .string: record.payload &+= adoption.stringBase
    case .number: record.payload &+= adoption.numberBase
    case .null, .bool: break
    }
    if record.hasInlineKey {
      record.key = adoption.names[Int(record.key & ~Record.inlineKey)] | Record.inlineKey
    } else if record.key != Record.none {
      record.key &+= adoption.keyBase
    }
    return record
  }

  /// Appends the values of `run` after its root (whole subtrees), positions moved down `line`
  /// lines (columns and offsets stay), as the last children of the open container they follow.
  mutating func append(valuesOf run: JSONNodes, line: Int) {
    let adoption = adoption(of: run, at: records.count, line: line, offset: 0)
    records.reserveCapacity(records.count + run.records.count - 1)
    for index in 1..<run.records.count {
      records.append(Self.adopted(run.records[index], adoption))
    }
  }
}
