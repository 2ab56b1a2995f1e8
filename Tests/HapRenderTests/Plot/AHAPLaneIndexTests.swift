import HapModel
import Testing

@testable import HapRender

/// The iOS lane draws the shapes of the events on screen only (D463): for any window, those
/// are exactly the shapes the whole track's AHAP has there, layers and stepped events included.
@Suite struct AHAPLaneIndexTests {
  /// The stems and spans of `shapes` that reach into `start..<end`.
  static func reaching(_ shapes: TrackShapes, _ start: Int, _ end: Int)
    -> (stems: [PlotStem], spans: [PlotSpan])
  {
    (
      shapes.stems.filter { $0.at >= start && $0.at < end },
      shapes.spans.filter { $0.at < end && $0.at + $0.duration > start }
    )
  }

  static func check(_ pattern: HapticPattern, windows: Int = 12) {
    let input = RenderInput(pattern)
    guard input.events.contains(where: \.isPlayable) else { return }
    let documents = AHAPLayering(events: input.events).documents
    let index = AHAPLaneIndex(documents)
    let whole = AHAPShapes.shapes(of: documents)
    #expect(index.length == whole.length)
    #expect(index.transients == whole.stems.count)
    #expect(index.continuous == whole.spans.count)
    var generator = PatternGenerator(seed: UInt64(pattern.events.count))
    for _ in 0..<windows {
      let start = generator.int(-100...(whole.length + 100))
      let end = start + generator.int(1...2_000)
      let expected = reaching(whole, start, end)
      let found = reaching(index.window(from: start, to: end).shapes, start, end)
      #expect(found.stems == expected.stems, "\(pattern.id) \(start)..<\(end)")
      #expect(found.spans == expected.spans, "\(pattern.id) \(start)..<\(end)")
    }
  }

  @Test func aWindowHoldsWhatTheWholeTrackHasThere() {
    for pattern in PatternGenerator.patterns(300) { Self.check(pattern) }
  }

  @Test func layersAndSteppedEventsTooOverlappingCurves() {
    // Twelve curved events over one another: eight layers, the rest stepped in a layer whose
    // pulses are not in time order; transients between and a long event split at 30 s.
    var events: [TrackEvent] = []
    for index in 0..<12 {
      events.append(
        TrackEvent(
          id: EventID(index), at: index * 40, type: .continuous,
          intensity: 0.5 + 0.04 * Double(index),
          duration: 900 - index * 30, curve: index % 2 == 0 ? .easeIn : .linear))
    }
    for index in 0..<20 {
      events.append(
        TrackEvent(id: EventID(12 + index), at: index * 55 + 3, type: .transient, intensity: 0.7))
    }
    events.append(
      TrackEvent(id: EventID(40), at: 2_000, type: .continuous, intensity: 0.4, duration: 65_000))
    let pattern = HapticPattern(id: "overlapping", track: events)
    let documents = AHAPLayering(events: RenderInput(pattern).events).documents
    #expect(documents.count > AHAPLayering.maximumLayers)
    Self.check(pattern, windows: 200)
  }

  @Test func aWindowOfThousandsOfEventsIsTheWholeTracksShapesMadeOnce() {
    let events = (0..<5_000).map { index in
      TrackEvent(
        id: EventID(index), at: index * 10, type: index % 2 == 0 ? .transient : .continuous,
        intensity: 0.5, duration: index % 2 == 0 ? nil : 15, curve: index % 4 == 1 ? .easeIn : nil)
    }
    let documents = AHAPLayering(events: RenderInput(HapticPattern(id: "w", track: events)).events)
      .documents
    let index = AHAPLaneIndex(documents)
    let whole = AHAPShapes.shapes(of: documents)
    // Zoomed out over all of it (more than `windowLimit` events), and over a small part.
    for (start, end) in [(0, whole.length), (-50, whole.length + 50), (12_000, 47_000), (300, 420)]
    {
      let expected = Self.reaching(whole, start, end)
      let found = Self.reaching(index.window(from: start, to: end).shapes, start, end)
      #expect(found.stems == expected.stems && found.spans == expected.spans, "\(start)..<\(end)")
    }
    #expect(index.shapes == whole)
  }

  @Test func theLaneDrawsTheSameLevelsFromAWindowAsFromTheWholeTrack() throws {
    var generator = PatternGenerator(seed: 7)
    let events = (0..<3_000).map { index in
      TrackEvent(
        id: EventID(index), at: index * 37, type: index % 3 == 0 ? .transient : .continuous,
        intensity: generator.unit(), duration: index % 3 == 0 ? nil : generator.int(10...200),
        curve: index % 5 == 1 ? .easeOut : nil)
    }
    let pattern = HapticPattern(id: "long", track: events)
    let device = try #require(DeviceProfile.named("iphone", platform: .ios))
    let lane = RenditionLane(Renderer.render(pattern, profile: device), pattern: pattern)
    let whole = try #require(lane.shapes)
    // A column's level is the strongest stem in it or top point of a span over it.
    for column in stride(from: 0, to: whole.length, by: 997) {
      let (stems, spans) = Self.reaching(whole, column, column + 5)
      let strongest = (stems.map(\.level) + spans.flatMap { $0.top.map(\.level) }).max() ?? 0
      let level = lane.level(from: column, to: column + 5)
      #expect(level <= strongest + 1e-9)
      #expect((level > 0) == (strongest > 0 && !(stems.isEmpty && spans.isEmpty)))
    }
  }
}
