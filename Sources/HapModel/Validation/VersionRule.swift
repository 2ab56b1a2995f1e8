/// HAPW02: the block's grammar version is newer than 0.1, so haptui checks it as 0.1 and
/// ignores the members it does not know.
enum VersionRule {
  static let supported = (major: 0, minor: 1)

  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    guard let index = context.member("haptic", of: context.root),
      let text = context.string(index), SchemaRule.isVersion(text)
    else { return }
    let parts = text.split(separator: ".").map { Int($0) ?? Int.max }
    guard (parts[0], parts[1]) > supported else { return }
    found.append(
      context.diagnostic(
        "HAPW02", .warning, at: index,
        "grammar version \(text) is newer than 0.1; haptui checks this block as 0.1 and ignores "
          + "members it does not know"))
  }
}
