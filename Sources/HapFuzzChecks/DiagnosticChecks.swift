import HapModel
import HapRender

/// Invariants of a document's diagnostics: each one points into the file, carries a known code
/// and a message, and the list is sorted; the conformance verdict agrees with them.
public enum DiagnosticChecks {
  /// The codes the checker may report (`HapDocument`'s, and HAPW03 from rendering).
  public static func isKnownCode(_ code: String) -> Bool {
    let bytes = Array(code.utf8)
    guard bytes.count == 6, code.hasPrefix("HAP") else { return false }
    let isWarning = bytes[3] == UInt8(ascii: "W")
    let digits = isWarning ? bytes[4...] : bytes[3...]
    guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let number = Int(String(decoding: digits, as: UTF8.self))
    else { return false }
    return isWarning ? (1...99).contains(number) : (0...8).contains(number)
  }

  /// The violations in `diagnostics` of a file whose bytes `lines` indexes.
  public static func violations(of diagnostics: [Diagnostic], lines: LineIndex)
    -> [InvariantViolation]
  {
    var found: [InvariantViolation] = []
    for diagnostic in diagnostics {
      if !isKnownCode(diagnostic.code) {
        found.append(InvariantViolation("diagnostic-code", "unknown code \(diagnostic.code)"))
      }
      if diagnostic.message.isEmpty {
        found.append(InvariantViolation("diagnostic-message", "\(diagnostic.code) has no message"))
      }
      guard (1...lines.lineCount).contains(diagnostic.line) else {
        found.append(
          InvariantViolation(
            "diagnostic-line",
            "\(diagnostic.code) at line \(diagnostic.line) of a \(lines.lineCount)-line file"))
        continue
      }
      // A position may sit just past the last character of its line (an unexpected end).
      let range = lines.fullRange(ofLine: diagnostic.line)
      let width = lines.scalarCount(from: range.lowerBound, to: range.upperBound)
      if !(1...(width + 1)).contains(diagnostic.column) {
        found.append(
          InvariantViolation(
            "diagnostic-column",
            "\(diagnostic.code) at \(diagnostic.line):\(diagnostic.column), line has \(width) "
              + "characters"))
      }
    }
    if diagnostics != diagnostics.sortedByPosition() {
      found.append(
        InvariantViolation(
          "diagnostics-sorted",
          "not sorted by position: \(diagnostics.map { "\($0.code)@\($0.line):\($0.column)" })"))
    }
    return found
  }

  /// The violations of the document's verdicts: UTF-8, conformance and what it implies.
  public static func verdictViolations(of document: HapDocument) -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    let isUTF8 = Array(String(decoding: document.bytes, as: UTF8.self).utf8) == document.bytes
    // UTF-8 that is still unreadable must say why: a reading limit (D024) is HAP000.
    let overALimit = document.diagnostics.contains { $0.code == "HAP000" }
    if document.isReadable != isUTF8, !(isUTF8 && overALimit) {
      found.append(
        InvariantViolation(
          "readable", "isReadable is \(document.isReadable) for bytes that are UTF-8: \(isUTF8)"))
    }
    if !isUTF8, !document.diagnostics.contains(where: { $0.code == "HAP000" }) {
      found.append(InvariantViolation("readable", "bytes that are not UTF-8 without HAP000"))
    }
    let codes = Set(document.errors.map(\.code))
    if document.isConformant {
      if document.pattern == nil || document.frontmatter == nil || document.blocks.count != 1 {
        found.append(
          InvariantViolation(
            "conformant",
            "conformant without a pattern (\(document.pattern != nil)), frontmatter "
              + "(\(document.frontmatter != nil)) or exactly one block (\(document.blocks.count))"
          ))
      }
    }
    if document.isReadable, document.block != nil, document.tree == nil, !codes.contains("HAP007") {
      found.append(InvariantViolation("syntax", "a block that does not parse without HAP007"))
    }
    if document.isReadable, document.tree != nil, document.pattern == nil, codes.isEmpty {
      found.append(InvariantViolation("decode", "a parsed block with no pattern and no error"))
    }
    return found
  }

  /// The violations in the events `findings` name: each is an index of the document's track,
  /// and a finding whose position lies before the track names none.
  public static func eventViolations(of findings: [Finding], in document: HapDocument)
    -> [InvariantViolation]
  {
    let count = TrackEventLocator(document.tree).starts.count
    return findings.compactMap { finding in
      guard let event = finding.event, !(0..<count).contains(event) else { return nil }
      return InvariantViolation(
        "diagnostic-event",
        "\(finding.diagnostic.code) names event \(event) of a track of \(count) events")
    }
  }
}
