import HapModel
import HapRender

/// The code actions for one document: a fix for each diagnostic that names one, and `fmt`.
///
/// Every fix is a whole new text (`DocumentFix.result`); the server sends the difference. A
/// fix is offered only when it can be made without guessing: the checker's own suggestion, the
/// block's value for a mirror, the model's repair for an order or a missing duration (D132).
public enum QuickFixes {
  /// The fixes for the diagnostics whose byte range meets `range`, then `fmt` when the block
  /// is not in the canonical layout.
  public static func fixes(in analysis: DocumentAnalysis, touching range: Range<Int>)
    -> [DocumentFix]
  {
    var result: [DocumentFix] = []
    for finding in analysis.findings {
      let diagnostic = finding.diagnostic
      let span = analysis.range(of: diagnostic)
      let meets =
        span.overlaps(range) || span.contains(range.lowerBound) || range.contains(span.lowerBound)
        || (span.isEmpty && span.lowerBound == range.lowerBound)
      guard meets, let fix = fix(for: diagnostic, in: analysis) else { continue }
      if fix.result != analysis.text.bytes { result.append(fix) }
    }
    if let formatted = analysis.document.formatting().bytes, formatted != analysis.text.bytes {
      result.append(
        DocumentFix(
          title: "Format the haptic block (haptui fmt)", code: nil, offset: nil, result: formatted))
    }
    return result
  }

  /// The fix for `diagnostic`, or `nil` when it names none.
  public static func fix(for diagnostic: Diagnostic, in analysis: DocumentAnalysis)
    -> DocumentFix?
  {
    let offset = analysis.offset(of: diagnostic)
    let inBlock = analysis.blockRange?.contains(offset) ?? false
    let make = { (title: String, bytes: [UInt8]?) -> DocumentFix? in
      bytes.map { DocumentFix(title: title, code: diagnostic.code, offset: offset, result: $0) }
    }
    switch diagnostic.code {
    case "HAP003" where !inBlock:
      return make("Set the frontmatter id", FrontmatterFixes.identifier(diagnostic, analysis))
    case "HAPW01":
      guard let key = RelatedPlaces.frontmatterKey(in: diagnostic.message) else { return nil }
      return make(
        "Make the frontmatter \(key) match the block", FrontmatterFixes.mirror(key, analysis))
    case "HAPW07":
      return make("Add the derived fallbacks.web", BlockFixes.webFallback(diagnostic, analysis))
    case "HAPW09" where diagnostic.message.contains("ends with a pause"):
      return make("Remove the trailing pause", BlockFixes.removeValue(at: offset, analysis))
    case "HAPW11":
      return make("Remove the ignored member", BlockFixes.removeValue(at: offset, analysis))
    case "HAPW13":
      return make("Close the haptic block's fence", BlockFixes.closeFence(analysis))
    case "HAP005":
      return make("Sort the track by at", PatternFixes.sorted(analysis))
    case "HAP006":
      return make(
        "Give the event a \(EventDefaults.duration) ms duration", PatternFixes.durations(analysis))
    default:
      guard inBlock, let value = SuggestedValue.value(in: diagnostic.message) else { return nil }
      let verb = diagnostic.code == "HAPW10" ? "Rename to" : "Replace with"
      return make(
        "\(verb) \(JSONWriter.quoted(value))",
        BlockFixes.replaceToken(at: offset, with: JSONWriter.quoted(value), analysis))
    }
  }
}
