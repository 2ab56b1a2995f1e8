import HapAudio
import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// The sharpness row under the waveform: the analysis's sharpness of the attached sound on the
/// grid's time axis (D192).
@Suite("Sharpness lane")
struct SharpnessLaneTests {
  /// Double-tap at 160 × 48 (a pane tall enough for the row) with the generated hits sound loaded as the loader loads it.
  static func state() throws -> EditorState {
    var state = EditorFixture.analysed(EditorFixture.state(size: EditorFixture.large))
    let audio = DecodedAudio(samples: TestWAV.hits(), sampleRate: 16_000)
    let analysis = try AudioAnalyzer.analyze(audio, file: "hits.wav")
    state.sound.lane = SoundLane(
      name: "hits.wav", path: "/sounds/hits.wav",
      status: .loaded(
        AttachedSound(
          name: "hits.wav", path: "/sounds/hits.wav", audio: audio,
          sharpness: analysis.sharpness)))
    EditorFixture.press("z", &state)
    state.screen.message = nil
    return state
  }

  /// Whether `text` shows the row: its label with a bar after it.
  static func hasRow(_ text: String) -> Bool {
    "▁▂▃▄▅▆▇█".contains { text.contains("\nsharp\($0)") }
  }

  @Test("the row under the waveform, on the grid's axis")
  func screen() throws {
    let buffer = EditorScreen.render(try Self.state())
    SnapshotFolder.screens.check(ScreenSnapshotTests.dump(buffer), named: "sharpness-lane-160x48")
    let text = buffer.text
    #expect(Self.hasRow(text), "\(text)")
  }

  @Test("a column's bar is the mean sharpness of its milliseconds; past the sound, nothing")
  func mean() {
    let values = [0.0, 1.0, 0.5, 0.5]
    #expect(SharpnessLaneWidget.mean(values, from: 0, to: 2) == 0.5)
    #expect(SharpnessLaneWidget.mean(values, from: 2, to: 10) == 0.5)
    #expect(SharpnessLaneWidget.mean(values, from: 4, to: 8) == nil)
  }

  @Test("the loader keeps the analysis's sharpness; a silent sound has none and no row")
  func loader() throws {
    let folder = TemporaryFolder()
    let hits = folder.write("hits.wav", TestWAV.bytes(TestWAV.hits(), rate: 16_000))
    let loaded = try #require(
      SoundLane(
        name: "hits.wav", path: hits, status: SoundLoader.load(name: "hits.wav", path: hits)
      ).sound)
    #expect(loaded.sharpness.count == 1500)
    let silent = folder.write(
      "silent.wav", TestWAV.bytes([Float](repeating: 0, count: 4000), rate: 8000))
    let quiet = try #require(
      SoundLane(name: "s.wav", path: silent, status: SoundLoader.load(name: "s.wav", path: silent))
        .sound)
    #expect(quiet.sharpness.isEmpty)
    var state = try Self.state()
    state.sound.lane = SoundLane(name: "s.wav", path: silent, status: .loaded(quiet))
    #expect(!Self.hasRow(EditorScreen.render(state).text))
  }
}
