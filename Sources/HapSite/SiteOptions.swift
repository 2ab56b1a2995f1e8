/// What `haptui site` was asked for: the gallery's title and the address it will be served
/// from, if any.
public struct SiteOptions: Equatable, Sendable {
  /// The gallery's title (the index's heading and every page's title suffix).
  public var title: String
  /// The address the site is served from (`https://haptics.example.com/gallery/`), which makes
  /// the pages' links and QR codes absolute; `nil` for relative links only.
  public var baseURL: String?

  public init(title: String = "Haptic patterns", baseURL: String? = nil) {
    self.title = title
    self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
  }

  /// Whether `url` can be a base URL: `http://` or `https://` followed by a host, and no
  /// characters that would need escaping in an attribute or a QR code.
  public static func isValidBaseURL(_ url: String) -> Bool {
    let lower = url.lowercased()
    guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return false }
    let rest = url.drop(while: { $0 != ":" }).dropFirst(3)
    guard let first = rest.first, first != "/" else { return false }
    return url.unicodeScalars.allSatisfy { scalar in
      scalar.value > 0x20 && scalar.value < 0x7F && !"\"'<>\\`{}|^ ".unicodeScalars.contains(scalar)
    }
  }
}
