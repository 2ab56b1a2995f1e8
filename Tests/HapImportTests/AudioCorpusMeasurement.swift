import Foundation
import HapAudio
import HapImport
import HapModel

/// Imports corpus sounds with `haptui import`'s code, exports each to AHAP with HapRender's iOS
/// emitter, plays it with the fidelity tests' signal reader, and compares it with the haptics
/// made from the same sound.
struct AudioCorpusMeasurement {
  struct Clip {
    var name: String
    /// Pearson r of the played intensity (back to amplitude, squared) against the reference.
    var r: Double
    /// The same for the analysis before the simplifier made steps of it.
    var rEnvelope: Double
    var found: Int
    var reference: Int
    /// Found transients within 10 ms of a distinct reference transient.
    var matched: Int
    var steps: Int
    var milliseconds: Int
    /// Whether the reference has any continuous intensity (r means nothing without it).
    var referenceIsContinuous: Bool
    /// The first transient of each, in ms.
    var firstFound: Double?
    var firstReference: Double?
  }

  var clips: [Clip] = []

  /// Against the designer's `.haptic` clips: their amplitude envelope and emphasis points.
  static func designer(_ pairs: [AudioCorpusPairs.Pair], options: ImportOptions = ImportOptions())
    throws -> AudioCorpusMeasurement
  {
    var measurement = AudioCorpusMeasurement()
    for pair in pairs {
      let clip = try Fidelity.clip(pair.clip)
      measurement.clips.append(
        try measure(
          pair, options: options, reference: clip.amplitude, referenceTransients: clip.emphases))
    }
    return measurement
  }

  /// Against Apple's AHAPs for the Ricochet sounds: what each plays, in amplitude terms.
  static func ricochet(_ pairs: [AudioCorpusPairs.Pair], options: ImportOptions = ImportOptions())
    throws -> AudioCorpusMeasurement
  {
    var measurement = AudioCorpusMeasurement()
    for pair in pairs {
      let apple = try PlayedSignal(ahaps: [InteropCorpus.text(pair.clip)])
      measurement.clips.append(
        try measure(
          pair, options: options, reference: apple.levels.map { $0 * $0 },
          referenceTransients: apple.transients.map(\.at)))
    }
    return measurement
  }

  private static func measure(
    _ pair: AudioCorpusPairs.Pair, options: ImportOptions, reference: [Double],
    referenceTransients: [Double]
  ) throws -> Clip {
    let imported = try Importer.importFile(at: pair.sound, options: options).get()
    let played = try Fidelity.exported(imported.pattern)
    let audio = try AudioDecoder.decode(path: pair.sound)
    let analysis = try AudioAnalyzer.analyze(audio, options: options.audio, file: pair.sound)
    let count = max(reference.count, played.levels.count, analysis.durationMS)
    let amplitude = padded(played.levels.map { $0 * $0 }, count)
    let target = padded(reference, count)
    let before = padded(analysis.intensity.map { $0 * $0 }, count)
    if ProcessInfo.processInfo.environment["HAPAUDIO_DUMP"] == pair.name {
      for ms in 0..<count {
        print("dump \(ms) \(before[ms]) \(amplitude[ms]) \(target[ms])")
      }
    }
    let match = Fidelity.match(
      referenceTransients.map { (at: $0, intensity: 0) }, played.transients.map { ($0.at, 0) },
      time: 10, intensity: 1)
    return Clip(
      name: pair.name, r: PlayedSignal.pearson(amplitude, target),
      rEnvelope: PlayedSignal.pearson(before, target), found: played.transients.count,
      reference: referenceTransients.count,
      matched: referenceTransients.count - match.missing.count,
      steps: imported.pattern.events.filter { $0.type == .continuous }.count,
      milliseconds: analysis.durationMS, referenceIsContinuous: reference.contains { $0 > 0 },
      firstFound: played.transients.map(\.at).min(), firstReference: referenceTransients.min())
  }

  private static func padded(_ values: [Double], _ count: Int) -> [Double] {
    values.count >= count
      ? Array(values.prefix(count)) : values + [Double](repeating: 0, count: count - values.count)
  }

  /// The `fraction` percentile (0...1) of `values`, interpolating between ranks.
  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = fraction * Double(sorted.count - 1)
    let low = Int(rank)
    let high = min(low + 1, sorted.count - 1)
    return sorted[low] + (sorted[high] - sorted[low]) * (rank - Double(low))
  }

  var medianR: Double { Self.percentile(clips.map(\.r), 0.5) }
  var p10R: Double { Self.percentile(clips.map(\.r), 0.1) }
  var medianEnvelopeR: Double { Self.percentile(clips.map(\.rEnvelope), 0.5) }
  var p10EnvelopeR: Double { Self.percentile(clips.map(\.rEnvelope), 0.1) }
  var matched: Int { clips.reduce(0) { $0 + $1.matched } }
  var found: Int { clips.reduce(0) { $0 + $1.found } }
  var reference: Int { clips.reduce(0) { $0 + $1.reference } }
  var recall: Double { Double(matched) / Double(max(1, reference)) }
  var precision: Double { Double(matched) / Double(max(1, found)) }
  var stepsPerSecond: Double {
    Double(clips.reduce(0) { $0 + $1.steps }) * 1000
      / Double(max(1, clips.reduce(0) { $0 + $1.milliseconds }))
  }

  /// The figures on one line.
  var summary: String {
    func f(_ value: Double) -> String { String(format: "%.3f", value) }
    return "\(clips.count) sounds: r median \(f(medianR)) p10 \(f(p10R)) (before steps: median "
      + "\(f(medianEnvelopeR)) p10 \(f(p10EnvelopeR))); transients recall \(f(recall)) "
      + "precision \(f(precision)) (\(found) found, \(matched) of \(reference) matched within "
      + "10 ms); \(f(stepsPerSecond)) steps/s"
  }
}
