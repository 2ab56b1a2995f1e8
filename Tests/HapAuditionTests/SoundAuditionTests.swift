import Foundation
import HapAudition
import HapModel
import HapPlayback
import HapRender
import HapTestSupport
import Testing

/// The sound target through ALSA's `file` plugin in front of `null`: the recorded sound's
/// envelope follows the track's intensity, and it is labelled heard, not felt.
@Suite(.serialized) struct SoundAuditionTests {
  /// RMS of each 10 ms of 16-bit mono samples at `rate`, against the track's mean level there.
  static func envelopeFit(_ samples: [Int16], rate: Int, pattern: HapticPattern) -> Double {
    let grid = LevelGrid.track(pattern).levels
    let window = rate / 100
    var rms: [Double] = []
    var track: [Double] = []
    for start in stride(from: 0, to: grid.count - 10, by: 10) {
      let from = start * window / 10
      guard from + window <= samples.count else { break }
      let slice = samples[from..<(from + window)]
      rms.append(
        (slice.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(window)).squareRoot())
      track.append(grid[start..<(start + 10)].reduce(0, +) / 10)
    }
    return track.count * 10 >= grid.count - 20 ? LevelGrid.pearson(rms, track) : 0
  }

  static func samples(_ path: String) -> [Int16] {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
  }

  @Test func theRecordedSoundFollowsTheTrackIntensity() throws {
    let folder = TemporaryFolder(prefix: "haptui-sound")
    defer { folder.remove() }
    let raw = folder.path("out.raw")
    let target = SoundTarget(environment: ["HAPTUI_SOUND_DEVICE": "file:FILE=\(raw),FORMAT=raw"])
    defer { target.close() }
    let pattern = AdbAuditionTests.swell
    let outcome = AuditionRun.play(
      pattern, on: target, settings: .standard, looping: false, stop: StopSignal())
    #expect(outcome == .finished)
    let recorded = Self.samples(raw)
    #expect(recorded.count >= 48 * 780, "\(recorded.count) samples")
    let r = Self.envelopeFit(recorded, rate: SoundTarget.rate, pattern: pattern)
    print("sound audition: envelope r \(r)")
    #expect(r >= 0.9, "r = \(r)")
  }

  @Test func theRealBinaryPlaysThroughAnAsoundrcTheTestWrites() throws {
    let binary = Repository.path(".build/debug/haptui")
    try #require(FileManager.default.isExecutableFile(atPath: binary), "the haptui binary is built")
    let folder = TemporaryFolder(prefix: "haptui-asound")
    defer { folder.remove() }
    let raw = folder.path("out.raw")
    _ = folder.write(
      ".asoundrc",
      """
      pcm.haptuitest {
        type file
        slave.pcm "null"
        file "\(raw)"
        format "raw"
      }

      """)
    let file = Repository.path("Patterns/ramp-up.hap.md")
    let pattern = try #require(HapDocument.read(path: file).pattern)
    // The player skips what a stalled thread missed rather than play it late, so a run whose
    // thread stalled past the 100 ms lead (a loaded CI machine) records less than the track;
    // such a run is tried once more, and the second must record it all.
    var r = 0.0
    for attempt in 1...2 {
      try? FileManager.default.removeItem(atPath: raw)
      let result = ChildProcess.shell(
        "HOME=\(ChildProcess.quoted(folder.path)) HAPTUI_SOUND_DEVICE=haptuitest "
          + "\(ChildProcess.quoted(binary)) play --target sound \(ChildProcess.quoted(file)) 2>&1")
      #expect(result.status == 0, "\(result.output)")
      #expect(result.output.contains("heard, not felt"), "\(result.output)")
      let samples = Self.samples(raw)
      r = Self.envelopeFit(samples, rate: SoundTarget.rate, pattern: pattern)
      if r > 0 { break }
      print(
        "sound audition: attempt \(attempt) recorded \(samples.count) samples, short of the track")
    }
    #expect(r >= 0.9, "r = \(r)")
  }

  @Test func aSoundCardThatCannotOpenIsOneLineNamingTheVariable() {
    let target = SoundTarget(environment: ["HAPTUI_SOUND_DEVICE": "no_such_device_here"])
    defer { target.close() }
    do {
      _ = try target.play(AdbAuditionTests.swell, settings: .standard)
      Issue.record("a missing device should fail")
    } catch {
      #expect(error.message.contains("HAPTUI_SOUND_DEVICE"))
      #expect(error.target == "sound")
    }
  }
}
