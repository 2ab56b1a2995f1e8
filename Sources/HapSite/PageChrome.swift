/// What every page of the site shares: the head (character set, viewport, a content security
/// policy that lets only the site's own files run or style the page, the style sheet), the
/// skip link, and the footer.
enum PageChrome {
  /// Scripts and styles only from the site's own files; no inline script, no plug-ins, no
  /// other origin (DECISIONS.md D123). `file:` is named for Chromium, whose `'self'` does not
  /// cover a `file://` page's own folder.
  static let policy =
    "default-src 'none'; script-src 'self' file:; style-src 'self' file:; img-src 'self' file: data:; "
    + "base-uri 'none'; form-action 'none'"

  static func head(title: String, links: SiteLinks) -> String {
    "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      + "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">\n"
      + "<meta name=\"generator\" content=\"haptui\">\n"
      + "<title>\(HTML.escape(title))</title>\n"
      + "<link rel=\"stylesheet\" href=\"\(links.to("site.css"))\">\n</head>\n<body>\n"
      + "<a class=\"skip\" href=\"#main\">Skip to content</a>\n"
  }

  static func footer(version: String) -> String {
    "<footer><p>Made with haptui \(HTML.escape(version)). Every value on this page comes from "
      + "the pattern files and is shown as text.</p></footer>\n"
  }
}
