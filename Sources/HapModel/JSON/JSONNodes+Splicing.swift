extension JSONNodes {
  /// These values with the values in `range` (whole subtrees, siblings) replaced by the
  /// children of `run`'s root array (`JSONSplice`, D430).
  ///
  /// `run`'s positions move by `placed` (its text's second line is the replaced lines' first;
  /// columns stay), the values after `range` by `shift` (whole lines were replaced, so
  /// columns stay), and the ends of `containers`, the values that hold `range`, by the change
  /// in count. The side tables keep their entries: the replaced values' strings, numbers and
  /// names' entries stay unused, and `run`'s are added (`adoption`).
  func splicing(
    _ range: Range<Int>, with run: JSONNodes, placedAt placed: (line: Int, offset: Int),
    shift: (lines: Int, offset: Int), containers: [Int]
  ) -> JSONNodes {
    var result = self
    let added = run.records.count - 1
    let delta = UInt32(truncatingIfNeeded: added - range.count)
    let adoption = result.adoption(
      of: run, at: range.lowerBound, line: placed.line, offset: placed.offset)
    let inserted = run.records[1...].map { Self.adopted($0, adoption) }
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
