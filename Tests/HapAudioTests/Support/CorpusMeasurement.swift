import Foundation
import HapAudio
import HapModel
import HapRender

/// Imports each corpus sound, exports it to AHAP with HapRender's iOS emitter, and measures
/// the played intensity against the designer's work.
struct CorpusMeasurement {
  struct Clip {
    var name: String
    /// Pearson r of the played intensity against the designer's envelope.
    var r: Double
    /// The same for the analysis envelope before it became steps (the follower alone).
    var rEnvelope: Double
    var transientsFound: Int
    var emphasis: Int
    /// Found transients within 10 ms of a distinct emphasis point.
    var matched: Int
    var steps: Int
    var milliseconds: Int
  }

  var clips: [Clip] = []

  /// The designer clips under `options`; `mapping` turns the designer's amplitude into the
  /// intensity it plays at (the same mapping the analysis output is compared in).
  init(options: AudioAnalysisOptions = .standard, pairs: [InteropCorpus.Pair]) throws {
    for pair in pairs {
      let clip = try DesignerClip(path: pair.clip)
      let audio = try AudioDecoder.decode(path: pair.sound)
      let analysis = try AudioAnalyzer.analyze(audio, options: options, file: pair.sound)
      let track = AudioTrack(analysis, options: options)
      let count = max(analysis.durationMS, Int(clip.length.rounded(.up)) + 1)
      let layers = try Self.play(track.events, id: "clip")
      let played = PlayedIntensity.samples(layers, count: count)
      let designer = clip.samples(count: count)
      var envelope = analysis.envelope
      envelope += [Double](repeating: 0, count: count - envelope.count)
      let found = layers.flatMap(\.transientTimes)
      clips.append(
        Clip(
          name: pair.name, r: Statistics.pearson(played, designer),
          rEnvelope: Statistics.pearson(envelope, designer), transientsFound: found.count,
          emphasis: clip.emphasis.count,
          matched: Statistics.matches(found, clip.emphasis, window: 10),
          steps: track.stepCount, milliseconds: analysis.durationMS))
    }
  }

  /// The AHAP layers the iOS emitter writes for `events`, read back.
  static func play(_ events: [TrackEvent], id: String) throws -> [PlayedIntensity] {
    let pattern = HapticPattern(id: id, track: events)
    let profile = DeviceProfile.defaultProfile(for: .ios)
    let rendition = Renderer.render(pattern, profile: profile)
    return try rendition.artifact.files.filter { $0.name.hasSuffix(".ahap") }.map {
      try PlayedIntensity(ahap: $0.text)
    }
  }

  var medianR: Double { Statistics.percentile(clips.map(\.r), 0.5) }
  var p10R: Double { Statistics.percentile(clips.map(\.r), 0.1) }
  var medianEnvelopeR: Double { Statistics.percentile(clips.map(\.rEnvelope), 0.5) }
  var p10EnvelopeR: Double { Statistics.percentile(clips.map(\.rEnvelope), 0.1) }
  var recall: Double {
    Double(clips.reduce(0) { $0 + $1.matched }) / Double(max(1, clips.reduce(0) { $0 + $1.emphasis }))
  }
  var precision: Double {
    Double(clips.reduce(0) { $0 + $1.matched })
      / Double(max(1, clips.reduce(0) { $0 + $1.transientsFound }))
  }
  var stepsPerSecond: Double {
    Double(clips.reduce(0) { $0 + $1.steps }) * 1000
      / Double(max(1, clips.reduce(0) { $0 + $1.milliseconds }))
  }

  /// One line of figures.
  var summary: String {
    func f(_ value: Double) -> String { String(format: "%.3f", value) }
    return "\(clips.count) clips: r median \(f(medianR)) p10 \(f(p10R)) (envelope before steps: "
      + "median \(f(medianEnvelopeR)) p10 \(f(p10EnvelopeR))); transients recall \(f(recall)) "
      + "precision \(f(precision)) (\(clips.reduce(0) { $0 + $1.transientsFound }) found, "
      + "\(clips.reduce(0) { $0 + $1.emphasis }) emphasis); \(f(stepsPerSecond)) steps/s"
  }
}
