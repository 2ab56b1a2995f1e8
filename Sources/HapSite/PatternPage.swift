import HapModel
import HapRender

/// A pattern's page and its downloads: the facts and tags, the playground, the plot, one lane
/// per platform and profile with its report, the prose, the diagnostics, the downloads, the
/// source, and a QR code of the page's address when the site has a base URL.
public struct PatternPage: Sendable {
  /// The page (`patterns/ID.html`) and every file it offers.
  public var files: [SiteFile]

  /// The page's plot width and height in SVG units, and a lane's height.
  static let plotWidth = 640.0
  static let plotHeight = 170.0
  static let laneHeight = 40.0

  public init(_ entry: SitePattern, options: SiteOptions, version: String = HaptuiVersion.string) {
    let pattern = entry.pattern
    let document = entry.source.document
    let links = SiteLinks(baseURL: options.baseURL, depth: 1)
    let tags = PatternTags(pattern)
    let summary = PatternSummary.line(title: entry.title, pattern: pattern, tags: tags)
    // Every profile's lane and report, but only the artefacts the downloads offer (each
    // platform's default profile's).
    let renditions = Renderer.render(
      pattern, profiles: DeviceProfile.all,
      artifactsFor: { $0 == DeviceProfile.defaultProfile(for: $0.platform) })
    let shapes = TrackShapes(events: pattern.events)
    // One time axis for the track and every lane (a fallback may outlast the track).
    let span = max(shapes.length, renditions.map(\.feel.length).max() ?? 1)
    let scale = PlotScale(
      width: Self.plotWidth, height: Self.plotHeight, left: 30, bottom: 18, span: span)
    let plot = PlotSVG(
      shapes: shapes, scale: scale, axes: true, label: summary, titleID: "plot-\(entry.id)")
    // What the page's adb line and its XML download play, planned once for both.
    let audition = AndroidAudition(
      pattern, profile: DeviceProfile.named("api36", platform: .android)!)
    let downloads = PatternDownloads(
      entry, renditions: renditions, audition: audition, plot: plot.file)
    let diagnostics = Checker.findings(for: document).map(\.diagnostic)

    var out = PageChrome.head(title: "\(entry.title) · \(options.title)", links: links)
    out +=
      "<header><nav><a href=\"\(links.to("index.html"))\">All patterns</a> · "
      + "<span>\(HTML.escape(options.title))</span></nav></header>\n<main id=\"main\">\n"
    out += "<h1>\(HTML.escape(entry.title))</h1>\n"
    out += Self.facts(entry, tags: tags)
    out += Self.playground(entry)
    out += "<section aria-labelledby=\"track-h\"><h2 id=\"track-h\">Track</h2>\n<figure>"
    out += plot.text
    out +=
      "<figcaption>\(HTML.escape(summary)).</figcaption></figure>\n" + Self.legend()
      + "</section>\n"
    out += Self.lanes(renditions, pattern: pattern, scale: scale)
    out += Self.prose(document)
    out += Self.diagnostics(diagnostics, links: links)
    out += Self.phoneLines(pattern, audition: audition)
    out += Self.downloads(downloads, links: links)
    out += Self.source(document)
    out += Self.qr(entry, options: options)
    out += "</main>\n" + PageChrome.footer(version: version)
    out +=
      "<script type=\"application/json\" id=\"pattern-data\">\(PlaygroundData.json(entry))</script>\n"
      + "<script src=\"\(links.to("site.js"))\"></script>\n</body>\n</html>\n"
    files = [SiteFile(path: Self.path(entry.id), text: out)]
    files += downloads.items.map { SiteFile(path: $0.path, bytes: $0.bytes) }
  }

  /// The page's path from the site's root.
  public static func path(_ id: String) -> String { "patterns/\(id).html" }

  private static func facts(_ entry: SitePattern, tags: PatternTags) -> String {
    let pattern = entry.pattern
    var out = "<dl class=\"facts\">"
    out += "<dt>id</dt><dd><code>\(HTML.escape(pattern.id))</code></dd>"
    out += "<dt>intent</dt><dd>\(HTML.escape(pattern.intent ?? "none"))</dd>"
    out +=
      "<dt>requiredCapability</dt><dd>\(HTML.escape(pattern.requiredCapability ?? "none"))</dd>"
    out += "<dt>duration</dt><dd>\(pattern.length) ms</dd>"
    if let web = pattern.fallbacks?.web {
      out +=
        "<dt>fallbacks.web</dt><dd><code>[\(web.map(String.init).joined(separator: ", "))]</code></dd>"
    }
    if let reduced = pattern.fallbacks?.reduced {
      out += "<dt>fallbacks.reduced</dt><dd>\(HTML.escape(reduced))</dd>"
    }
    if let feel = entry.source.document.frontmatter?.feel {
      out += "<dt>feel</dt><dd>\(HTML.escape(feel))</dd>"
    }
    out += "</dl>\n<ul class=\"tags\" aria-label=\"tags\">"
    for tag in tags.all { out += "<li>\(HTML.escape(tag))</li>" }
    for tag in entry.source.document.frontmatter?.tags ?? [] {
      out += "<li class=\"author\">#\(HTML.escape(tag))</li>"
    }
    return out + "</ul>\n"
  }

  private static func playground(_ entry: SitePattern) -> String {
    var out =
      "<section id=\"playground\" aria-labelledby=\"feel-h\"><h2 id=\"feel-h\">Feel it</h2>\n"
      + "<p id=\"play-state\" role=\"status\">This playground needs JavaScript; without it, "
      + "nothing plays here.</p>\n<p class=\"controls\">"
      + "<button type=\"button\" id=\"play\" hidden>Vibrate (navigator.vibrate)</button> "
      + "<button type=\"button\" id=\"play-intent\" hidden>Play the intent "
      + "(navigator.playHaptics)</button> "
      + "<button type=\"button\" id=\"play-audio\" hidden>Play the audio simulation</button></p>\n"
    out +=
      "<details><summary>What each browser does</summary><ul>"
      + "<li>Chrome and other Chromium browsers on Android play <code>fallbacks.web</code> "
      + "through <code>navigator.vibrate</code>, after a tap on the button.</li>"
      + "<li>Firefox for Android reports success from <code>navigator.vibrate</code> and "
      + "vibrates nothing, so this page does not pretend it plays there.</li>"
      + "<li>Safari on iPhone has no <code>navigator.vibrate</code>: web pages cannot play a "
      + "pattern there (a switch control gives one light tick per tap, at most).</li>"
      + "<li>Desktop browsers cannot vibrate; they get an audio simulation of the track, a "
      + "sound and not a vibration: a transient is a click, brighter when sharper; a continuous "
      + "event a tone, louder when more intense and higher (65–300 Hz) when sharper.</li>"
      + "<li>Where <code>navigator.playHaptics</code> exists (the Web Haptics trial), the "
      + "pattern's intent is offered through it when it maps to one of its effects.</li>"
      + "</ul></details>\n"
    if entry.pattern.fallbacks?.web == nil {
      out += "<p>This pattern has no <code>fallbacks.web</code>, so no browser vibrates it.</p>\n"
    }
    return out + "</section>\n"
  }

  /// The lines that play the pattern on a phone, built by the phone-audition engineer's
  /// builders (HapRender's Audition), with copy buttons the script shows.
  private static func phoneLines(_ pattern: HapticPattern, audition: AndroidAudition) -> String {
    var out =
      "<section aria-labelledby=\"phone-h\"><h2 id=\"phone-h\">Play it on a phone</h2>\n"
    let adb = AndroidAudition.adbCommandLine(playing: audition)
    if adb.hasSuffix("vibrator_manager") {
      out += "<p>Nothing plays on Android’s api36 profile, so there is no adb line.</p>\n"
    } else {
      out +=
        "<p>An Android phone on USB with debugging on, from a computer (the newest "
        + "<code>cmd vibrator_manager</code> grammar, Android 16 and later; "
        + "<code>haptui play</code> reads an older phone’s own grammar):</p>\n"
        + copyLine(adb, id: "adb-line")
    }
    if pattern.events.isEmpty {
      out += "<p>The pattern has no track, so feedbackd has nothing to play.</p>\n"
    } else {
      out +=
        "<p>A Linux phone with feedbackd 0.6 or later (Librem 5, PinePhone), in its terminal "
        + "(at most 10 steps: the track resampled):</p>\n"
        + copyLine(FeedbackdPattern.busctlLine(pattern), id: "busctl-line")
    }
    return out + "</section>\n"
  }

  private static func copyLine(_ line: String, id: String) -> String {
    "<div class=\"copy-line\"><pre><code id=\"\(id)\">\(HTML.escape(line))</code></pre>"
      + "<button type=\"button\" data-copy=\"\(id)\" hidden>Copy</button></div>\n"
  }

  private static func legend() -> String {
    var out = "<p class=\"legend\">Shading is sharpness: "
    out += (0..<SharpnessBand.count).map { band in
      "<span class=\"swatch s\(band)\" aria-hidden=\"true\"></span>\(SharpnessFill.names[band])"
    }.joined(separator: ", ")
    return out
      + " (lightest to darkest). Filled shapes are continuous events; stems with a head are "
      + "transients.</p>\n"
  }

  private static func lanes(
    _ renditions: [Rendition], pattern: HapticPattern, scale: PlotScale
  ) -> String {
    var out =
      "<section aria-labelledby=\"lanes-h\"><h2 id=\"lanes-h\">What each platform plays</h2>\n"
      + "<p>Each lane is what a device of that profile physically plays, on the track’s time "
      + "axis; the table under it says what was kept, approximated or dropped, and why.</p>\n"
    let laneScale = PlotScale(
      width: scale.width, height: laneHeight, left: scale.left, bottom: 2, span: scale.span)
    // Profiles that play alike have the same report (the iPhones, most Android phones), so
    // its rows are made once for them.
    var tables: [(report: [ReportEntry], rows: String?)] = []
    for (index, rendition) in renditions.enumerated() {
      let name = "\(rendition.platform.displayName) · \(rendition.profile.name)"
      let lane = RenditionLane(rendition, pattern: pattern)
      let path = rendition.path.isEmpty ? "" : " · \(rendition.path)"
      let said = "\(name) plays \(lane.words) · rung \(rendition.rung.rawValue)\(path)"
      out += "<article class=\"lane-row\" id=\"lane-\(rendition.platform.rawValue)-"
      out += "\(HTML.escape(rendition.profile.name))\"><h3>\(HTML.escape(name))</h3>"
      out +=
        "<p>\(HTML.escape(rendition.profile.summary)). Plays \(HTML.escape(lane.words)) · rung "
      out += "<strong>\(HTML.escape(rendition.rung.rawValue))</strong>\(HTML.escape(path)).</p>"
      if let note = lane.note { out += "<p class=\"estimate\">\(HTML.escape(note)).</p>" }
      if let reason = FallbackReason.line(rung: rendition.rung, report: rendition.report) {
        out += "<p class=\"fell-back\">Fell back: \(HTML.escape(reason))</p>"
      }
      out += LaneSVG(lane: lane, scale: laneScale, label: said, titleID: "lane-title-\(index)").text
      out += "<details><summary>Kept, approximated, dropped</summary>"
      let report = rendition.report
      let rows: String?
      if let known = tables.first(where: { $0.report.count == report.count && $0.report == report })
      {
        rows = known.rows
      } else {
        rows = ReportTable.rows(report)
        tables.append((report, rows))
      }
      out += ReportTable.html(rows: rows, caption: "What \(name) keeps")
      out += "</details></article>\n"
    }
    return out + "</section>\n"
  }

  private static func prose(_ document: HapDocument) -> String {
    guard let html = document.proseHTML, !html.isEmpty else { return "" }
    return "<section class=\"prose\" aria-label=\"About this pattern\">\n\(html)</section>\n"
  }

  static func diagnosticItems(_ diagnostics: [Diagnostic], links: SiteLinks) -> String {
    var out = "<ul class=\"diagnostics\">"
    for diagnostic in diagnostics {
      let code = HTML.escape(diagnostic.code)
      let codeText =
        DiagnosticCodes.isKnown(diagnostic.code)
        ? "<a href=\"\(links.to("codes.html"))#\(code)\">\(code)</a>" : code
      let mark = diagnostic.severity == .error ? "✗ error" : "! warning"
      out +=
        "<li class=\"\(diagnostic.severity == .error ? "error" : "warning")\">\(mark) "
        + "\(codeText) at line \(diagnostic.line), column \(diagnostic.column): "
        + "\(HTML.escape(diagnostic.message))</li>"
    }
    return out + "</ul>"
  }

  private static func diagnostics(_ diagnostics: [Diagnostic], links: SiteLinks) -> String {
    var out = "<section aria-labelledby=\"diag-h\"><h2 id=\"diag-h\">Diagnostics</h2>\n"
    if diagnostics.isEmpty {
      out += "<p>✓ Conformant: <code>haptui validate</code> finds no problems.</p>\n"
    } else {
      out += diagnosticItems(diagnostics, links: links) + "\n"
    }
    return out + "</section>\n"
  }

  private static func downloads(_ downloads: PatternDownloads, links: SiteLinks) -> String {
    var out = "<section aria-labelledby=\"dl-h\"><h2 id=\"dl-h\">Downloads</h2>\n"
    var group = ""
    for item in downloads.items {
      if item.group != group {
        out +=
          (group.isEmpty ? "" : "</ul>\n")
          + "<h3>\(HTML.escape(item.group))</h3><ul class=\"files\">"
        group = item.group
      }
      out +=
        "<li><a href=\"\(links.to(item.path))\" download>\(HTML.escape(item.label))</a> "
        + "(\(item.bytes.count.formatted) bytes)</li>"
    }
    if !group.isEmpty { out += "</ul>\n" }
    return out + "</section>\n"
  }

  private static func source(_ document: HapDocument) -> String {
    var out = "<section aria-labelledby=\"src-h\"><h2 id=\"src-h\">Source</h2>\n"
    if let frontmatter = document.frontmatter {
      let lines = LineIndex(document.bytes)
      let starts = lines.lineStarts
      let first = starts[min(frontmatter.openingLine - 1, starts.count - 1)]
      let end =
        frontmatter.closingLine < starts.count
        ? starts[frontmatter.closingLine] : document.bytes.count
      let text = String(decoding: document.bytes[first..<max(first, end)], as: UTF8.self)
      out += "<h3>Frontmatter</h3><pre><code>\(HTML.escape(text))</code></pre>\n"
    }
    if let block = document.block {
      let text = String(decoding: block.content, as: UTF8.self)
      out += "<h3>Haptic block</h3><pre><code>\(HTML.escape(text))</code></pre>\n"
    }
    return out + "</section>\n"
  }

  private static func qr(_ entry: SitePattern, options: SiteOptions) -> String {
    var out = "<section aria-labelledby=\"qr-h\"><h2 id=\"qr-h\">On your phone</h2>\n"
    guard let base = options.baseURL else {
      return out
        + "<p>This site was built without <code>--base-url</code>, so it has no address a "
        + "phone could open and no QR code.</p></section>\n"
    }
    let address = base + path(entry.id)
    guard let code = QRCode(address) else {
      return out + "<p>The address is too long for a QR code.</p></section>\n"
    }
    out += "<figure class=\"qr\">" + code.svg(label: "QR code of \(address)")
    out +=
      "<figcaption>Scan to open <a href=\"\(HTML.escape(address))\">\(HTML.escape(address))</a>"
    out += " and its playground on a phone.</figcaption></figure>\n"
    return out + "</section>\n"
  }
}

extension Int {
  /// With thousands separators: `12,345`.
  fileprivate var formatted: String {
    let digits = String(self.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return (self < 0 ? "-" : "") + out
  }
}
