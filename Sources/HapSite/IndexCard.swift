import HapModel
import HapRender

/// A pattern on the index: its facts, derived tags, one-line summary and a small plot.
public struct IndexCard: Sendable {
  var id: String
  var title: String
  var intent: String?
  var capability: String?
  var duration: Int
  var tags: PatternTags
  var authorTags: [String]
  var summary: String
  var plot: String
  var conformant: Bool
  var path: String

  public init(_ entry: SitePattern) {
    let pattern = entry.pattern
    id = entry.id
    title = entry.title
    intent = pattern.intent
    capability = pattern.requiredCapability
    duration = pattern.length
    tags = PatternTags(pattern)
    authorTags = entry.source.document.frontmatter?.tags ?? []
    summary = PatternSummary.line(title: entry.title, pattern: pattern, tags: tags)
    conformant = entry.source.document.isConformant
    path = entry.source.name
    let shapes = TrackShapes(events: pattern.events)
    let scale = PlotScale(width: 200, height: 56, left: 2, bottom: 2, span: shapes.length)
    plot =
      PlotSVG(shapes: shapes, scale: scale, axes: false, label: summary, titleID: "plot-\(id)").text
  }

  /// The card as an entry of `index.json`.
  var json: String {
    JSONText.object([
      ("id", JSONText.string(id)),
      ("title", JSONText.string(title)),
      ("intent", JSONText.string(intent)),
      ("requiredCapability", JSONText.string(capability)),
      ("duration", String(duration)),
      ("intensity", JSONText.string(tags.intensity)),
      ("sharpness", JSONText.string(tags.sharpness)),
      ("shape", JSONText.string(tags.shape)),
      ("length", JSONText.string(tags.length)),
      ("tags", JSONText.array(authorTags.map { JSONText.string($0) })),
      ("summary", JSONText.string(summary)),
      ("conformant", conformant ? "true" : "false"),
      ("page", JSONText.string(PatternPage.path(id))),
      ("file", JSONText.string(path)),
    ])
  }

  /// The card as HTML.
  func html(links: SiteLinks) -> String {
    var out = "<li class=\"card\" id=\"card-\(id)\" data-id=\"\(id)\">"
    out += "<h2><a href=\"\(links.to(PatternPage.path(id)))\">\(HTML.escape(title))</a></h2>"
    out += plot
    out += "<dl><dt>id</dt><dd><code>\(id)</code></dd>"
    out += "<dt>intent</dt><dd>\(HTML.escape(intent ?? "none"))</dd>"
    out += "<dt>requires</dt><dd>\(HTML.escape(capability ?? "none"))</dd>"
    out += "<dt>duration</dt><dd>\(duration) ms</dd></dl>"
    out += "<ul class=\"tags\" aria-label=\"tags\">"
    for tag in tags.all { out += "<li>\(HTML.escape(tag))</li>" }
    out += "</ul>"
    if !conformant { out += "<p class=\"warn\">! not conformant: see its diagnostics</p>" }
    return out + "</li>\n"
  }
}
