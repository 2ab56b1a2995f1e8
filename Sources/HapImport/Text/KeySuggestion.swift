/// Spots member names that are probably typos of a known one (`ParameterCurves` for
/// `ParameterCurve`), by edit distance without regard to case.
enum KeySuggestion {
  /// The known name `key` is closest to, when it is within two edits (and not `key` itself).
  static func nearest(to key: String, in known: [String]) -> String? {
    let lowered = Array(key.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for name in known where name != key {
      let distance = editDistance(lowered, Array(name.lowercased().unicodeScalars))
      let limit = min(2, max(1, name.count / 3))
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (name, distance) }
    }
    return best?.name
  }

  /// Levenshtein distance, stopping early for very long names.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.count > 64 || b.count > 64 { return Int.max }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
