/// The index: every pattern as a card, a search box and filters (a small script over the
/// JSON index, embedded so it works from `file://`), and the files that got no page with
/// their diagnostics.
enum IndexPage {
  /// `index.json`: the cards and the broken files, for the page's script and for tools.
  static func json(_ cards: [IndexCard], broken: [BrokenFile], options: SiteOptions) -> String {
    let brokenJSON = broken.map { file in
      JSONText.object([
        ("file", JSONText.string(file.path)),
        ("reason", JSONText.string(file.reason)),
        (
          "diagnostics",
          JSONText.array(
            file.diagnostics.map {
              JSONText.object([
                ("code", JSONText.string($0.code)),
                ("severity", JSONText.string($0.severity == .error ? "error" : "warning")),
                ("line", String($0.line)), ("column", String($0.column)),
                ("message", JSONText.string($0.message)),
              ])
            })
        ),
      ])
    }
    return JSONText.object([
      ("title", JSONText.string(options.title)),
      ("patterns", JSONText.array(cards.map(\.json))),
      ("broken", JSONText.array(brokenJSON)),
    ]) + "\n"
  }

  static func html(
    _ cards: [IndexCard], broken: [BrokenFile], options: SiteOptions, version: String
  ) -> String {
    let links = SiteLinks(baseURL: options.baseURL, depth: 0)
    var out = PageChrome.head(title: options.title, links: links)
    out += "<main id=\"main\">\n<h1>\(HTML.escape(options.title))</h1>\n"
    let noun = cards.count == 1 ? "pattern" : "patterns"
    out += "<p>\(cards.count) \(noun)"
    if !broken.isEmpty { out += ", and \(broken.count) with problems listed at the end" }
    out += ". Each card opens the pattern’s page: what every platform plays, the code to ship,"
    out += " and a playground.</p>\n"
    out += "<form id=\"filters\" class=\"filters\" role=\"search\" hidden>"
    out += "<label for=\"q\">Search</label> <input type=\"search\" id=\"q\" "
    out += "placeholder=\"title, id, intent, tag\"> "
    for (key, label, values) in [
      ("intensity", "Intensity", ["light", "medium", "strong"]),
      ("sharpness", "Sharpness", SharpnessFill.names),
      ("shape", "Shape", ["tap", "taps", "buzz", "ramp", "mixed", "intent-only"]),
      ("length", "Length", ["instant", "short", "medium", "long"]),
    ] {
      out += "<label for=\"f-\(key)\">\(label)</label> <select id=\"f-\(key)\" data-key=\"\(key)\">"
      out += "<option value=\"\">any</option>"
      for value in values { out += "<option>\(value)</option>" }
      out += "</select> "
    }
    out += "</form>\n<p id=\"count\" role=\"status\"></p>\n<ul class=\"cards\" id=\"cards\">\n"
    for card in cards { out += card.html(links: links) }
    out += "</ul>\n"
    if !broken.isEmpty {
      out += "<section aria-labelledby=\"broken-h\"><h2 id=\"broken-h\">Files with problems</h2>\n"
      out += "<ul class=\"broken\">"
      for file in broken {
        out += "<li><p><code>\(HTML.escape(file.path))</code>: \(HTML.escape(file.reason))</p>"
        out += PatternPage.diagnosticItems(file.diagnostics, links: links) + "</li>\n"
      }
      out += "</ul></section>\n"
    }
    out +=
      "<p><a href=\"\(links.to("index.json"))\">index.json</a> lists every pattern for tools; "
      + "<a href=\"\(links.to("codes.html"))\">codes.html</a> explains the diagnostic codes.</p>\n"
    out += "</main>\n" + PageChrome.footer(version: version)
    out +=
      "<script type=\"application/json\" id=\"index-data\">"
      + json(cards, broken: broken, options: options) + "</script>\n"
      + "<script src=\"\(links.to("index.js"))\"></script>\n</body>\n</html>\n"
    return out
  }
}
