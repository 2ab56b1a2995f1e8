import HapModel

/// The other places a diagnostic is about: the block member a frontmatter mirror or `id`
/// disagrees with, and the line a message names ("(line 12)").
enum RelatedPlaces {
  struct Place: Equatable {
    var range: Range<Int>
    var message: String
  }

  /// The frontmatter keys whose block member a HAPW01 or HAP003 compares against.
  static let mirrored = [
    "spec": "haptic", "intent": "intent", "requiredCapability": "requiredCapability", "id": "id",
  ]

  static func places(for diagnostic: Diagnostic, in analysis: DocumentAnalysis) -> [Place] {
    guard diagnostic.code == "HAPW01" || diagnostic.code == "HAP003",
      let key = frontmatterKey(in: diagnostic.message), let member = mirrored[key],
      let tree = analysis.document.tree, let index = tree.member(member, of: tree.root)
    else { return [] }
    let position = tree.nodes.position(at: index)
    let start = analysis.text.offset(line: position.line, column: position.column)
    let end = JSONToken.end(
      in: analysis.text.bytes, from: start, limit: analysis.text.lineEnd(from: start))
    guard start != analysis.offset(of: diagnostic) else { return [] }
    return [Place(range: start..<max(end, start), message: "the block's \(member)")]
  }

  /// The key a mirror message is about: "the frontmatter KEY says …", "… has no KEY line …",
  /// "the frontmatter id `x` differs …".
  static func frontmatterKey(in message: String) -> String? {
    if message.contains("differs from the block's id") { return "id" }
    for prefix in ["the frontmatter has no ", "the frontmatter "] where message.hasPrefix(prefix) {
      let word = message.dropFirst(prefix.count).prefix { $0 != " " }
      if mirrored[String(word)] != nil { return String(word) }
    }
    return nil
  }
}
