/// What an AHAP plays, as plot shapes: each event at its own `HapticIntensity` times the
/// `HapticIntensityControl` curve over it (Core Haptics interpolates control points linearly),
/// transients as stems, continuous events as spans; every layer's events together.
enum AHAPShapes {
  /// The shapes of `documents` (one per layer).
  static func shapes(of documents: [AHAPDocument]) -> TrackShapes {
    shapes(
      of: documents, curves: documents.map { AHAPCurveIndex($0.curves) },
      events: documents.map { Array($0.events.indices) })
  }

  /// The shapes of the events of `documents` at the positions `events` names, one list per
  /// document, in time order within each; `curves` are the documents' curves indexed.
  static func shapes(
    of documents: [AHAPDocument], curves: [AHAPCurveIndex], events: [[Int]]
  ) -> TrackShapes {
    var spans: [PlotSpan] = []
    var stems: [PlotStem] = []
    var end = 0
    for (document, positions) in zip(documents.indices, events) {
      let curves = curves[document]
      let layer = documents[document].events
      // Lookups move forward through the layer: each search starts where the last one ended.
      var curveHint = 0
      var pointHint = 0
      for position in positions {
        let event = layer[position]
        let sharpness = min(max(event.sharpness, 0), 1)
        switch event.kind {
        case .transient:
          let level = event.intensity * curves.control(at: Double(event.time), hint: &curveHint)
          stems.append(PlotStem(at: event.time, level: clamp(level), sharpness: sharpness))
          end = max(end, event.time)
        case .continuous:
          let duration = max(event.duration ?? 0, 1)
          let start = Double(event.time)
          let stop = start + Double(duration)
          // The start, the control points inside, the stop: one array, no intermediate ones.
          let inside = curves.pointTimes(after: start, before: stop, hint: &pointHint)
          var top: [PlotPoint] = []
          top.reserveCapacity(inside.count + 2)
          func add(_ time: Double) {
            let level = clamp(
              event.intensity * curves.control(at: min(time, stop - 0.001), hint: &curveHint))
            top.append(PlotPoint(time: time, level: level))
          }
          add(start)
          for time in inside { add(time) }
          add(stop)
          spans.append(
            PlotSpan(at: event.time, duration: duration, top: top, sharpness: sharpness))
          end = max(end, event.time + duration)
        }
      }
    }
    spans.sort { $0.at < $1.at }
    stems.sort { $0.at < $1.at }
    return TrackShapes(spans: spans, stems: stems, length: max(end, 1))
  }

  /// Where `event` stops being drawn, as `shapes` measures a track's length.
  static func end(of event: AHAPEvent) -> Int {
    event.kind == .transient ? event.time : event.time + max(event.duration ?? 0, 1)
  }

  private static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
}
