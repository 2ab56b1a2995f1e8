/// The one replacement that turns a text into another: the bytes between their common prefix
/// and common suffix, so a fix that changes one line sends one small edit.
enum TextDiff {
  static func edit(from old: [UInt8], to new: [UInt8]) -> (range: Range<Int>, bytes: [UInt8]) {
    var prefix = 0
    let shorter = min(old.count, new.count)
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    // Never split a UTF-8 sequence: back up to a lead byte.
    while prefix > 0, prefix < old.count, old[prefix] & 0xC0 == 0x80 { prefix -= 1 }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    while suffix > 0, old.count - suffix < old.count, old[old.count - suffix] & 0xC0 == 0x80 {
      suffix -= 1
    }
    return (prefix..<(old.count - suffix), Array(new[prefix..<(new.count - suffix)]))
  }
}
