import HapModel

/// A track as shapes on a continuous plane, time in milliseconds across and intensity (0…1)
/// up: what the editor's grid draws (continuous events as filled spans whose top follows their
/// curve, transients as stems, sharpness as shading), for drawings that are not made of cells.
///
/// The editor's `TrackPlot` (HapTUI) quantises the same formulas to terminal cells; HapTUI
/// sits above HapSite, so the shared part lives here (DECISIONS.md D120).
public struct TrackShapes: Equatable, Sendable {
  /// The continuous events, in track order.
  public var spans: [PlotSpan]
  /// The transients, in track order.
  public var stems: [PlotStem]
  /// Where the last event stops, in milliseconds (at least 1, so an axis never has no width).
  public var length: Int

  /// Points per sloped curve: enough for a smooth line at a few hundred pixels.
  public static let curveSamples = 16

  public init(spans: [PlotSpan], stems: [PlotStem], length: Int) {
    self.spans = spans
    self.stems = stems
    self.length = length
  }

  /// The shapes of `events`.
  public init(events: [TrackEvent]) {
    var spans: [PlotSpan] = []
    var stems: [PlotStem] = []
    var end = 0
    for event in events {
      let sharpness = min(max(event.effectiveSharpness, 0), 1)
      let intensity = min(max(event.effectiveIntensity, 0), 1)
      if event.type == .transient {
        stems.append(PlotStem(at: event.at, level: intensity, sharpness: sharpness))
        end = max(end, event.at)
        continue
      }
      // As the editor: an event without a duration still takes one millisecond.
      let duration = max(event.duration ?? 0, 1)
      let samples = CurveShape.isSloped(event.curve) ? Self.curveSamples : 1
      var top: [PlotPoint] = []
      for step in 0...samples {
        let fraction = Double(step) / Double(samples)
        let level =
          samples == 1 ? intensity : intensity * CurveShape.level(event.curve, at: fraction)
        top.append(PlotPoint(time: Double(event.at) + fraction * Double(duration), level: level))
      }
      spans.append(
        PlotSpan(at: event.at, duration: duration, top: top, sharpness: sharpness))
      end = max(end, event.at + duration)
    }
    self.spans = spans
    self.stems = stems
    self.length = max(end, 1)
  }
}
