extension JSONNodes {
  /// These values with the values in `range` (whole subtrees, siblings) replaced by the
  /// children of `run`'s root array (`JSONSplice`, D430).
  ///
  /// `run`'s positions move by `placed` (its text's second line is the replaced lines' first;
  /// columns stay), the values after `range` by `shift` (whole lines were replaced, so
  /// columns stay), and the ends of `containers`, the values that hold `range`, by the change
  /// in count. The side tables keep their entries: the replaced values' strings and numbers
  /// stay unused, and the new ones are added.
  func splicing(
    _ range: Range<Int>, with run: JSONNodes, placedAt placed: (line: Int, offset: Int),
    shift: (lines: Int, offset: Int), containers: [Int]
  ) -> JSONNodes {
    var result = self
    let added = run.records.count - 1
    let delta = UInt32(truncatingIfNeeded: added - range.count)
    let placedLine = UInt32(truncatingIfNeeded: placed.line)
    let placedOffset = UInt32(truncatingIfNeeded: placed.offset)
    var inserted: [Record] = []
    inserted.reserveCapacity(added)
    for index in 1..<run.records.count {
      var record = run.records[index]
      record.line &+= placedLine
      record.offset &+= placedOffset
      switch record.tag {
      case .array, .object:
        record.payload = record.payload - 1 + UInt32(range.lowerBound)
      case .string:
        result.strings.append(run.strings[Int(record.payload)])
        record.payload = UInt32(result.strings.count - 1)
      case .number:
        result.numbers.append(run.numbers[Int(record.payload)])
        record.payload = UInt32(result.numbers.count - 1)
      case .null, .bool:
        break
      }
      if record.hasInlineKey {
        let name = result.internName(run.names[Int(record.key & ~Record.inlineKey)])
        record.key = name | Record.inlineKey
      } else if record.key != Record.none {
        var key = run.keys[Int(record.key)]
        if key.name != Record.none { key.name = result.internName(run.names[Int(key.name)]) }
        if key.line != Record.none {
          key.line &+= placedLine
          key.offset &+= placedOffset
        }
        result.keys.append(key)
        record.key = UInt32(result.keys.count - 1)
      }
      inserted.append(record)
    }
    result.records.replaceSubrange(range, with: inserted)
    let lineShift = UInt32(truncatingIfNeeded: shift.lines)
    let offsetShift = UInt32(truncatingIfNeeded: shift.offset)
    let movedFrom = range.lowerBound + added
    var movedKeys: [Int] = []
    result.records.withUnsafeMutableBufferPointer { records in
      for index in movedFrom..<records.count {
        records[index].line &+= lineShift
        records[index].offset &+= offsetShift
        if records[index].tag == .array || records[index].tag == .object {
          records[index].payload &+= delta
        }
        let key = records[index].key
        if key != Record.none, key & Record.inlineKey == 0 { movedKeys.append(Int(key)) }
      }
      for index in containers { records[index].payload &+= delta }
    }
    for index in movedKeys where result.keys[index].line != Record.none {
      result.keys[index].line &+= lineShift
      result.keys[index].offset &+= offsetShift
    }
    return result
  }
}
