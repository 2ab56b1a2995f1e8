import Foundation
import HapImport
import HapModel
import HapTestSupport
import Testing

/// `haptui import` on the command line: outputs, the report, overwriting, exit codes.
@Suite(.serialized) struct ImportCommandTests: CommandTesting {
  @Test func importsBesideTheInputAndWritesAConformantCanonicalFile() throws {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = folder + "/Soft Swell.ahap"
    try ImportSamples.write(ImportSamples.smallAHAP, to: input)
    let before = try Data(contentsOf: URL(fileURLWithPath: input))
    let result = run(["import", input])
    #expect(result.status == 0, "\(result.err)")
    let output = folder + "/soft-swell.hap.md"
    #expect(result.out.contains("imported \(input) → \(output) (AHAP)"))
    #expect(result.out.contains("dropped      AudioCustom event 3"))
    #expect(result.out.contains("dropped      AttackTime"))
    #expect(result.out.contains("dropped      trailing comma (line 7)"))
    let document = HapDocument.read(path: output)
    #expect(document.isConformant, "\(document.errors)")
    #expect(document.formatted() == document.bytes, "not in the canonical layout")
    let front = try #require(document.frontmatter)
    #expect(front.entry("id")?.stringValue == "soft-swell")
    #expect(front.title == "Soft Swell")
    #expect(front.entry("spec")?.stringValue == "0.1")
    #expect(front.entry("version")?.stringValue == "0.1.0")
    #expect(front.entry("category")?.stringValue == "imported")
    #expect(front.entry("feel")?.stringValue == "")
    let text = String(decoding: document.bytes, as: UTF8.self)
    #expect(text.contains("tags: [imported, ahap]"))
    #expect(
      text.contains("The 'feel' line of the frontmatter is left empty")
        || text.contains("`feel` line"))
    #expect(text.contains("Description: two taps and a swell"))
    #expect(text.contains("dropped: AudioCustom event 3 (line 15)"))
    // The swell is a 0 → 1 ramp of the control over the event: exactly one linear event.
    let events = try #require(document.pattern?.track)
    #expect(events.count == 2)
    #expect(events[1].curve == .linear && events[1].at == 100 && events[1].duration == 300)
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before, "the input changed")
    #expect(ImportSamples.files(in: folder) == ["Soft Swell.ahap", "soft-swell.hap.md"])
  }

  @Test func neverOverwritesWithoutForce() throws {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = folder + "/tap.ahap"
    try ImportSamples.write(ImportSamples.smallAHAP, to: input)
    let existing = folder + "/out/tap.hap.md"
    try FileManager.default.createDirectory(
      atPath: folder + "/out", withIntermediateDirectories: true)
    try ImportSamples.write("keep me\n", to: existing)
    let refused = run(["import", "--out", folder + "/out", input])
    #expect(refused.status == 1)
    #expect(refused.err.contains("\(existing):1:1: error[IMP050]: \(existing) already exists"))
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep me\n")
    let forced = run(["import", "--out", folder + "/out", "--force", input])
    #expect(forced.status == 0, "\(forced.err)")
    #expect(HapDocument.read(path: existing).isConformant)
    #expect(
      ImportSamples.files(in: folder + "/out") == ["tap.hap.md"], "a temporary file is left")
  }

  @Test func oneBadFileFailsTheRunButTheOthersAreWritten() throws {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ImportSamples.write(ImportSamples.smallAHAP, to: folder + "/good.ahap")
    try ImportSamples.write(
      "{\n  \"Version\": 1.0,\n  \"Pattern\": [\n", to: folder + "/cut.ahap")
    let result = run([
      "import", "--out", folder + "/out", folder + "/good.ahap", folder + "/cut.ahap",
    ])
    #expect(result.status == 1)
    #expect(
      result.err.hasPrefix("\(folder)/cut.ahap:4:1: error[IMP003]: the AHAP file is not valid JSON")
    )
    #expect(ImportSamples.files(in: folder + "/out") == ["good.hap.md"])
  }

  @Test func jsonHasOneObjectPerInput() throws {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ImportSamples.write(ImportSamples.smallAHAP, to: folder + "/a.ahap")
    try ImportSamples.write(
      "<vibration-effect><nonsense/></vibration-effect>", to: folder + "/b.xml")
    let result = run(["import", "--json", folder + "/a.ahap", folder + "/b.xml"])
    #expect(result.status == 1)
    let tree = try JSONParser.parse(result.out)
    let objects = tree.children(of: 0)
    #expect(objects.count == 2)
    func string(_ key: String, _ object: Int) -> String? {
      guard let index = tree.member(key, of: object),
        case .string(let text) = tree.nodes.kind(at: index)
      else { return nil }
      return text
    }
    #expect(string("file", objects[0]) == folder + "/a.ahap")
    #expect(string("output", objects[0]) == folder + "/a.hap.md")
    #expect(string("format", objects[0]) == "ahap")
    let report = try #require(tree.member("report", of: objects[0]))
    let entries = tree.children(of: report)
    #expect(entries.count >= 5)
    for entry in entries {
      #expect(string("construct", entry) != nil && string("reason", entry) != nil)
      #expect(["kept", "approximated", "dropped"].contains(string("status", entry) ?? ""))
    }
    #expect(string("format", objects[1]) == "android-xml")
    #expect(tree.nodes.kind(at: tree.member("output", of: objects[1])!) == .null)
    let error = try #require(tree.member("error", of: objects[1]))
    #expect(string("code", error) == "IMP031")
  }

  @Test func usageErrorsExitTwo() throws {
    #expect(run(["import"]).status == 2)
    #expect(run(["import", "--id", "x", "a.ahap", "b.ahap"]).status == 2)
    #expect(run(["import", "--id", "Not A Slug", "a.ahap"]).status == 2)
    #expect(run(["import", "--tolerance", "0", "a.ahap"]).status == 2)
    #expect(run(["import", "--tolerance", "x", "a.ahap"]).status == 2)
    #expect(run(["import", "--bogus", "a.ahap"]).status == 2)
  }

  @Test func idAndToleranceAreHonoured() throws {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let clip = """
      {"version":{"major":1},"signals":{"continuous":{"envelopes":{"amplitude":[
      {"time":0,"amplitude":1},{"time":1.0,"amplitude":0}]}}}}
      """
    try ImportSamples.write(clip, to: folder + "/Button 1.haptic")
    let named = run(["import", folder + "/Button 1.haptic"])
    #expect(named.status == 0)
    #expect(FileManager.default.fileExists(atPath: folder + "/button-1.hap.md"))
    let fine = run([
      "import", "--id", "fine", "--tolerance", "0.01", folder + "/Button 1.haptic",
    ])
    let coarse = run([
      "import", "--id", "coarse", "--tolerance", "0.1", folder + "/Button 1.haptic",
    ])
    #expect(fine.status == 0 && coarse.status == 0)
    let fineEvents = HapDocument.read(path: folder + "/fine.hap.md").pattern?.events.count ?? 0
    let coarseEvents = HapDocument.read(path: folder + "/coarse.hap.md").pattern?.events.count ?? 0
    #expect(fineEvents > 2 * coarseEvents && coarseEvents > 1)
    #expect(HapDocument.read(path: folder + "/fine.hap.md").pattern?.id == "fine")
  }

  @Test func aSoundImportedElsewhereNamesItFromThere() throws {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/sounds", withIntermediateDirectories: true)
    let samples = TestWAV.burst(length: 600, from: 100, to: 300, rate: 8000)
    FileManager.default.createFile(
      atPath: folder + "/sounds/Tap 1.wav", contents: Data(TestWAV.bytes(samples, rate: 8000)))
    let beside = run(["import", folder + "/sounds/Tap 1.wav"])
    #expect(beside.status == 0, "\(beside.err)")
    let near = HapDocument.read(path: folder + "/sounds/tap-1.hap.md")
    #expect(near.frontmatter?.entry("audio")?.stringValue == "Tap 1.wav")
    let elsewhere = run([
      "import", "--out", folder + "/patterns/ui", folder + "/sounds/Tap 1.wav",
    ])
    #expect(elsewhere.status == 0, "\(elsewhere.err)")
    let far = HapDocument.read(path: folder + "/patterns/ui/tap-1.hap.md")
    #expect(far.isConformant, "\(far.diagnostics)")
    // The editor reads `audio:` from the pattern's folder: it must find the same sound.
    #expect(far.frontmatter?.entry("audio")?.stringValue == "../../sounds/Tap 1.wav")
  }
}
