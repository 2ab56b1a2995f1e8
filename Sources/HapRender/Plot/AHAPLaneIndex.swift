import HapModel

/// An iOS track's AHAP documents, indexed so the lane draws the shapes of the events that
/// reach into what is on screen, not of the whole track (D463).
///
/// `AHAPShapes` of a 100,000-event track took a sixth of the previewed column's analysis after
/// every edit; a lane zoomed in shows a few hundred events, so it works them out as it draws.
/// Zoomed out over thousands, the whole track's shapes are made once, by the first frame that
/// needs them, and kept for the frames after.
struct AHAPLaneIndex: Equatable, Sendable {
  /// The documents, one per layer.
  let documents: [AHAPDocument]
  /// Each document's curves, indexed.
  private let curves: [AHAPCurveIndex]
  /// Each document's events in time order: positions in its `events` (empty where they already
  /// are in time order, the usual case).
  private let order: [[Int]]
  /// Per document, the furthest end of its events up to each one in time order.
  private let furthest: [[Int]]
  /// Transients and continuous events in all documents.
  let transients: Int
  let continuous: Int
  /// Where the last event stops (at least 1), as `AHAPShapes` measures it.
  let length: Int
  /// The whole track's shapes and their spans' furthest ends, made the first time a window
  /// holds more than `windowLimit` events (a lane zoomed out over a long track) and kept, so
  /// such frames do not work the shapes out again each time they are drawn.
  private let whole: LazyValue<(shapes: TrackShapes, ends: [Int])>

  /// The most events a window's shapes are worked out for; past it the whole track's are used.
  static let windowLimit = 2_048

  /// Indexes `documents`.
  init(_ documents: [AHAPDocument]) {
    self.documents = documents
    curves = documents.map { AHAPCurveIndex($0.curves) }
    var order: [[Int]] = []
    var furthest: [[Int]] = []
    var transients = 0
    var length = 0
    var total = 0
    for document in documents {
      let events = document.events
      total += events.count
      let inOrder = events.indices.dropFirst().allSatisfy { events[$0 - 1].time <= events[$0].time }
      let sorted = inOrder ? [] : events.indices.sorted { events[$0].time < events[$1].time }
      var ends: [Int] = []
      ends.reserveCapacity(events.count)
      var far = Int.min
      for step in events.indices {
        let event = events[inOrder ? step : sorted[step]]
        if event.kind == .transient { transients += 1 }
        far = max(far, AHAPShapes.end(of: event))
        ends.append(far)
      }
      length = max(length, far)
      order.append(sorted)
      furthest.append(ends)
    }
    self.order = order
    self.furthest = furthest
    self.transients = transients
    continuous = total - transients
    self.length = max(length, 1)
    whole = LazyValue {
      let shapes = AHAPShapes.shapes(of: documents)
      return (shapes, RenditionLane.ends(shapes.spans))
    }
  }

  /// The shapes of the whole track, made once.
  var shapes: TrackShapes { whole.value.shapes }

  /// The shapes of every event reaching into `start..<end` ms (and perhaps more around it):
  /// what `AHAPShapes.shapes(of: documents)` has there, with the furthest end of their spans
  /// up to each one.
  func window(from start: Int, to end: Int) -> (shapes: TrackShapes, ends: [Int]) {
    guard let picked = positions(from: start, to: end) else { return whole.value }
    let shapes = AHAPShapes.shapes(of: documents, curves: curves, events: picked)
    return (shapes, RenditionLane.ends(shapes.spans))
  }

  /// The positions, per document in file order, of its events reaching into `start..<end`;
  /// `nil` once they are more than `windowLimit`.
  private func positions(from start: Int, to end: Int) -> [[Int]]? {
    var picked: [[Int]] = []
    var count = 0
    for (document, ends) in furthest.enumerated() {
      let events = documents[document].events
      let order = order[document]
      // Before the first event whose furthest end reaches `start` (a transient at `start` ends
      // there), nothing reaches the window.
      var step = SortedSearch.firstIndex(in: ends.count) { ends[$0] >= start }
      var positions: [Int] = []
      while step < ends.count {
        let position = order.isEmpty ? step : order[step]
        guard events[position].time < end else { break }
        if AHAPShapes.end(of: events[position]) >= start {
          count += 1
          if count > Self.windowLimit { return nil }
          positions.append(position)
        }
        step += 1
      }
      // `AHAPShapes` reads each document's events in file order.
      picked.append(order.isEmpty ? positions : positions.sorted())
    }
    return picked
  }

  static func == (left: AHAPLaneIndex, right: AHAPLaneIndex) -> Bool {
    left.documents == right.documents
  }
}
