import HapModel
import HapRender

/// What a page's playground script reads: the web fallback for `navigator.vibrate`, the track
/// for the audio simulation, and the Web Haptics effect for the intent, as JSON.
enum PlaygroundData {
  /// The WICG Web Haptics effect for a Tier-0 intent, where the explainer maps one (hint is a
  /// light impact, edge soft, tick a selection, align rigid); `nil` for the others.
  static func webHapticsEffect(_ intent: String?) -> String? {
    switch intent {
    case "impact.light": "hint"
    case "impact.soft": "edge"
    case "selection": "tick"
    case "impact.rigid": "align"
    default: nil
    }
  }

  static func json(_ entry: SitePattern) -> String {
    let pattern = entry.pattern
    let web = pattern.fallbacks?.web.map { JSONText.array($0.map(String.init)) } ?? "null"
    let track = pattern.events.map { event in
      JSONText.object([
        ("at", String(event.at)),
        ("type", JSONText.string(event.type.rawValue)),
        ("intensity", JSONText.number(min(max(event.effectiveIntensity, 0), 1))),
        ("sharpness", JSONText.number(min(max(event.effectiveSharpness, 0), 1))),
        ("duration", event.type == .continuous ? String(max(event.duration ?? 0, 0)) : "0"),
        ("curve", JSONText.string(event.curve?.rawValue ?? "hold")),
        // The phone-audition sonifier's pitches, so the page sounds as `haptui play` does.
        ("pitch", JSONText.number(Sonifier.pitch(sharpness: event.effectiveSharpness))),
        ("click", JSONText.number(Sonifier.clickPitch(sharpness: event.effectiveSharpness))),
      ])
    }
    return JSONText.object([
      ("id", JSONText.string(pattern.id)),
      ("title", JSONText.string(entry.title)),
      ("intent", JSONText.string(pattern.intent)),
      ("web", web),
      ("webHaptics", JSONText.string(webHapticsEffect(pattern.intent))),
      ("track", JSONText.array(track)),
      ("clickLength", String(Sonifier.clickLength)),
      ("peak", JSONText.number(Sonifier.peak)),
    ])
  }
}
