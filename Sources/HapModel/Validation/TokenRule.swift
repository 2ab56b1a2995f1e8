/// HAP004: `intent` or `fallbacks.reduced` is not a Tier-0 intent token.
///
/// The message names the token the author most likely meant: Koder-style names such as
/// `notify.success` or `selection.change` map to the real tokens, near misses get "did you mean".
enum TokenRule {
  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    let places = [
      ("intent", context.member("intent", of: context.root)),
      ("fallbacks.reduced", context.member("reduced", of: context.fallbacks)),
    ]
    for (name, index) in places {
      guard let index, let text = context.string(index), IntentToken(rawValue: text) == nil else {
        continue
      }
      found.append(
        context.diagnostic(
          "HAP004", .error, at: index,
          "\(name) \(JSONWriter.quoted(text)) is not a Tier-0 intent token; "
            + Suggestion.intentPhrase(for: text)))
    }
  }
}
