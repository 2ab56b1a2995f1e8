import HapRender

extension Glyphs {
  /// The mark and role of a status; a construct that was not needed is neither kept nor lost.
  func mark(for status: SupportStatus, unused: Bool) -> (Unicode.Scalar, StyleRole) {
    if unused { return (self.unused, .dim) }
    switch status {
    case .kept: return (kept, .kept)
    case .approximated: return (approximated, .approximated)
    case .dropped: return (dropped, .dropped)
    }
  }
}
