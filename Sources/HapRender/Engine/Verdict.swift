/// What happened to one construct in one rendition, and why.
struct Verdict: Equatable, Sendable {
  var status: SupportStatus
  /// Why, as it is kept: iOS's transient reasons are written only when read (D467).
  var reasonText: ReasonText

  init(status: SupportStatus, reason: String) {
    self.status = status
    reasonText = .words(reason)
  }

  init(status: SupportStatus, reasonText: ReasonText) {
    self.status = status
    self.reasonText = reasonText
  }

  /// Why, as people read it.
  var reason: String {
    get { reasonText.text }
    set { reasonText = .words(newValue) }
  }

  static func kept(_ reason: String) -> Verdict { Verdict(status: .kept, reason: reason) }
  static func approximated(_ reason: String) -> Verdict {
    Verdict(status: .approximated, reason: reason)
  }
  static func dropped(_ reason: String) -> Verdict { Verdict(status: .dropped, reason: reason) }
}
