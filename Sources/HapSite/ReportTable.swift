import HapRender

/// A rendition's honesty report as an HTML table: each construct kept, approximated or
/// dropped, with the events it is about and the reason; the status in a symbol and a word,
/// so it reads without colour.
enum ReportTable {
  static func status(_ line: ReportLine) -> String {
    switch line.status {
    case .kept: return "✓ kept"
    case .approximated: return "≈ approximated"
    case .dropped: return line.unused ? "· not needed" : "✗ dropped"
    }
  }

  static func html(_ report: [ReportEntry], caption: String) -> String {
    html(rows: rows(report), caption: caption)
  }

  /// The table around `rows` (from `rows(_:)`), or a line saying there is nothing to report.
  static func html(rows: String?, caption: String) -> String {
    guard let rows else { return "<p>Nothing to report.</p>" }
    return
      "<div class=\"scroll\"><table class=\"report\"><caption>\(HTML.escape(caption))</caption><thead><tr>"
      + "<th scope=\"col\">Construct</th><th scope=\"col\">Status</th>"
      + "<th scope=\"col\">Of</th><th scope=\"col\">Why</th></tr></thead><tbody>" + rows
      + "</tbody></table></div>"
  }

  /// The table's rows for `report`, or nil when it has none; the same for every profile with
  /// the same report, so a page makes them once for those profiles.
  static func rows(_ report: [ReportEntry]) -> String? {
    let lines = ReportLine.grouped(report)
    guard !lines.isEmpty else { return nil }
    var out = ""
    for line in lines {
      let kind = line.unused ? "unused" : line.status.rawValue
      out +=
        "<tr class=\"\(kind)\"><td>\(HTML.escape(line.construct.rawValue))</td>"
        + "<td>\(HTML.escape(status(line)))</td><td>\(HTML.escape(line.compactSubject))</td>"
        + "<td>\(HTML.escape(line.reason))</td></tr>"
    }
    return out
  }
}
