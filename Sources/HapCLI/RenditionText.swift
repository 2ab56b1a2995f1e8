import HapModel
import HapRender
import HapSystem

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
    let report = reportBytes(rendition)
    return [
      heading(rendition, id: id), rendition.artifact.text, String(decoding: report, as: UTF8.self),
    ]
  }

  /// Writes `human(_:id:)` to `io` for a rendition whose report `lines` groups: an AHAP
  /// artefact in pieces as it is printed, never held whole, and the report as bytes (D330),
  /// grouped on a second thread while the artefact is printed for a track of `events` events or
  /// more (D371, D463).
  static func writeHuman(
    _ rendition: Rendition, id: String, events: Int, io: CommandIO,
    lines: @escaping @Sendable () -> [ReportLine]
  ) {
    io.out(heading(rendition, id: id))
    let artifact = rendition.artifact
    let (_, report) = ParallelWork.beside(
      { reportBytes(lines(), after: artifact) },
      while: {
        if let lines = artifact.lines {
          lines.write { io.outBytes($0) }
        } else {
          io.out(artifact.text)
        }
      }, threaded: events >= RenderableFile.threadedEvents)
    report.withUnsafeBufferPointer { io.outBytes($0) }
  }

  /// The heading and rung before the artefact.
  private static func heading(_ rendition: Rendition, id: String) -> String {
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
    return text
  }

  /// What follows the artefact: a line break if it lacks one, then the report as aligned
  /// columns, in UTF-8 (a long track's report is megabytes; D330).
  private static func reportBytes(_ rendition: Rendition) -> [UInt8] {
    reportBytes(ReportLine.grouped(rendition.report), after: rendition.artifact)
  }

  /// `reportBytes(_:)` of a report grouped as `lines`, printed after `artifact`.
  private static func reportBytes(_ lines: [ReportLine], after artifact: Artifact) -> [UInt8] {
    // An AHAP given as lines ends with a line break, as its text does; a text ending in CR LF
    // does not end in the character "\n", and so gets one.
    let text = artifact.text.utf8
    let endsLine =
      artifact.lines != nil
      || (text.last == 0x0A && text.dropLast().last != 0x0D)
    var out: [UInt8] = []
    // One line per construct, status and reason, naming its events: a reason the platform
    // gives for every event is said once (the JSON keeps an entry per event).
    let subjects = lines.map { ReportSubject.text($0) }
    // An iOS transient's reason is written when read (D467): once here, for both uses.
    let reasons = lines.map(\.reason)
    // A subject of a long track names thousands of events: its width is counted only as far
    // as the column needs (24), never across the whole text.
    let subjectWidth = subjects.map { width($0, upTo: 24) }.max() ?? 0
    let constructWidth = lines.map { width($0.construct.rawValue, upTo: .max) }.max() ?? 0
    out.reserveCapacity(
      reasons.reduce(32) { $0 + $1.utf8.count + 48 }
        + subjects.reduce(0) { $0 + $1.utf8.count })
    if !endsLine { out.append(0x0A) }
    out += "\n--- report ---\n".utf8
    for ((line, subject), reason) in zip(zip(lines, subjects), reasons) {
      let status = line.unused ? "unused" : line.status.rawValue
      pad(subject, subjectWidth, into: &out)
      out += "  ".utf8
      pad(line.construct.rawValue, constructWidth, into: &out)
      out += "  ".utf8
      pad(status, 12, into: &out)
      out += "  ".utf8
      out += reason.utf8
      out.append(0x0A)
    }
    if lines.isEmpty { out += "(the pattern has no construct to report)\n".utf8 }
    return out
  }

  /// Appends `text` to `out`, then spaces up to `width` characters.
  private static func pad(_ text: String, _ width: Int, into out: inout [UInt8]) {
    out += text.utf8
    let short = width - Self.width(text, upTo: width)
    if short > 0 { out += repeatElement(0x20, count: short) }
  }

  /// How many characters `text` has, counted no further than `limit`: from its bytes when they
  /// are printable ASCII and en dashes (one character each; a report's subjects, constructs
  /// and statuses), else as `String` counts them.
  private static func width(_ text: String, upTo limit: Int) -> Int {
    var text = text
    let counted = text.withUTF8 { bytes -> Int? in
      var characters = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F {
          index += 1
        } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
          bytes[index + 2] == 0x93
        {
          index += 3
        } else {
          return nil
        }
        characters += 1
      }
      return characters
    }
    if let counted { return min(counted, limit) }
    return text.utf8.count <= limit ? text.count : text.prefix(limit).count
  }
}
