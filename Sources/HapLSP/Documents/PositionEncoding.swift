/// How `character` in an LSP position counts: UTF-16 code units (the default) or UTF-8 bytes.
public enum PositionEncoding: String, Sendable {
  case utf16 = "utf-16"
  case utf8 = "utf-8"

  /// The encoding to use given the client's `general.positionEncodings`: UTF-8 when offered
  /// (no conversion needed, D130), else UTF-16, which every client must accept.
  public static func negotiated(_ offered: [String]) -> PositionEncoding {
    offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
  }
}
