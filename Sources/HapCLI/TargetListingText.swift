import HapAudition
import HapModel

/// The audition targets part of `haptui devices`, as text and as JSON.
enum TargetListingText {
  static func text(_ targets: [TargetListing]) -> String {
    var text = "\nAudition targets (haptui play --target TARGET FILE):\n"
    for target in targets {
      text += "  \(target.target)  \(target.name)\n"
      if !target.keeps.isEmpty {
        text += "    keeps \(target.keeps.joined(separator: ", "))"
        text += target.heard ? " (heard, not felt)\n" : "\n"
      }
      text += target.problem.map { "    cannot play: \($0)\n" } ?? "    ready to play\n"
    }
    return text
  }

  static func json(_ targets: [TargetListing]) -> String {
    let items = targets.map { target -> String in
      let fields: [(String, String)] = [
        ("kind", JSONWriter.quoted(target.kind)), ("target", JSONWriter.quoted(target.target)),
        ("name", JSONWriter.quoted(target.name)),
        ("keeps", "[" + target.keeps.map(JSONWriter.quoted).joined(separator: ", ") + "]"),
        ("playable", "\(target.problem == nil)"),
        ("problem", target.problem.map(JSONWriter.quoted) ?? "null"),
        ("heard", "\(target.heard)"),
      ]
      return "    {" + fields.map { "\(JSONWriter.quoted($0.0)): \($0.1)" }.joined(separator: ", ")
        + "}"
    }
    return items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]"
  }
}
