/// `codes.html`: every diagnostic code with an anchor, the target of each page's code links.
enum CodesPage {
  static func html(options: SiteOptions, version: String) -> String {
    let links = SiteLinks(baseURL: options.baseURL, depth: 0)
    var out = PageChrome.head(title: "Diagnostic codes · \(options.title)", links: links)
    out += "<header><nav><a href=\"\(links.to("index.html"))\">All patterns</a></nav></header>\n"
    out += "<main id=\"main\">\n<h1>Diagnostic codes</h1>\n"
    out +=
      "<p>What <code>haptui validate</code> reports. The full table, with each message and its "
      + "fix, is the “Diagnostic codes” section of haptui’s docs/cli.md "
      + "(<code>man haptui</code>).</p>\n<dl class=\"codes\">\n"
    for (code, summary) in DiagnosticCodes.all {
      out += "<dt id=\"\(code)\"><code>\(code)</code></dt><dd>\(HTML.inlineCode(summary))</dd>\n"
    }
    out += "</dl>\n</main>\n" + PageChrome.footer(version: version) + "</body>\n</html>\n"
    return out
  }
}
