/// One file of the site: a path relative to the output folder (only slug-safe names, joined
/// with `/`) and its bytes.
public struct SiteFile: Equatable, Sendable {
  public var path: String
  public var bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Whether `path` is one the site may write: relative, no empty, `.` or `..` component, no
  /// component starting with `.` (the marker file is written by the command itself), and only
  /// ASCII letters, digits, `-`, `_` and `.` in each component.
  public static func isSafe(_ path: String) -> Bool {
    guard !path.isEmpty, !path.hasPrefix("/") else { return false }
    for component in path.split(separator: "/", omittingEmptySubsequences: false) {
      guard !component.isEmpty, !component.hasPrefix("."), component.utf8.count <= 200 else {
        return false
      }
      for byte in component.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
          UInt8(ascii: "."):
          continue
        default: return false
        }
      }
    }
    return true
  }
}
