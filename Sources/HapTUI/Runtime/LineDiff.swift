/// A line diff of two texts for the diff screen: hunks of changed lines with a little context.
///
/// The common start and end are skipped first (an edit touches a few lines of a long file),
/// then the lines between are matched by longest common subsequence when that is small enough,
/// else shown as removed and added whole.
enum LineDiff {
  /// Lines of context kept around each change.
  static let context = 2
  /// The largest middle (old lines × new lines) matched line by line.
  static let matchLimit = 4_000_000

  /// The diff lines from `old` (`-`) to `new` (`+`), with `@ line N` before each hunk.
  static func lines(from old: [UInt8], to new: [UInt8]) -> [String] {
    let a = split(old)
    let b = split(new)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(a[prefix..<(a.count - suffix)])
    let newMiddle = Array(b[prefix..<(b.count - suffix)])
    guard !oldMiddle.isEmpty || !newMiddle.isEmpty else { return [] }
    // Each entry: (kind, text, old line number) with kind " ", "-" or "+".
    var script: [(Character, String, Int)] = []
    for index in max(prefix - context, 0)..<prefix { script.append((" ", a[index], index + 1)) }
    script += match(oldMiddle, newMiddle, firstLine: prefix + 1)
    let tail = a.count - suffix
    for index in tail..<min(tail + context, a.count) { script.append((" ", a[index], index + 1)) }
    return hunks(script)
  }

  static func split(_ bytes: [UInt8]) -> [String] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The edit script between two runs of lines that differ at both ends.
  static func match(_ a: [String], _ b: [String], firstLine: Int) -> [(Character, String, Int)] {
    guard a.count * b.count <= matchLimit, !a.isEmpty, !b.isEmpty else {
      return a.enumerated().map { ("-", $0.element, firstLine + $0.offset) }
        + b.map { ("+", $0, firstLine + a.count) }
    }
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    let columns = b.count + 1
    var lengths = [Int32](repeating: 0, count: (a.count + 1) * columns)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i * columns + j] =
          a[i] == b[j]
          ? lengths[(i + 1) * columns + j + 1] + 1
          : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
      }
    }
    var script: [(Character, String, Int)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        script.append((" ", a[i], firstLine + i))
        i += 1
        j += 1
      } else if i < a.count,
        j == b.count || lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1]
      {
        // Removals first, as diffs are read: the old line, then what replaced it.
        script.append(("-", a[i], firstLine + i))
        i += 1
      } else {
        script.append(("+", b[j], firstLine + i))
        j += 1
      }
    }
    return script
  }

  /// The script as printed lines: runs of unchanged lines longer than twice the context are
  /// cut, and each hunk starts with the old line number it is at.
  static func hunks(_ script: [(Character, String, Int)]) -> [String] {
    var keep = [Bool](repeating: false, count: script.count)
    for (index, entry) in script.enumerated() where entry.0 != " " {
      for near in max(index - context, 0)...min(index + context, script.count - 1) {
        keep[near] = true
      }
    }
    var lines: [String] = []
    var inHunk = false
    for (index, entry) in script.enumerated() {
      guard keep[index] else {
        inHunk = false
        continue
      }
      if !inHunk {
        lines.append("@ line \(entry.2)")
        inHunk = true
      }
      lines.append("\(entry.0) \(entry.1)")
    }
    return lines
  }
}
