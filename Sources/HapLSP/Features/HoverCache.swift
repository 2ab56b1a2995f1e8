import HapModel
import HapRender

/// What hover works out once per version of a document and then looks up: where each track
/// event's text lies, and each platform's report entries grouped by event.
///
/// Hovers come in bursts as the pointer moves; each one finding its event by a search of the
/// tree and its entries by a scan of six whole reports cost about 10 ms on a 20,000-event track.
struct HoverCache: Sendable {
  /// One platform's rendition and its report entries by event label (`"event 3"`).
  struct Lines: Sendable {
    var rendition: Rendition
    var entries: [String: [ReportEntry]]
  }

  private var locatorMade: TrackEventLocator?
  private var linesMade: [Lines]?

  init() {}

  /// The locator of `tree`'s track events, made on first use.
  mutating func locator(_ tree: JSONTree) -> TrackEventLocator {
    if let locatorMade { return locatorMade }
    let made = TrackEventLocator(tree)
    locatorMade = made
    return made
  }

  /// Each default profile's rendition with its entries grouped, made on first use by `make`.
  mutating func lines(_ make: () -> [Rendition]) -> [Lines] {
    if let linesMade { return linesMade }
    let made = make().map { rendition in
      Lines(rendition: rendition, entries: Dictionary(grouping: rendition.report, by: \.event))
    }
    linesMade = made
    return made
  }
}
