import Foundation
import HapAudio
import HapImport
import HapTestSupport
import Testing

/// Sounds longer than the old 5-minute limit import, from a file (block by block), from its
/// bytes and from samples decoded whole, all to the same track (D310).
@Suite struct LongSoundImportTests {
  /// Six minutes at 2 kHz: taps every 400 ms over a slow swell.
  static func sixMinutes() -> [Float] {
    let rate = 2000
    return (0..<(360 * rate)).map { index in
      let tap = index % (rate * 2 / 5)
      let time = Double(index) / Double(rate)
      let click = tap < 60 ? 0.7 * exp(-Double(tap) / 12) * sin(Double(tap) * 0.9) : 0
      return Float(click + 0.2 * (0.5 - 0.5 * cos(2 * Double.pi * time / 7)) * sin(time * 600))
    }
  }

  @Test func aSixMinuteSoundImportsTheSameEveryWay() throws {
    let bytes = TestWAV.bytes(Self.sixMinutes(), rate: 2000)
    let path = NSTemporaryDirectory() + "haptui-long-\(UUID().uuidString).wav"
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fromFile = try Importer.importFile(at: path).get()
    #expect(fromFile.pattern.events.count > 1000)
    let fromBytes = try Importer.importBytes(bytes, name: "long.wav").get()
    #expect(fromBytes.pattern.events == fromFile.pattern.events)
    let audio = try AudioDecoder.decode(path: path, maximumSeconds: 600)
    let fromSamples = try Importer.importSound(audio, name: "long.wav").get()
    #expect(fromSamples.pattern.events == fromFile.pattern.events)
    #expect(try ImportWriter.bytes(for: fromBytes) == ImportWriter.bytes(for: fromSamples))
  }

  @Test func samplesLongerThanHalfAnHourAreRefused() {
    let audio = DecodedAudio(samples: [Float](repeating: 0.2, count: 1801 * 1000), sampleRate: 1000)
    guard case .failure(let failure) = Importer.importSound(audio, name: "long.wav") else {
      Issue.record("imported")
      return
    }
    #expect(failure.code == "AUD005")
    #expect(failure.message.contains("30 minutes"))
  }
}
