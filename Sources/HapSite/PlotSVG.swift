import HapRender

/// A track drawn as SVG from `TrackShapes`: continuous events as filled shapes under their
/// curve, transients as stems with a head, each shaded by its sharpness band; with the
/// intensity and time axes when `axes` (the page's plot) and without (the index's cards).
struct PlotSVG {
  var shapes: TrackShapes
  var scale: PlotScale
  var axes: Bool
  /// The text alternative: the pattern's one-line summary.
  var label: String
  /// The element id of the `<title>`, unique on its page.
  var titleID: String

  var text: String {
    let f = PlotScale.format
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" viewBox=\"0 0 "
      + "\(f(scale.width)) \(f(scale.height))\" role=\"img\" aria-labelledby=\"\(titleID)\">"
    out += "<title id=\"\(titleID)\">\(HTML.escape(label))</title>"
    if axes { out += axisText() }
    let base = f(scale.y(0))
    for span in shapes.spans {
      var points = "\(f(scale.x(Double(span.at)))),\(base)"
      for point in span.top { points += " \(f(scale.x(point.time))),\(f(scale.y(point.level)))" }
      points += " \(f(scale.x(Double(span.at + span.duration)))),\(base)"
      let band = SharpnessBand.band(span.sharpness)
      out +=
        "<polygon class=\"span s\(band)\" points=\"\(points)\" fill=\"\(SharpnessFill.fill(band: band))\" "
        + "stroke=\"#000\" stroke-width=\"1\"/>"
    }
    for stem in shapes.stems {
      let x = f(scale.x(Double(stem.at)))
      let top = f(scale.y(stem.level))
      let band = SharpnessBand.band(stem.sharpness)
      out +=
        "<line class=\"stem\" x1=\"\(x)\" y1=\"\(base)\" x2=\"\(x)\" y2=\"\(top)\" stroke=\"#000\" "
        + "stroke-width=\"2\"/><circle class=\"head s\(band)\" cx=\"\(x)\" cy=\"\(top)\" r=\"4\" "
        + "fill=\"\(SharpnessFill.fill(band: band))\" stroke=\"#000\"/>"
    }
    return out + "</svg>"
  }

  /// The intensity labels (0, 0.5, 1), the time axis and round time ticks in ms.
  private func axisText() -> String {
    let f = PlotScale.format
    var out = "<g class=\"axes\" font-size=\"10\" fill=\"#333\">"
    for level in [0.0, 0.5, 1.0] {
      let y = scale.y(level)
      out +=
        "<line x1=\"\(f(scale.left))\" y1=\"\(f(y))\" x2=\"\(f(scale.width - 4))\" y2=\"\(f(y))\" "
        + "stroke=\"#bbb\" stroke-dasharray=\"2 3\"/>"
      out +=
        "<text x=\"\(f(scale.left - 4))\" y=\"\(f(y + 3))\" text-anchor=\"end\">"
        + "\(level == 0.5 ? "0.5" : level == 0 ? "0" : "1")</text>"
    }
    let step = PlotScale.tickStep(for: scale.span)
    var tick = 0
    let labelY = f(scale.height - 4)
    while tick <= scale.span {
      let x = f(scale.x(Double(tick)))
      out +=
        "<line x1=\"\(x)\" y1=\"\(f(scale.y(0)))\" x2=\"\(x)\" y2=\"\(f(scale.y(0) + 4))\" "
        + "stroke=\"#333\"/><text x=\"\(x)\" y=\"\(labelY)\" text-anchor=\"middle\">"
        + "\(tick) ms</text>"
      tick += step
    }
    return out + "</g>"
  }

  /// The plot as a file of its own (the page's `plot.svg` download).
  var file: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + text + "\n" }
}
