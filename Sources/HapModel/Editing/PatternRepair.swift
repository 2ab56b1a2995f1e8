/// Fixes what can be fixed in a pattern that breaks a conformance rule, and says what it did.
///
/// Used when a file opens read-only: the author asks for the repair, reviews it, and saves. It
/// sorts events by `at`, gives continuous events without a duration the default one, clamps
/// values into their ranges, maps intent names from other vocabularies (`notify.success`) to the
/// nearest Tier-0 token and removes tokens it cannot map, and makes `id` a slug matching the frontmatter.
public enum PatternRepair {
  /// What a repair produced.
  public struct Result: Equatable, Sendable {
    public var pattern: HapticPattern
    /// One short phrase per kind of fix, such as `sorted 3 events by at`.
    public var fixes: [String]
    /// Problems left that the repair could not fix.
    public var remaining: [String]

    public var isConformant: Bool { remaining.isEmpty }
  }

  public static func repair(_ pattern: HapticPattern, frontmatterID: String?) -> Result {
    var result = pattern
    var fixes: [String] = []
    var remaining: [String] = []
    var events = result.events
    if !TrackOrder.isSorted(events) {
      events = TrackOrder.stablySorted(events)
      fixes.append("sorted the events by at")
    }
    var filled = 0
    var clamped = 0
    for index in events.indices {
      let original = events[index]
      if events[index].type == .continuous, events[index].duration == nil {
        events[index].duration = EventDefaults.duration
        filled += 1
      }
      events[index] = TrackOrder.clamped(events[index])
      if events[index].at != original.at || events[index].intensity != original.intensity
        || events[index].sharpness != original.sharpness
        || (original.duration != nil && events[index].duration != original.duration)
      {
        clamped += 1
      }
    }
    if filled > 0 {
      fixes.append("gave \(filled) continuous event(s) a \(EventDefaults.duration) ms duration")
    }
    if clamped > 0 { fixes.append("brought \(clamped) event(s) into range") }
    if pattern.track != nil { result.track = events.isEmpty ? nil : events }
    if pattern.track?.isEmpty == true { fixes.append("removed the empty track") }

    if let intent = result.intent, IntentToken(rawValue: intent) == nil {
      result.intent = IntentToken.nearest(to: intent)?.rawValue
      fixes.append(
        result.intent.map { "intent \(intent) → \($0)" } ?? "removed unknown intent \(intent)")
    }
    if let reduced = result.fallbacks?.reduced, IntentToken(rawValue: reduced) == nil {
      result.fallbacks?.reduced = IntentToken.nearest(to: reduced)?.rawValue
      fixes.append(
        result.fallbacks?.reduced.map { "fallbacks.reduced \(reduced) → \($0)" }
          ?? "removed unknown fallbacks.reduced \(reduced)")
    }
    if let capability = result.requiredCapability, Capability(rawValue: capability) == nil {
      result.requiredCapability = nil
      fixes.append("removed unknown requiredCapability \(capability)")
    }
    if let web = result.fallbacks?.web, web.contains(where: { $0 < 0 }) {
      result.fallbacks?.web = web.map { max($0, 0) }
      fixes.append("set negative fallbacks.web entries to 0")
    }
    if !isVersion(result.haptic) {
      fixes.append("haptic \"\(result.haptic)\" → \"0.1\"")
      result.haptic = "0.1"
    }
    let wanted = frontmatterID.flatMap { Slug.isValid($0) ? $0 : nil } ?? slug(from: result.id)
    if let wanted, wanted != result.id {
      fixes.append("id \(result.id) → \(wanted)")
      result.id = wanted
    } else if wanted == nil {
      remaining.append("the id cannot be made into a slug; set it in a text editor")
    }
    return Result(pattern: result, fixes: fixes, remaining: remaining)
  }

  static func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 2
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }

  /// A slug made from free text (`Double Tap!` → `double-tap`), or `nil` when it has no letters
  /// or digits to make one from.
  static func slug(from text: String) -> String? {
    guard
      text.unicodeScalars.contains(where: {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
      })
    else { return nil }
    return Slug.suggestion(from: text)
  }
}
