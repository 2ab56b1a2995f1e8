import HapTestSupport
import Testing

@testable import HapRender

/// The AHAP rendition lane's shapes agree with a plain walk over every curve, on random layers
/// (ordered and unordered control points, shared start times, curves that end early).
@Suite struct AHAPShapesTests {
  /// The control at `time` by walking every curve, as Core Haptics describes it.
  static func walkedControl(_ curves: [AHAPCurve], at time: Double) -> Double {
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

  /// The shapes by walking every curve for every event.
  static func walkedShapes(of documents: [AHAPDocument]) -> TrackShapes {
    var spans: [PlotSpan] = []
    var stems: [PlotStem] = []
    var end = 0
    for document in documents {
      let curves = document.curves.sorted { $0.time < $1.time }
      for event in document.events {
        let sharpness = min(max(event.sharpness, 0), 1)
        switch event.kind {
        case .transient:
          let level = event.intensity * walkedControl(curves, at: Double(event.time))
          stems.append(PlotStem(at: event.time, level: min(max(level, 0), 1), sharpness: sharpness))
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
            let level = event.intensity * walkedControl(curves, at: min(time, stop - 0.001))
            return PlotPoint(time: time, level: min(max(level, 0), 1))
          }
          spans.append(PlotSpan(at: event.time, duration: duration, top: top, sharpness: sharpness))
          end = max(end, event.time + duration)
        }
      }
    }
    spans.sort { $0.at < $1.at }
    stems.sort { $0.at < $1.at }
    return TrackShapes(spans: spans, stems: stems, length: max(end, 1))
  }

  /// A random layer: events and curves over about two seconds, times on a 5 ms grid so that
  /// starts, points and events often coincide.
  static func randomDocument(_ random: inout SplitMix64) -> AHAPDocument {
    var document = AHAPDocument()
    for _ in 0..<Int.random(in: 0...30, using: &random) {
      let continuous = Bool.random(using: &random)
      document.events.append(
        AHAPEvent(
          time: Int.random(in: 0...400, using: &random) * 5,
          kind: continuous ? .continuous : .transient,
          duration: continuous ? Int.random(in: 0...100, using: &random) * 5 : nil,
          intensity: Double.random(in: -0.2...1.2, using: &random),
          sharpness: Double.random(in: -0.2...1.2, using: &random)))
    }
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      var times = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        Double(Int.random(in: 0...60, using: &random) * 5)
      }
      if Int.random(in: 0..<4, using: &random) > 0 { times.sort() }
      document.curves.append(
        AHAPCurve(
          time: Double(Int.random(in: 0...400, using: &random) * 5),
          points: times.map { ($0, Double.random(in: 0...1, using: &random)) }))
    }
    return document
  }

  @Test func indexedShapesEqualTheWalkOnRandomLayers() {
    var random = SplitMix64(seed: 0xA4A9)
    for _ in 0..<500 {
      let documents = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        Self.randomDocument(&random)
      }
      #expect(AHAPShapes.shapes(of: documents) == Self.walkedShapes(of: documents))
    }
  }

  @Test func controlFollowsTheLatestStartedCurveAndEndsWithIt() {
    let index = AHAPCurveIndex([
      AHAPCurve(time: 100, points: [(0, 0.2), (100, 1.0)]),
      AHAPCurve(time: 0, points: [(0, 0.5), (300, 0.5)]),
    ])
    #expect(index.control(at: 50) == 0.5)
    #expect(abs(index.control(at: 150) - 0.6) < 1e-9)
    #expect(index.control(at: 250) == 1)
    #expect(Array(index.pointTimes(after: 0, before: 300)) == [100, 200])
  }
}
