import HapModel
import HapRender

/// How `haptui render` prints a rendition, for people and as JSON.
enum RenditionText {
  /// `{"platform", "profile", "rung", "artifact": {"language", "text"}, "report": [...]}`; an
  /// entry's `status` is `unused` where a higher rung played, as the text report says.
  static func json(_ rendition: Rendition) -> String {
    jsonParts(rendition).joined()
  }

  /// `json(_:)` in the pieces it is made of, to be written one after the other: the
  /// artefact's text (tens of MB for a long track) is then never copied into a larger string
  /// (D182).
  static func jsonParts(_ rendition: Rendition) -> [String] {
    let entries = rendition.report.map { entry in
      "    {\"event\": \(JSONWriter.quoted(entry.event)), "
        + "\"construct\": \(JSONWriter.quoted(entry.construct.rawValue)), "
        + "\"status\": \(JSONWriter.quoted(entry.unused ? "unused" : entry.status.rawValue)), "
        + "\"reason\": \(JSONWriter.quoted(entry.reason))}"
    }
    let report = entries.isEmpty ? "[]" : "[\n" + entries.joined(separator: ",\n") + "\n  ]"
    let head =
      "{\n"
      + "  \"platform\": \(JSONWriter.quoted(rendition.platform.rawValue)),\n"
      + "  \"profile\": \(JSONWriter.quoted(rendition.profile.name)),\n"
      + "  \"rung\": \(JSONWriter.quoted(rendition.rung.rawValue)),\n"
      + "  \"artifact\": {\"language\": \(JSONWriter.quoted(rendition.artifact.language)), "
      + "\"text\": "
    return [head, JSONWriter.quoted(rendition.artifact.text), "},\n  \"report\": \(report)\n}\n"]
  }

  /// A heading, the artefact, then the report as aligned columns.
  static func human(_ rendition: Rendition, id: String) -> String {
    humanParts(rendition, id: id).joined()
  }

  /// `human(_:id:)` in the pieces it is made of (the heading, the artefact as it is, the
  /// report), to be written one after the other without copying the artefact (D182).
  static func humanParts(_ rendition: Rendition, id: String) -> [String] {
    var text = "\(id) on \(rendition.profile) (\(rendition.profile.summary))\n"
    var setting = ""
    if rendition.settings.hapticsOff {
      setting = ", system haptics off"
    } else if rendition.settings.reduced {
      setting = ", reduced feedback"
    }
    let path = rendition.path.isEmpty ? "" : " (\(rendition.path))"
    text += "rung: \(rendition.rung.rawValue)\(path)\(setting)\n"
    if rendition.isSilent {
      text +=
        "Nothing plays on this device, and that is a success: application logic must not "
        + "depend on it.\n"
    }
    text += "\n--- artifact (\(rendition.artifact.language)) ---\n"
    let heading = text
    text = rendition.artifact.text.hasSuffix("\n") ? "" : "\n"
    text += "\n--- report ---\n"
    // One line per construct, status and reason, naming its events: a reason the platform
    // gives for every event is said once (the JSON keeps an entry per event).
    let lines = ReportLine.grouped(rendition.report)
    let subjects = lines.map { ReportSubject.text($0) }
    // A subject of a long track names thousands of events: its width is counted only as far
    // as the column needs (24), never across the whole text.
    let subjectWidth = subjects.map { width($0, upTo: 24) }.max() ?? 0
    let constructWidth = lines.map(\.construct.rawValue.count).max() ?? 0
    text.reserveCapacity(
      lines.reduce(text.utf8.count) { $0 + $1.reason.utf8.count + 48 }
        + subjects.reduce(0) { $0 + $1.utf8.count })
    for (line, subject) in zip(lines, subjects) {
      let status = line.unused ? "unused" : line.status.rawValue
      pad(subject, subjectWidth, into: &text)
      text += "  "
      pad(line.construct.rawValue, constructWidth, into: &text)
      text += "  "
      pad(status, 12, into: &text)
      text += "  "
      text += line.reason
      text += "\n"
    }
    if rendition.report.isEmpty { text += "(the pattern has no construct to report)\n" }
    return [heading, rendition.artifact.text, text]
  }

  /// Appends `text` to `out`, then spaces up to `width` characters.
  private static func pad(_ text: String, _ width: Int, into out: inout String) {
    out += text
    let short = width - Self.width(text, upTo: width)
    if short > 0 { out += String(repeating: " ", count: short) }
  }

  /// How many characters `text` has, counted no further than `limit`.
  private static func width(_ text: String, upTo limit: Int) -> Int {
    text.utf8.count <= limit ? text.count : text.prefix(limit).count
  }
}
