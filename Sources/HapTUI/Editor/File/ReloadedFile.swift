import HapModel

/// A file read again from disk: its pattern and what the editor shows about it.
public struct ReloadedFile: Equatable, Sendable {
  public var info: DocumentInfo
  public var pattern: HapticPattern
  /// Why it was read: `edit-in-editor` or `reload`.
  public var reason: String

  public init(info: DocumentInfo, pattern: HapticPattern, reason: String) {
    self.info = info
    self.pattern = pattern
    self.reason = reason
  }
}
