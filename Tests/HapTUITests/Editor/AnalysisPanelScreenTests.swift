import HapAudio
import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// The analysis panel on the screen, as cell buffers compared with snapshots: beside the grid
/// that previews its track, at 120 × 40 and under the tabs at 80 × 24.
@Suite("Analysis panel on the screen")
struct AnalysisPanelScreenTests {
  /// Double-tap with `hits.wav` (generated, never read from disk) in the lane, the panel open
  /// at `keys` with every analysis done.
  static func screen(size: TerminalSize, keys: String) -> EditorState {
    var state = EditorFixture.analysed(EditorFixture.state(size: size))
    let audio = DecodedAudio(samples: TestWAV.hits(), sampleRate: 16_000)
    state.sound.lane = SoundLane(
      name: "hits.wav", path: "/sounds/hits.wav",
      status: .loaded(AttachedSound(name: "hits.wav", path: "/sounds/hits.wav", audio: audio)))
    AnalysisPanelTests.drive(keys, &state)
    // The checker's answer for the preview would come from the worker: the fixture's stands.
    state = EditorFixture.analysed(state)
    return state
  }

  @Test("the panel beside the previewed track", arguments: [(120, 40), (80, 24)])
  func panel(size: (Int, Int)) {
    let terminal = TerminalSize(columns: size.0, rows: size.1)
    let state = Self.screen(size: terminal, keys: "a j j j e 1 Enter")
    let buffer = EditorScreen.render(state)
    SnapshotFolder.screens.check(
      ScreenSnapshotTests.dump(buffer), named: "analysis-panel-\(size.0)x\(size.1)")
  }

  @Test("a refused value shows in its field with the range")
  func refused() {
    let state = Self.screen(size: EditorFixture.wide, keys: "a j j j e 5 Enter")
    let text = EditorScreen.render(state).text
    #expect(text.contains("▸sensitivity        > 5▏"), "\(text)")
    #expect(text.contains("refused: sensitivity must be"), "\(text)")
    #expect(text.contains("number from 0 to 1"), "\(text)")
  }
}
