/// What happened to one construct in one rendition, and why.
struct Verdict: Equatable, Sendable {
  var status: SupportStatus
  var reason: String

  static func kept(_ reason: String) -> Verdict { Verdict(status: .kept, reason: reason) }
  static func approximated(_ reason: String) -> Verdict {
    Verdict(status: .approximated, reason: reason)
  }
  static func dropped(_ reason: String) -> Verdict { Verdict(status: .dropped, reason: reason) }
}
