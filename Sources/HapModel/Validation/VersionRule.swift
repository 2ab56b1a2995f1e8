/// HAPW02: the block's grammar version is newer than 0.1, so haptui checks it as 0.1 and
/// ignores the members it does not know.
enum VersionRule {
  static let supported = (major: 0, minor: 1)

  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    guard let index = context.member("haptic", of: context.root),
      let text = context.string(index), SchemaRule.isVersion(text)
    else { return }
    guard numbers(of: text) > supported else { return }
    found.append(
      context.diagnostic(
        "HAPW02", .warning, at: index,
        "grammar version \(text) is newer than 0.1; haptui checks this block as 0.1 and ignores "
          + "members it does not know"))
  }

  /// The major and minor numbers of a version `SchemaRule.isVersion` accepts, read from its
  /// bytes (D394); a number too large for an `Int` is `Int.max`.
  static func numbers(of version: String) -> (major: Int, minor: Int) {
    var parts = (major: 0, minor: 0)
    var inMinor = false
    for byte in version.utf8 {
      guard byte != UInt8(ascii: ".") else {
        inMinor = true
        continue
      }
      let digit = Int(byte &- UInt8(ascii: "0"))
      let number = inMinor ? parts.minor : parts.major
      let (times, overflow) = number.multipliedReportingOverflow(by: 10)
      let (sum, overflowAgain) = times.addingReportingOverflow(digit)
      let next = overflow || overflowAgain ? Int.max : sum
      if inMinor { parts.minor = next } else { parts.major = next }
    }
    return parts
  }
}
