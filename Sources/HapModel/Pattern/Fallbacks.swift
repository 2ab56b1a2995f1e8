/// The crude cross-surface fallbacks of a pattern.
public struct Fallbacks: Equatable, Sendable {
  /// On/off milliseconds for `navigator.vibrate`; odd indices are pauses.
  public var web: [Int]?
  /// A gentler intent token for the reduced-feedback path (kept verbatim, even if unknown).
  public var reduced: String?
  /// Members of the `fallbacks` object that the 0.1 grammar does not define.
  public var extra: JSONMembers

  public init(web: [Int]? = nil, reduced: String? = nil, extra: JSONMembers = JSONMembers()) {
    self.web = web
    self.reduced = reduced
    self.extra = extra
  }
}
