import HapRender

/// What one profile plays, as SVG on the plot's time axis, from the editor's lane geometry
/// (HapRender's `RenditionLane`, D172): a schedule's steps as bars at their strength, a track
/// on iOS as its AHAP's events (spans under their intensity curve, transients as stems), and
/// an estimate of a system effect as dashed outlines, so it does not read as a measurement.
struct LaneSVG {
  var lane: RenditionLane
  var scale: PlotScale
  var label: String
  var titleID: String

  var text: String {
    let f = PlotScale.format
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"lane \(lane.kind.rawValue)\" "
      + "viewBox=\"0 0 \(f(scale.width)) \(f(scale.height))\" role=\"img\" "
      + "aria-labelledby=\"\(titleID)\"><title id=\"\(titleID)\">\(HTML.escape(label))</title>"
      + "<line x1=\"\(f(scale.left))\" y1=\"\(f(scale.y(0)))\" x2=\"\(f(scale.width - 4))\" "
      + "y2=\"\(f(scale.y(0)))\" stroke=\"#999\"/>"
    let paint =
      lane.kind == .estimate
      ? "fill=\"#ddd\" stroke=\"#555\" stroke-dasharray=\"3 2\"" : "fill=\"#555\""
    for bar in lane.bars {
      let x = scale.x(Double(bar.at))
      // At least one unit wide, so a short pulse on a long axis still shows.
      let width = max(scale.x(Double(bar.at + bar.duration)) - x, 1)
      let top = scale.y(bar.strength)
      out +=
        "<rect x=\"\(f(x))\" y=\"\(f(top))\" width=\"\(f(width))\" "
        + "height=\"\(f(max(scale.y(0) - top, 1)))\" \(paint)/>"
    }
    guard let shapes = lane.shapes else { return out + "</svg>" }
    let base = f(scale.y(0))
    for span in shapes.spans {
      var points = "\(f(scale.x(Double(span.at)))),\(base)"
      for point in span.top { points += " \(f(scale.x(point.time))),\(f(scale.y(point.level)))" }
      points += " \(f(scale.x(Double(span.at + span.duration)))),\(base)"
      out += "<polygon points=\"\(points)\" fill=\"#555\"/>"
    }
    for stem in shapes.stems {
      let x = f(scale.x(Double(stem.at)))
      out +=
        "<line x1=\"\(x)\" y1=\"\(base)\" x2=\"\(x)\" y2=\"\(f(scale.y(stem.level)))\" "
        + "stroke=\"#555\" stroke-width=\"2\"/>"
    }
    return out + "</svg>"
  }
}
