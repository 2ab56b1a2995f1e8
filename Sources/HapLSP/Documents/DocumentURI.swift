import Foundation

/// `file:` URIs to paths and back.
public enum DocumentURI {
  /// The path of a `file:` URI (percent-decoded), or `nil` for any other scheme.
  public static func path(of uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    var rest = String(uri.dropFirst("file://".count))
    // `file://host/path`: only the local host (empty or localhost) names a local file.
    if rest.hasPrefix("localhost/") { rest = String(rest.dropFirst("localhost".count)) }
    guard rest.hasPrefix("/") else { return nil }
    return rest.removingPercentEncoding ?? rest
  }

  /// The `file:` URI of an absolute path.
  public static func uri(of path: String) -> String {
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#"))
    return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
  }
}
