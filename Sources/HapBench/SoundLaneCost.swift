import Foundation
import HapAudio
import HapModel
import HapTUI

/// Benchmark 8 (issue 15): the editor's sound lane with a 10-minute 48 kHz sound attached: the
/// peak pyramid built once off the input path, then whole 200×60 frames at every zoom with and
/// without the lane; aim: the lane adds under 1 ms to a frame.
enum SoundLaneCost {
  static let seconds = 600
  static let rate = 48_000
  static let screen = TerminalSize(columns: 200, rows: 60)

  static func run(_ context: BenchContext) -> BenchResult {
    var result = BenchResult(
      name: "sound lane, 10 min at 48 kHz",
      aim: "the lane adds under 1 ms to a 200x60 frame at every zoom", note: "")
    // A swept tone with a slow tremolo: every column's peaks differ.
    let count = seconds * rate
    var samples = [Float](repeating: 0, count: count)
    for index in 0..<count {
      let time = Double(index) / Double(rate)
      samples[index] = Float(
        0.8 * sin(time * 2) * sin(2 * Double.pi * (100 + time) * time))
    }
    let audio = DecodedAudio(samples: samples, sampleRate: rate)
    var sound: AttachedSound?
    let build = Clock.measure {
      sound = AttachedSound(name: "long.wav", path: "long.wav", audio: audio)
    }
    result.add("peak pyramid, built once (off the input path)", build / 1e6, "ms")
    var generator = PatternGenerator(seed: 8)
    let path = context.write("sound-lane.hap.md", generator.largePattern(events: 1000))
    let opened = DocumentSession.open(path: path)
    var plain = EditorState(document: opened.info, pattern: opened.pattern, size: screen)
    _ = EditorReducer.start(&plain)
    var worst = 0.0
    for zoom in [0, 3, 6, 9, 12] {
      plain.track.viewport = Viewport(start: 123_457, zoom: zoom)
      var withSound = plain
      withSound.sound.lane = SoundLane(name: "long.wav", path: "long.wav", status: .loaded(sound!))
      var without: [Double] = []
      var with: [Double] = []
      for _ in 0..<200 {
        without.append(Clock.measure { _ = EditorScreen.render(plain) })
        with.append(Clock.measure { _ = EditorScreen.render(withSound) })
      }
      let added = (Statistics(with).median - Statistics(without).median) / 1e6
      worst = max(worst, added)
      result.add(
        "frame with the lane, \(Viewport.zoomLevels[zoom]) ms/col: median",
        Statistics(with).median / 1e6, "ms")
      result.add("the lane's share at \(Viewport.zoomLevels[zoom]) ms/col", added, "ms")
    }
    result.met = worst < 1
    result.note =
      "in-process; 28.8 million generated samples; the pyramid (min/max per ms and per "
      + "power-of-two run) is built once as the editor's loader does on its own thread; frames "
      + "are EditorScreen.render of the whole screen with a 1,000-event track, 200 each, with "
      + "and without the lane, from 123 s in"
    return result
  }
}
