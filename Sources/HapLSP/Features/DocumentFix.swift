/// One code action: a title, the diagnostic code it fixes (`nil` for `fmt`) and the whole text
/// it leaves, from which the edit is worked out.
public struct DocumentFix: Equatable, Sendable {
  public var title: String
  public var code: String?
  /// The byte offset of the diagnostic it fixes (to match it to the client's diagnostic).
  public var offset: Int?
  public var result: [UInt8]

  public init(title: String, code: String?, offset: Int?, result: [UInt8]) {
    self.title = title
    self.code = code
    self.offset = offset
    self.result = result
  }

  /// The CodeActionKind: `quickfix` for a diagnostic's fix, `source.fixAll` for `fmt`'s.
  public var kind: String { code == nil ? "source.format.haptui" : "quickfix" }
}
