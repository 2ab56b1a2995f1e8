import HapModel

/// An iOS track's AHAP documents, indexed so the lane draws the shapes of the events that
/// reach into what is on screen, not of the whole track (D463).
///
/// `AHAPShapes` of a 100,000-event track took a sixth of the previewed column's analysis after
/// every edit; a lane shows a few hundred events at most, so it works them out as it draws.
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
  }

  /// The shapes of every event reaching into `start..<end` ms (and perhaps a few more around
  /// it): what `AHAPShapes.shapes(of: documents)` has there.
  func shapes(from start: Int, to end: Int) -> TrackShapes {
    var picked: [[Int]] = []
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
        if AHAPShapes.end(of: events[position]) >= start { positions.append(position) }
        step += 1
      }
      // `AHAPShapes` reads each document's events in file order.
      picked.append(order.isEmpty ? positions : positions.sorted())
    }
    return AHAPShapes.shapes(of: documents, curves: curves, events: picked)
  }

  static func == (left: AHAPLaneIndex, right: AHAPLaneIndex) -> Bool {
    left.documents == right.documents
  }
}
