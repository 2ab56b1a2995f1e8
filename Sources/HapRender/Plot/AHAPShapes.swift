/// What an AHAP plays, as plot shapes: each event at its own `HapticIntensity` times the
/// `HapticIntensityControl` curve over it (Core Haptics interpolates control points linearly),
/// transients as stems, continuous events as spans; every layer's events together.
enum AHAPShapes {
  /// The shapes of `documents` (one per layer).
  static func shapes(of documents: [AHAPDocument]) -> TrackShapes {
    var spans: [PlotSpan] = []
    var stems: [PlotStem] = []
    var end = 0
    for document in documents {
      let curves = document.curves.sorted { $0.time < $1.time }
      for event in document.events {
        let sharpness = min(max(event.sharpness, 0), 1)
        switch event.kind {
        case .transient:
          let level = event.intensity * control(curves, at: Double(event.time))
          stems.append(PlotStem(at: event.time, level: clamp(level), sharpness: sharpness))
          end = max(end, event.time)
        case .continuous:
          let duration = max(event.duration ?? 0, 1)
          let start = Double(event.time)
          let stop = start + Double(duration)
          var times = [start]
          for curve in curves {
            for point in curve.points {
              let time = curve.time + point.time
              if time > start, time < stop { times.append(time) }
            }
          }
          times.append(stop)
          times.sort()
          let top = times.map { time in
            PlotPoint(
              time: time,
              level: clamp(event.intensity * control(curves, at: min(time, stop - 0.001))))
          }
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

  /// The intensity control at `time`: the curve whose points cover it, interpolated; 1 (no
  /// control) outside every curve.
  static func control(_ curves: [AHAPCurve], at time: Double) -> Double {
    for curve in curves.reversed() where curve.time <= time {
      guard let last = curve.points.last, time <= curve.time + last.time else { return 1 }
      let offset = time - curve.time
      var previous = curve.points[0]
      if offset <= previous.time { return previous.value }
      for point in curve.points.dropFirst() {
        if offset <= point.time {
          let width = point.time - previous.time
          guard width > 0 else { return point.value }
          return previous.value + (point.value - previous.value) * (offset - previous.time) / width
        }
        previous = point
      }
      return last.value
    }
    return 1
  }

  private static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
}
