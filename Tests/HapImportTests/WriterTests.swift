import HapImport
import HapModel
import Testing

/// The writer on its own: the format-neutral path an audio importer will take too.
struct WriterTests {
  func imported(entries: Int, title: String = "Rain: \"light\" # 1") -> ImportedPattern {
    var report = ImportReport()
    for index in 0..<entries { report.add("piece \(index)", .approximated, "stepped") }
    report.add("a kept thing", .kept, "as written")
    let pattern = HapticPattern(
      id: "rain",
      track: [TrackEvent(id: EventID(1), at: 0, type: .transient, intensity: 0.5, sharpness: 0.5)])
    return ImportedPattern(
      id: "rain", title: title, format: .haptic, sourceName: "Rain `1`.haptic", pattern: pattern,
      report: report, notes: ["description: <b>wet</b> *drops*"], tags: ["imported", "Weather FX"])
  }

  @Test func theFileIsConformantCanonicalAndQuotesWhatYAMLNeeds() throws {
    let bytes = try ImportWriter.bytes(for: imported(entries: 3))
    let document = HapDocument(bytes: bytes)
    #expect(document.isConformant, "\(document.errors)")
    #expect(document.formatted() == bytes)
    #expect(document.frontmatter?.title == "Rain: \"light\" # 1")
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("tags: [imported, weather-fx]"))
    // Source text cannot open code, HTML or emphasis in the prose.
    #expect(text.contains("Rain '1'.haptic"))
    #expect(text.contains("\\<b\\>wet\\</b\\> \\*drops\\*"))
    #expect(text.contains("- approximated: piece 2: stepped"))
    #expect(text.contains("Kept as the source plays it: a kept thing."))
  }

  @Test func longReportsAreCountedInTheProse() throws {
    let text = String(decoding: try ImportWriter.bytes(for: imported(entries: 25)), as: UTF8.self)
    #expect(text.contains("- approximated: piece 19: stepped"))
    #expect(!text.contains("piece 20:"))
    #expect(text.contains("- and 5 more like these"))
  }
}
