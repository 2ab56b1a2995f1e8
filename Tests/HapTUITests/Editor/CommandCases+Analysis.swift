import HapAudio
import HapImport
import HapModel
import Testing

@testable import HapTUI

extension CommandCase {
  /// A loaded lane with 0.1 s of a steady tone, so `a` opens the panel.
  @Sendable static func withSound(_ state: inout EditorState) {
    let audio = DecodedAudio(samples: [Float](repeating: 0.5, count: 800), sampleRate: 8000)
    state.sound.lane = SoundLane(
      name: "clip.wav", path: "/tmp/clip.wav",
      status: .loaded(AttachedSound(name: "clip.wav", path: "/tmp/clip.wav", audio: audio)))
  }

  /// The request the last effect asks the worker for.
  static func request(_ effects: [Effect]) -> SoundAnalysisRequest? {
    effects.reversed().lazy.compactMap {
      if case .analyzeSound(let request) = $0 { return request }
      return nil
    }.first
  }

  /// The analysis panel's commands (each from the grid, the panel opened with `a`).
  static let analysis: [Command: CommandCase] = [
    .analysisPanel: CommandCase("a", setup: withSound) { state, effects in
      let panel = try? #require(state.screen.overlay?.analysisPanel)
      #expect(panel?.options == ImportOptions() && panel?.waiting == true)
      // It analyses at once with the settings in force, on the worker.
      #expect(request(effects)?.options == ImportOptions())
      #expect(request(effects)?.generation == state.sound.analysis.generation)
      #expect(state.keyContext == .analysis)
    },
    .analysisDown: CommandCase("a j j", setup: withSound) { state, _ in
      #expect(state.screen.overlay?.analysisPanel?.field == .number(.release))
    },
    .analysisUp: CommandCase("a k", setup: withSound) { state, _ in
      // Up from the first field wraps to the last.
      #expect(state.screen.overlay?.analysisPanel?.field == .spectrum)
    },
    .analysisMore: CommandCase("a j j j l", setup: withSound) { state, effects in
      #expect(state.screen.overlay?.analysisPanel?.options.audio.sensitivity == 0.55)
      #expect(request(effects)?.options.audio.sensitivity == 0.55)
    },
    .analysisLess: CommandCase("a h h", setup: withSound) { state, effects in
      #expect(state.screen.overlay?.analysisPanel?.options.audio.gainDB == -2)
      // Each step is a new generation: the first step's answer is stale once the second asks.
      #expect(request(effects)?.generation == state.sound.analysis.generation)
      #expect(state.sound.analysis.generation == 3)
    },
    .analysisType: CommandCase("a j e - 4 5 Enter", setup: withSound) { state, effects in
      #expect(state.screen.overlay?.analysisPanel?.options.audio.thresholdDB == -45)
      #expect(state.screen.overlay?.analysisPanel?.typing == nil)
      #expect(request(effects)?.options.audio.thresholdDB == -45)
    },
    .analysisAccept: CommandCase("a Enter", setup: withSound) { state, effects in
      // Before the answer is in, Enter is refused and the panel stays.
      #expect(state.screen.overlay?.analysisPanel != nil)
      #expect(state.screen.message?.kind == .error)
      #expect(state.screen.message?.text.contains("still running") == true)
      #expect(effects.count == 1)
    },
    .analysisCancel: CommandCase("a Esc", setup: withSound) { state, _ in
      #expect(state.screen.overlay == nil)
      #expect(state.sound.analysis.pending == nil)
      #expect(state.screen.message?.text.contains("as it was") == true)
    },
  ]
}
