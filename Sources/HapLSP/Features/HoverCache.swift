import HapModel
import HapRender

/// What hover works out once per version of a document and then looks up: where each track
/// event's text lies, and each platform's report entries indexed by event.
///
/// Hovers come in bursts as the pointer moves; each one finding its event by a search of the
/// tree and its entries by a scan of six whole reports cost about 10 ms on a 20,000-event track.
struct HoverCache: Sendable {
  private var locatorMade: TrackEventLocator?
  private var linesMade: [ReportIndex]?

  init() {}

  /// The locator of `tree`'s track events, made on first use.
  mutating func locator(_ tree: JSONTree) -> TrackEventLocator {
    if let locatorMade { return locatorMade }
    let made = TrackEventLocator(tree)
    locatorMade = made
    return made
  }

  /// Each default profile's rendition with its entries indexed, made on first use by `make`.
  mutating func lines(_ make: () -> [Rendition]) -> [ReportIndex] {
    if let linesMade { return linesMade }
    let made = Self.group(make())
    linesMade = made
    return made
  }

  /// Whether the renditions are made (hover will not need to render).
  var hasLines: Bool { linesMade != nil }

  /// Keeps what a worker made, where nothing is made yet.
  mutating func adopt(_ lines: [ReportIndex], locator: TrackEventLocator?) {
    if linesMade == nil { linesMade = lines }
    if locatorMade == nil { locatorMade = locator }
  }

  /// Each rendition with its report entries indexed by event.
  static func group(_ renditions: [Rendition]) -> [ReportIndex] {
    renditions.map(ReportIndex.init)
  }
}
