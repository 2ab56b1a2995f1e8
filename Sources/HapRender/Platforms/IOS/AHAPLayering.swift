import HapModel

/// Lays a track out as AHAP documents so that no intensity curve scales an event it was not
/// written for (D017).
///
/// A `ParameterCurve` acts on every event playing while it runs. Events with a curve therefore
/// go in a layer where nothing else plays during the curve; everything else stays in the first
/// layer. A curve starts at 0, so a transient at its very start would be silenced and counts as
/// inside it; it ends at 1.0 (no scaling), so an event starting exactly at its end does not. The app plays all layers from the same start time,
/// as Meta's and Lofelt's split AHAPs are played. Past `maximumLayers` layers, a curved event is
/// stepped instead: consecutive flat continuous events in a layer of their own that has no curve.
struct AHAPLayering: Sendable {
  /// Core Haptics caps a continuous event's `EventDuration` at 30 s.
  static let maximumEventDuration = 30_000
  /// At most this many control points per `ParameterCurve`; longer curves are chained.
  static let maximumPoints = 16
  static let maximumLayers = 8
  /// Ease curves get a control point at least every 100 ms (and never fewer than 16).
  static let pointSpacing = 100

  var documents: [AHAPDocument] = []
  /// For each event (by file index), the layer it went to (0-based).
  var layerOf = IndexTable()
  /// Events whose curve was stepped because every layer was taken.
  var stepped: Set<Int> = []
  /// Continuous events split into this many pieces (only those with more than one).
  var pieces = IndexTable()
  /// The control points each curved event got.
  var pointCount = IndexTable()

  init(events: [PlayEvent]) {
    let playable = PlayEvent.playable(events)
    var layers: [[PlayEvent]] = [playable.filter { $0.shapingCurve == nil }]
    // Layer 0 is fixed except for curved events; its flat events are checked by a prefix max
    // of their ends (a transient occupies [at, at + 1)).
    let flat = layers[0]
    var flatMaxEnd: [Int] = []
    for event in flat {
      flatMaxEnd.append(max(flatMaxEnd.last ?? Int.min, max(event.end, event.at + 1)))
    }
    var curvedMaxEnd: [Int] = [Int.min]
    var overflow: [PlayEvent] = []

    for event in playable where event.shapingCurve != nil {
      var placed = false
      for layer in 0..<Self.maximumLayers {
        if layer == curvedMaxEnd.count {
          layers.append([])
          curvedMaxEnd.append(Int.min)
        }
        if curvedMaxEnd[layer] > event.at { continue }
        if layer == 0, Self.touchesFlat(event, flat: flat, prefixMaxEnd: flatMaxEnd) { continue }
        layers[layer].append(event)
        curvedMaxEnd[layer] = event.end
        layerOf[event.index] = layer
        placed = true
        break
      }
      if !placed { overflow.append(event) }
    }
    if !overflow.isEmpty { layers.append(overflow) }

    var documents: [AHAPDocument] = []
    for (position, layer) in layers.enumerated() where !layer.isEmpty {
      let isOverflow = !overflow.isEmpty && position == layers.count - 1
      var document = AHAPDocument()
      // Sized at once (an event split at 30 s, or stepped, grows it further): grown event by
      // event, a long track's layer was copied some twenty times.
      document.events.reserveCapacity(layer.count)
      // Only the first layer, where curved events join the flat ones, can be out of order.
      let inOrder = layer.indices.dropFirst().allSatisfy {
        (layer[$0 - 1].at, layer[$0 - 1].index) < (layer[$0].at, layer[$0].index)
      }
      for event in inOrder ? layer : layer.sorted(by: { ($0.at, $0.index) < ($1.at, $1.index) }) {
        layerOf[event.index] = documents.count
        if isOverflow {
          stepped.insert(event.index)
          appendStepped(event, to: &document)
        } else {
          append(event, to: &document)
        }
      }
      documents.append(document)
    }
    self.documents = documents
  }

  /// Whether a flat event of the first layer plays while `event`'s curve runs.
  private static func touchesFlat(_ event: PlayEvent, flat: [PlayEvent], prefixMaxEnd: [Int])
    -> Bool
  {
    // The flat events starting before the curved event's end; one of them ending after its
    // start overlaps it.
    let low = SortedSearch.firstIndex(in: flat.count) { flat[$0].at >= event.end }
    return low > 0 && prefixMaxEnd[low - 1] > event.at
  }

  private mutating func append(_ event: PlayEvent, to document: inout AHAPDocument) {
    guard event.type == .continuous else {
      document.events.append(
        AHAPEvent(
          time: event.at, kind: .transient, duration: nil, intensity: event.intensity,
          sharpness: event.sharpness))
      return
    }
    appendContinuous(
      at: event.at, duration: event.duration, intensity: event.intensity,
      sharpness: event.sharpness, index: event.index, to: &document)
    if let curve = event.shapingCurve {
      let points = Self.controlPoints(curve: curve, duration: event.duration)
      pointCount[event.index] = points.count
      document.curves += Self.chain(points, start: Double(event.at))
    }
  }

  private mutating func appendStepped(_ event: PlayEvent, to document: inout AHAPDocument) {
    for pulse in TrackSampler.pulses([event], transientLength: 0) {
      document.events.append(
        AHAPEvent(
          time: pulse.at, kind: .continuous, duration: pulse.duration, intensity: pulse.level,
          sharpness: pulse.sharpness))
    }
  }

  private mutating func appendContinuous(
    at start: Int, duration: Int, intensity: Double, sharpness: Double, index: Int,
    to document: inout AHAPDocument
  ) {
    var offset = 0
    var count = 0
    while offset < duration {
      let length = min(Self.maximumEventDuration, duration - offset)
      document.events.append(
        AHAPEvent(
          time: start + offset, kind: .continuous, duration: length, intensity: intensity,
          sharpness: sharpness))
      offset += length
      count += 1
    }
    if count > 1 { pieces[index] = count }
  }

  /// The control points of a curve over `duration` ms (whole ms from the event start).
  static func controlPoints(curve: Curve, duration: Int) -> [(time: Double, value: Double)] {
    let count =
      curve == .linear ? 2 : max(maximumPoints, (duration + pointSpacing - 1) / pointSpacing + 1)
    // Whole milliseconds, so chained curves meet exactly (a curve starts where the previous
    // one's last point is) whatever the decimal rounding of seconds; the value is the curve's
    // at that very time.
    var points: [(time: Double, value: Double)] = []
    // Sized at once: grown point by point, the array was reallocated four times per curve.
    points.reserveCapacity(count)
    for position in 0..<count {
      let time = (Double(duration) * Double(position) / Double(count - 1)).rounded()
      if let last = points.last, last.time == time { continue }
      points.append((time, CurveShape.level(curve, at: time / Double(max(duration, 1)))))
    }
    return points
  }

  /// Splits control points into curves of at most 16 points, each starting where the previous
  /// one's last point is, with point times relative to the curve's own start.
  static func chain(_ points: [(time: Double, value: Double)], start: Double) -> [AHAPCurve] {
    var curves: [AHAPCurve] = []
    curves.reserveCapacity(max(1, (points.count + maximumPoints - 3) / (maximumPoints - 1)))
    var first = 0
    while first < points.count - 1 || curves.isEmpty {
      let last = min(first + maximumPoints - 1, points.count - 1)
      let origin = points[first].time
      let slice = points[first...last].map { (time: $0.time - origin, value: $0.value) }
      curves.append(AHAPCurve(time: start + origin, points: slice))
      if last == points.count - 1 { break }
      first = last
    }
    return curves
  }
}
