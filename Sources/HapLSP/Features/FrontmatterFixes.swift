import HapModel

/// Fixes that rewrite one frontmatter line (`id`, the mirrors), every other byte kept.
enum FrontmatterFixes {
  /// HAP003 in the frontmatter: `id` set to the block's id when that is a slug, else to the
  /// slug the message suggests.
  static func identifier(_ diagnostic: Diagnostic, _ analysis: DocumentAnalysis) -> [UInt8]? {
    let blockID = analysis.document.pattern?.id
    let wanted: String
    if let blockID, Slug.isValid(blockID) {
      wanted = blockID
    } else if let current = analysis.document.frontmatter?.id, !current.isEmpty {
      wanted = Slug.suggestion(from: current)
    } else if let blockID, !blockID.isEmpty {
      wanted = Slug.suggestion(from: blockID)
    } else {
      return nil
    }
    guard Slug.isValid(wanted) else { return nil }
    return try? FrontmatterKeyEdit.setting(
      "id", to: wanted, in: analysis.text.bytes, file: analysis.document.displayName)
  }

  /// HAPW01: the frontmatter `key` set to what the block says (removed when the block has no
  /// such member).
  static func mirror(_ key: String, _ analysis: DocumentAnalysis) -> [UInt8]? {
    guard let pattern = analysis.document.pattern else { return nil }
    let value: String?
    switch key {
    case "spec": value = pattern.haptic
    case "intent": value = pattern.intent
    case "requiredCapability": value = pattern.requiredCapability
    default: return nil
    }
    return try? FrontmatterKeyEdit.setting(
      key, to: value, in: analysis.text.bytes, file: analysis.document.displayName)
  }
}
