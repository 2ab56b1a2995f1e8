import Foundation
import HapTestSupport

/// Texts the server tests open: a pattern from the library and broken variants of it.
enum Samples {
  static let uri = "file:///tmp/haptui-lsp-test/double-tap.hap.md"

  static let doubleTap: String =
    (try? String(contentsOfFile: Repository.path("Patterns/double-tap.hap.md"), encoding: .utf8))
    ?? ""

  /// `doubleTap` with `old` replaced by `new` (once).
  static func doubleTap(replacing old: String, with new: String) -> String {
    guard let range = doubleTap.range(of: old) else { return doubleTap }
    return doubleTap.replacingCharacters(in: range, with: new)
  }
}
