import Foundation
import HapTestSupport
import Testing

/// `haptui import SOUND` on sounds that are not what they claim: each ends with exit 1, a
/// message naming the file and saying what is wrong, and nothing written.
@Suite(.requires(Haptui.isAvailable, Haptui.notBuilt))
struct SoundImportHostileTests {
  /// Imports `bytes` saved as `name` into an empty folder; expects refusal with `code`.
  static func expectRefused(
    _ name: String, _ bytes: [UInt8], code: String, saying words: String,
    arguments: [String] = []
  ) {
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    let input = scratch.write(name, bytes)
    let out = scratch.path + "/out"
    let run = Haptui.run(["import", "--out", out] + arguments + [input], timeout: 30)
    #expect(run.exitedNormally && run.exitCode == 1, "\(name): \(run)")
    #expect(run.stderr.contains("\(input):1:1: error[\(code)]"), "\(name): \(run)")
    #expect(run.stderr.contains(words), "\(name): \(run)")
    let written = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
    #expect(written.isEmpty, "\(name) wrote \(written)")
    #expect(scratch.bytes(name) == bytes, "\(name): the input changed")
  }

  @Test func aFileThatIsNotAudio() {
    Self.expectRefused(
      "notes.wav", Array("these are my notes, not a sound\n".utf8), code: "AUD002",
      saying: "not a sound libsndfile can decode")
  }

  @Test func aTruncatedWAV() {
    let whole = WAVBytes.make(WAVBytes.tone())
    Self.expectRefused(
      "cut.wav", Array(whole.prefix(44 + 2001)), code: "AUD004", saying: "cut short")
  }

  @Test func aZeroLengthFile() {
    Self.expectRefused("empty.wav", [], code: "AUD003", saying: "empty (0 bytes)")
  }

  @Test func aWAVWithoutSamples() {
    Self.expectRefused("header.wav", WAVBytes.make([]), code: "AUD003", saying: "no samples")
  }

  @Test func aSilentSound() {
    Self.expectRefused(
      "silence.wav", WAVBytes.make([Double](repeating: 0, count: 8000)), code: "AUD006",
      saying: "nothing above the threshold")
  }

  @Test func aSoundQuieterThanTheThresholdAfterTheGain() {
    Self.expectRefused(
      "quiet.wav", WAVBytes.make(WAVBytes.tone()), code: "AUD006",
      saying: "nothing above the threshold (-30 dB)", arguments: ["--gain", "-40"])
  }

  @Test func anUnsupportedEncoding() {
    Self.expectRefused(
      "odd.wav", WAVBytes.make(WAVBytes.tone(), format: 0x1234), code: "AUD002",
      saying: "not a sound libsndfile can decode")
  }

  @Test func anHourLongSound() {
    // One hour at 1 kHz, 8 bit: 3.6 MB, over the import's 30 minutes.
    let hour = WAVBytes.make([Double](repeating: 0.3, count: 3_600_000), rate: 1000, bits: 8)
    Self.expectRefused("hour.wav", hour, code: "AUD005", saying: "at most 30 minutes")
  }

  /// Corrupted copies of a good WAV (bytes overwritten at random places, deterministic): each
  /// either imports (exit 0, one conformant file) or is refused (exit 1), never a crash.
  @Test func corruptedWAVsNeverCrash() {
    let good = WAVBytes.make(WAVBytes.tone())
    var random = SplitMix64(seed: 15)
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    for round in 0..<40 {
      var bytes = good
      for _ in 0..<(1 + Int(random.next() % 8)) {
        let at = Int(random.next() % UInt64(min(bytes.count, round % 2 == 0 ? 64 : bytes.count)))
        bytes[at] = UInt8(truncatingIfNeeded: random.next())
      }
      if round % 5 == 4 { bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count)))) }
      let input = scratch.write("case\(round).wav", bytes)
      let run = Haptui.run(
        ["import", "--force", "--out", scratch.path + "/out", input], timeout: 30)
      #expect(run.exitedNormally, "case \(round): \(run)")
      #expect(run.exitCode == 0 || run.exitCode == 1, "case \(round): \(run)")
      if run.exitCode == 1 { #expect(run.stderr.contains(input), "case \(round): \(run)") }
    }
  }
}
