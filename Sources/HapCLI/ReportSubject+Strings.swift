import HapRender

extension ReportSubject {
  /// `text(_:limit:)` worked out on strings (splitting the whole subject into runs): what a
  /// subject with other characters than the report's digits, spaces, commas and dashes takes,
  /// and the reference the byte scan is tested against.
  static func stringText(_ full: String, limit: Int) -> String {
    guard full.utf8.count > limit, let marker = full.range(of: "events ") else { return full }
    let head = String(full[..<marker.upperBound])
    // The runs, the last one joined by " and ": `1, 4 and 7–9`.
    let runs = full[marker.upperBound...].replacingOccurrences(of: " and ", with: ", ")
      .components(separatedBy: ", ")
    let counts = runs.map(Self.count(of:))
    var kept = 0
    var length = head.count
    while kept < runs.count - 1, length + runs[kept].count + 2 <= limit - 14 {
      length += runs[kept].count + 2
      kept += 1
    }
    guard kept > 0 else { return full }
    let rest = counts[kept...].reduce(0, +)
    return head + runs[..<kept].joined(separator: ", ") + " and \(rest) more"
  }

  /// How many events a run names: `7` is one, `7–9` three.
  private static func count(of run: String) -> Int {
    let ends = run.split(separator: "–")
    guard ends.count == 2, let first = Int(ends[0]), let last = Int(ends[1]) else { return 1 }
    return last - first + 1
  }
}
