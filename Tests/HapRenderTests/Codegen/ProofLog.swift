/// The log a proof program prints (the stand-ins record each call), read back by section.
enum ProofLog {
  /// The log split at its `== title` lines; what comes before the first is `start`.
  static func sections(_ text: String) -> [String: [String]] {
    var sections: [String: [String]] = [:]
    var current = "start"
    for line in text.split(separator: "\n").map(String.init) {
      if line.hasPrefix("== ") {
        current = String(line.dropFirst(3))
        sections[current] = []
      } else {
        sections[current, default: []].append(line)
      }
    }
    return sections
  }
}
