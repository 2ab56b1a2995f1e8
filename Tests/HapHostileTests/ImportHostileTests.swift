import Foundation
import Glibc
import HapModel
import HapTestSupport
import Testing

/// Hostile inputs for `haptui import` (issue 12), run on the real binary: truncations and byte
/// flips of a valid AHAP, `.haptic` and vibration XML, deep nesting, entity tricks, numbers out
/// of range, special files. Every run ends by itself; a refusal is a positioned `error[IMPnnn]`
/// with exit 1 and nothing written; an import writes a conformant file; the input never changes.
@Suite(.serialized, .requires(Haptui.isAvailable, Haptui.notBuilt))
struct ImportHostileTests {
  static let ahap = """
    {
      "Version": 1.0,
      "Pattern": [
        { "Event": { "Time": 0.0, "EventType": "HapticTransient",
          "EventParameters": [ { "ParameterID": "HapticIntensity", "ParameterValue": 0.8 } ] } },
        { "Event": { "Time": 0.05, "EventType": "HapticContinuous", "EventDuration": 0.4 } },
        { "ParameterCurve": { "ParameterID": "HapticIntensityControl", "Time": 0.05,
          "ParameterCurveControlPoints": [ { "Time": 0, "ParameterValue": 1 },
                                           { "Time": 0.4, "ParameterValue": 0.1 } ] } }
      ]
    }
    """
  static let haptic = """
    {"version":{"major":1,"minor":0},"metadata":{"project":"P"},"signals":{"continuous":
    {"envelopes":{"amplitude":[{"time":0,"amplitude":0.1},{"time":0.1,"amplitude":0.9,
    "emphasis":{"amplitude":1,"frequency":0.5}},{"time":0.3,"amplitude":0}],
    "frequency":[{"time":0,"frequency":0.2},{"time":0.3,"frequency":0.8}]}}}}
    """
  static let xml = """
    <?xml version="1.0" encoding="utf-8"?>
    <vibration-effect>
      <waveform-effect>
        <waveform-entry durationMs="40" amplitude="200"/>
        <repeating><waveform-entry durationMs="30" amplitude="0"/></repeating>
      </waveform-effect>
    </vibration-effect>
    """

  /// Runs `haptui import` on `bytes` (named `name`) and checks the contract.
  static func check(_ bytes: [UInt8], name: String, label: String) {
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    let input = scratch.write(name, bytes)
    let run = Haptui.run(["import", "--out", scratch.path + "/out", input], timeout: 60)
    #expect(run.exitedNormally, "\(label): \(run)")
    #expect(run.exitCode == 0 || run.exitCode == 1, "\(label): \(run)")
    #expect(scratch.bytes(name) == bytes, "\(label): the input changed")
    let written =
      (try? FileManager.default.contentsOfDirectory(atPath: scratch.path + "/out")) ?? []
    if run.exitCode == 1 {
      #expect(run.stderr.contains("\(input):"), "\(label): \(run)")
      #expect(run.stderr.contains(": error[IMP"), "\(label): \(run)")
      #expect(written.isEmpty, "\(label): wrote \(written) although it failed")
    } else if run.exitCode == 0 {
      #expect(written.count == 1, "\(label): \(written)")
      for file in written {
        let document = HapDocument.read(path: scratch.path + "/out/" + file)
        #expect(document.isConformant, "\(label): \(document.errors)")
      }
    }
  }

  @Test(arguments: ["a.ahap", "a.haptic", "a.xml"])
  func everyTruncation(_ name: String) {
    let source = Array(
      (name.hasSuffix("ahap") ? Self.ahap : name.hasSuffix("haptic") ? Self.haptic : Self.xml).utf8)
    // Cut at every 7th byte (and the last few), so each kind of token is cut somewhere.
    let cuts = Array(stride(from: 0, to: source.count, by: 7)) + [source.count - 1]
    for cut in cuts {
      Self.check(Array(source[0..<cut]), name: name, label: "\(name) cut at \(cut)")
    }
  }

  @Test(arguments: ["a.ahap", "a.haptic", "a.xml"])
  func byteFlips(_ name: String) {
    let source = Array(
      (name.hasSuffix("ahap") ? Self.ahap : name.hasSuffix("haptic") ? Self.haptic : Self.xml).utf8)
    var random = SplitMix64(seed: 12)
    for round in 0..<40 {
      var bytes = source
      for _ in 0..<(1 + round % 3) {
        let index = Int(random.next() % UInt64(bytes.count))
        bytes[index] = UInt8(truncatingIfNeeded: random.next())
      }
      Self.check(bytes, name: name, label: "\(name) flip round \(round)")
    }
  }

  @Test func deepNestingAndHugeNumbers() {
    Self.check(
      Array(String(repeating: "[", count: 200_000).utf8), name: "deep.ahap", label: "deep JSON")
    let deepXML =
      String(repeating: "<vibration-effect>", count: 20_000)
      + String(repeating: "</vibration-effect>", count: 20_000)
    Self.check(Array(deepXML.utf8), name: "deep.xml", label: "deep XML")
    let huge = Self.ahap.replacingOccurrences(of: "0.8", with: "1e999")
    Self.check(Array(huge.utf8), name: "huge.ahap", label: "1e999")
    let negative = Self.haptic.replacingOccurrences(of: "\"time\":0.1", with: "\"time\":-1e308")
    Self.check(Array(negative.utf8), name: "negative.haptic", label: "negative time")
    let long = Self.xml.replacingOccurrences(
      of: "durationMs=\"40\"", with: "durationMs=\"99999999999999999999\"")
    Self.check(Array(long.utf8), name: "long.xml", label: "long duration")
  }

  @Test func entityTricksAreNotExpanded() {
    let bomb = """
      <?xml version="1.0"?>
      <!DOCTYPE v [
        <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
        <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
        <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
        <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
        <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
      ]>
      <vibration-effect><vendor-effect>&e;</vendor-effect></vibration-effect>
      """
    Self.check(Array(bomb.utf8), name: "bomb.xml", label: "entity expansion")
    let external = """
      <?xml version="1.0"?>
      <!DOCTYPE v [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>
      <vibration-effect><predefined-effect name="&x;"/></vibration-effect>
      """
    Self.check(Array(external.utf8), name: "xxe.xml", label: "external entity")
  }

  @Test func specialFiles() {
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    let fifo = scratch.path + "/pipe.ahap"
    #expect(mkfifo(fifo, 0o644) == 0)
    let run = Haptui.run(
      ["import", "--out", scratch.path + "/out", fifo, scratch.path], timeout: 10)
    #expect(run.exitedNormally && run.exitCode == 1, "\(run)")
    #expect(run.stderr.contains("\(fifo):1:1: error[IMP001]"), "\(run)")
    #expect(run.stderr.contains("\(scratch.path):1:1: error[IMP001]"), "\(run)")
  }
}
