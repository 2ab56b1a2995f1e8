import Foundation
import HapImport
import HapModel
import HapTestSupport
import Testing

/// Bad input never crashes and never writes: a positioned `file:line:col: error[IMPnnn]:` line,
/// exit 1, and the output folder left empty.
@Suite(.serialized) struct BadInputTests {
  /// Imports one file with `bytes` named `name`; returns stderr, after checking
  /// the exit status is 1 and nothing was written.
  func refused(_ bytes: [UInt8], name: String) throws -> String {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: input))
    let result = ImportRunResult.run(into: folder + "/out", [input])
    #expect(result.status == 1)
    #expect(ImportSamples.files(in: folder + "/out").isEmpty, "something was written")
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == Data(bytes), "the input changed")
    return result.err.replacingOccurrences(of: folder + "/", with: "")
  }

  func refused(_ text: String, name: String) throws -> String {
    try refused(Array(text.utf8), name: name)
  }

  @Test func malformedJSON() throws {
    let err = try refused("{\n  \"Version\": 1.0\n  \"Pattern\": []\n}\n", name: "a.ahap")
    #expect(err.hasPrefix("a.ahap:3:3: error[IMP003]: the AHAP file is not valid JSON"))
  }

  @Test func truncatedFiles() throws {
    let ahap = try refused(
      "{ \"Version\": 1.0, \"Pattern\": [ { \"Event\": { \"Time\": 0", name: "t.ahap")
    #expect(ahap.hasPrefix("t.ahap:1:") && ahap.contains("error[IMP003]"))
    let haptic = try refused("{\"version\":{\"major\":1},\"signals\":{\"contin", name: "t.haptic")
    #expect(haptic.contains("error[IMP003]"))
    let xml = try refused("<vibration-effect><waveform-effect>", name: "t.xml")
    #expect(xml.hasPrefix("t.xml:1:") && xml.contains("error[IMP030]"))
  }

  @Test func notUTF8() throws {
    var bytes = Array("{\n  \"Version\": 1.0, \"Pattern\": [] }".utf8)
    bytes.insert(0xFF, at: 4)
    let err = try refused(bytes, name: "latin.ahap")
    #expect(err.hasPrefix("latin.ahap:2:3: error[IMP002]: the file is not UTF-8 (byte 0xFF"))
    var xml = Array("<vibration-effect/>".utf8)
    xml.insert(0xC0, at: 3)
    #expect(try refused(xml, name: "x.xml").contains("error[IMP002]"))
  }

  @Test func overTheLimits() throws {
    // A continuous event longer than an hour.
    let long = """
      {"Pattern": [{"Event": {"Time": 0, "EventType": "HapticContinuous", "EventDuration": 5000}}]}
      """
    let err = try refused(long, name: "long.ahap")
    #expect(err.hasPrefix("long.ahap:1:") && err.contains("error[IMP040]"))
    // More events than a pattern may hold.
    var text = "{\"Pattern\": ["
    let tap = "{\"Event\": {\"Time\": 0.001, \"EventType\": \"HapticTransient\"}}"
    text += Array(repeating: tap, count: Importer.eventLimit + 1).joined(separator: ",")
    text += "]}"
    let many = try refused(text, name: "many.ahap")
    #expect(many.contains("error[IMP040]") && many.contains("100001 events"))
  }

  @Test func aFileLargerThanHaptuiReads() throws {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/huge.ahap"
    #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
    // Sparse: the size is over the limit without writing 64 MiB.
    #expect(truncate(path, off_t(SourceFile.sizeLimit + 1)) == 0)
    let result = ImportRunResult.run(into: folder + "/out", [path])
    #expect(result.status == 1)
    #expect(result.err.contains("huge.ahap:1:1: error[IMP001]: the file is 67108865 bytes"))
    #expect(ImportSamples.files(in: folder + "/out").isEmpty)
  }

  @Test func notAFile() throws {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = ImportRunResult.run(into: folder + "/out", [folder, folder + "/missing.ahap"])
    #expect(result.status == 1)
    #expect(
      result.err.contains("\(folder):1:1: error[IMP001]: cannot read the file: it is a folder"))
    #expect(
      result.err.contains("missing.ahap:1:1: error[IMP001]: cannot read the file: No such file"))
  }

  @Test func anUnknownHapticMajorVersion() throws {
    let err = try refused(
      "{\n  \"version\": { \"major\": 2, \"minor\": 0 },\n  \"signals\": {}\n}", name: "v2.haptic")
    #expect(err.hasPrefix("v2.haptic:2:25: error[IMP020]: this is a .haptic of major version 2"))
  }

  @Test func ahapTypoKeys() throws {
    let err = try refused(
      """
      {
        "Version": 1.0,
        "Pattern": [
          { "ParameterCurves": { "ParameterID": "HapticIntensityControl", "Time": 0 } }
        ]
      }
      """, name: "typo.ahap")
    #expect(err.hasPrefix("typo.ahap:4:7: error[IMP011]: unknown key `ParameterCurves`"))
    #expect(err.contains("did you mean `ParameterCurve`?"))
    let event = try refused(
      "{\"Pattern\": [{\"Event\": {\"Time\": 0, \"EventTyp\": \"HapticTransient\"}}]}",
      name: "event.ahap")
    #expect(
      event.contains("error[IMP011]: unknown key `EventTyp`") && event.contains("`EventType`"))
  }

  @Test(.enabled(if: InteropCorpus.isPresent, "../shared/testdata/interop is absent"))
  func metasInvalidAHAP() throws {
    let path = InteropCorpus.root! + "/meta-haptics-sdk/invalid.ahap"
    let failure = try #require(Importer.importFile(at: path).failure)
    #expect(failure.code == "IMP011" && failure.line == 21 && failure.column == 13)
  }

  @Test func anUnknownXMLElement() throws {
    let err = try refused(
      "<vibration-effect>\n  <wavefrom-effect/>\n</vibration-effect>\n", name: "e.xml")
    #expect(err.hasPrefix("e.xml:2:3: error[IMP031]: unknown element <wavefrom-effect>"))
    #expect(err.contains("did you mean `waveform-effect`?"))
  }

  @Test func anUnknownFormat() throws {
    let err = try refused("hello", name: "notes.txt")
    #expect(err.hasPrefix("notes.txt:1:1: error[IMP004]"))
  }

  @Test func hapticValidation() throws {
    let cases: [(String, String)] = [
      (
        "{\"version\":{\"major\":1},\"signals\":{\"continuous\":{\"envelopes\":{\"amplitude\":[]}}}}",
        "it needs at least two"
      ),
      (
        "{\"version\":{\"major\":1},\"signals\":{\"continuous\":{\"envelopes\":{\"amplitude\":[{\"time\":0,\"amplitude\":2},{\"time\":1,\"amplitude\":0}]}}}}",
        "it must be within 0...1"
      ),
      (
        "{\"version\":{\"major\":1},\"signals\":{\"continuous\":{\"envelopes\":{\"amplitude\":[{\"time\":1,\"amplitude\":0},{\"time\":0,\"amplitude\":0}]}}}}",
        "in time order"
      ),
      ("{\"version\":{\"major\":1},\"sssignals\":{}}", "did you mean `signals`?"),
    ]
    for (text, message) in cases {
      let err = try refused(text, name: "c.haptic")
      #expect(err.contains("error[IMP021]") && err.contains(message), "\(err)")
    }
  }
}

extension Result {
  /// The failure, or `nil` on success.
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}

/// What the lenient AHAP reading tolerates, and says it tolerated.
struct ToleratedInputTests {
  @Test func aByteOrderMarkAndTrailingCommasAreToleratedAndReported() throws {
    let text =
      "\u{FEFF}{\n  \"Pattern\": [\n"
      + "    {\"Event\": {\"Time\": 0, \"EventType\": \"HapticTransient\",}},\n  ],\n}"
    let imported = try Importer.importBytes(Array(text.utf8), name: "bom.ahap").get()
    let constructs = imported.report.entries.map(\.construct)
    #expect(constructs.contains("byte-order mark"))
    let commas = try #require(imported.report.entries.first { $0.construct == "trailing comma" })
    #expect(commas.status == .dropped && commas.line == 3)
    #expect(commas.reason.contains("3 comma(s)") && commas.reason.contains("(lines 3, 4)"))
    #expect(imported.pattern.events.count == 1)
  }
}
