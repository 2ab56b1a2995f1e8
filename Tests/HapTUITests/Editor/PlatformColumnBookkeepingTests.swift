import HapModel
import HapRender
import HapTestSupport
import Testing

@testable import HapTUI

/// The live panel's bookkeeping of a rendition (artefact line starts, construct fates, the
/// grouped report) gives what the plain versions of it give, on random inputs.
@Suite struct PlatformColumnBookkeepingTests {
  @Test func slotsAreTheConstructsOrder() {
    for (index, construct) in Construct.allCases.enumerated() {
      #expect(ReportTally.slot(of: construct) == index)
    }
  }

  /// Line starts as a walk over the text's UTF-8 finds them.
  static func plainLineStarts(_ text: String) -> [Int] {
    var starts = [0]
    var offset = 0
    for byte in text.utf8 {
      offset += 1
      if byte == UInt8(ascii: "\n") { starts.append(offset) }
    }
    if offset > 0, text.utf8.last != UInt8(ascii: "\n") { starts.append(offset + 1) }
    return starts
  }

  @Test func lineStartsMatchAWalkOverTheText() {
    var random = SplitMix64(seed: 14)
    let pieces = ["a", "é", "\n", "\r\n", "日本", "👍🏽", "  ", "let x = 1"]
    var texts = ["", "\n", "\n\n", "one", "one\n", "one\ntwo"]
    for _ in 0..<200 {
      let count = Int(random.next() % 40)
      texts.append(
        (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
    }
    for text in texts {
      #expect(PlatformColumn.lineStarts(of: text) == Self.plainLineStarts(text))
      // A text that is a slice of a larger one (its own storage once made a String).
      let sliced = String(("x\n" + text + "\ny").dropFirst(2).dropLast(2))
      #expect(PlatformColumn.lineStarts(of: sliced) == Self.plainLineStarts(sliced))
    }
  }

  /// The report grouped with a dictionary alone, as the panel grouped it before.
  static func plainGrouping(_ report: [ReportEntry]) -> [ReportLine] {
    var lines: [ReportLine] = []
    var index: [String: Int] = [:]
    for entry in report {
      let key = "\(entry.construct)|\(entry.status)|\(entry.unused)|\(entry.reason)"
      if let at = index[key] {
        lines[at].events.append(entry.event)
      } else {
        index[key] = lines.count
        lines.append(
          ReportLine(
            construct: entry.construct, status: entry.status, unused: entry.unused,
            reason: entry.reason, events: [entry.event]))
      }
    }
    return lines
  }

  @Test func groupingMatchesADictionaryOfEveryEntry() {
    var random = SplitMix64(seed: 15)
    // Shared reasons (one string for many entries, as a verdict table gives them), reasons
    // made anew for each entry (equal text, separate storage), and reasons of one event only.
    let shared = ["kept as written", "approximated: intensity as amplitude", "dropped: no curve"]
    for round in 0..<100 {
      var report: [ReportEntry] = []
      for event in 0..<Int(random.next() % 300) {
        let reason: String
        switch random.next() % 4 {
        case 0, 1: reason = shared[Int(random.next() % 3)]
        case 2: reason = String("dropped: no curve".reversed().reversed())
        default: reason = "event \(event % 7) shortened to \(random.next() % 3) ms"
        }
        report.append(
          ReportEntry(
            event: "event \(event + 1)",
            construct: Construct.allCases[Int(random.next() % 10)],
            status: SupportStatus.allCases[Int(random.next() % 3)], reason: reason,
            unused: random.next() % 5 == 0))
      }
      #expect(ReportLine.grouped(report) == Self.plainGrouping(report), "round \(round)")
    }
  }

  /// The panel's columns for the library's patterns, each platform previewed in turn: the
  /// columns not previewed are made from the renderer's tally, the previewed one from its
  /// report, and every column's fates are those of the platform's whole report.
  @Test func everyColumnHasTheFatesOfItsWholeReport() throws {
    let folder = Repository.path("Patterns")
    let names = ["heartbeat", "ramp-up", "double-tap", "power-down", "notification-success"]
    let preview = PlatformPreview(catalog: PlatformPreview.standardCatalog())
    for name in names {
      let pattern = try #require(HapDocument.read(path: "\(folder)/\(name).hap.md").pattern)
      for settings in [RenderSettings.standard, RenderSettings(reduced: true)] {
        for shown in Platform.allCases {
          let request = AnalysisRequest(
            key: 1, pattern: pattern, profiles: [:], settings: settings, artifactFor: shown)
          let columns = preview.columns(for: request)
          #expect(columns.map(\.platform) == Platform.allCases)
          for column in columns {
            let whole = Renderer.render(
              pattern, profile: DeviceProfile.defaultProfile(for: column.platform),
              settings: settings)
            #expect(column.constructs == PlatformColumn.fates(of: whole.report), "\(name)")
            #expect(column.rung == whole.rung)
            if column.platform != shown {
              // A column not previewed has neither its feel nor its lane (D451), unless it is
              // silent, which is known without them.
              let silent = whole.rung == .silent
              #expect(column.lane == (silent ? RenditionLane(whole, pattern: pattern) : nil))
              #expect(column.feel.steps.isEmpty && column.feelLength == (silent ? 0 : nil))
            } else if let length = column.feelLength {
              #expect(column.feel == whole.feel && length == whole.feel.length)
              #expect(column.lane == RenditionLane(whole, pattern: pattern))
            } else {
              // Only a lane that draws its AHAP goes without the feel (D440).
              #expect(column.platform == .ios && column.rung == .track && column.feel.steps.isEmpty)
              #expect(column.lane == RenditionLane(whole, pattern: pattern))
            }
            #expect(column.reportLines.isEmpty == (column.platform != shown))
            if column.platform == shown {
              #expect(column.reportLines == ReportLine.grouped(whole.report))
              #expect(
                column.fallbackReason
                  == FallbackReason.reason(rung: whole.rung, report: whole.report))
              // The pane's lines are the printed artefact's (an AHAP one is read as lines).
              let lines = (0..<column.artifactLineCount).map { column.artifactLine($0) + "\n" }
              let text = whole.artifact.text
              let printed = text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
              #expect(lines.joined() == printed, "\(name) on \(shown)")
              #expect(column.artifact.language == whole.artifact.language)
            }
          }
        }
      }
    }
  }
}
