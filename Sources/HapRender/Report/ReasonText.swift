/// A verdict's reason as it is kept until someone reads it: words, or iOS's reason for a
/// transient, which names the transient's time and is written only when read (D467).
///
/// Every transient of an iOS track has a reason of its own (`CHHapticEvent(.hapticTransient) at
/// 1.25 s (…)`). The editor's panel shows a screenful of the report; writing 50,000 of them
/// for each analysis was a tenth of the previewed column's work. A struct, not an enum with
/// payloads: a verdict is copied several times per site, and an enum's copy was a call.
struct ReasonText: Sendable {
  /// The words, or for a transient's reason the mapping-table row it cites.
  var words: String
  /// The transient's time in milliseconds, or `Int.min` for a reason that is its words.
  var milliseconds: Int

  /// A reason that is `words`.
  static func words(_ words: String) -> ReasonText {
    ReasonText(words: words, milliseconds: .min)
  }

  /// `TransientReason.text(at: milliseconds, row: row)`, written when read.
  static func transient(milliseconds: Int, row: String) -> ReasonText {
    ReasonText(words: row, milliseconds: milliseconds)
  }

  /// Whether this is a transient's reason, kept as its time and row.
  var isTransient: Bool { milliseconds != .min }

  /// The reason as people read it.
  var text: String {
    isTransient ? TransientReason.text(at: milliseconds, row: words) : words
  }
}

extension ReasonText: Equatable {
  /// Equal when they read the same, however each is kept.
  static func == (a: ReasonText, b: ReasonText) -> Bool {
    a.isTransient == b.isTransient
      ? a.milliseconds == b.milliseconds && a.words == b.words : a.text == b.text
  }
}
