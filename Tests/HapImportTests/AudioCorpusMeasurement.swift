import Foundation
import HapAudio
import HapImport
import HapModel
import HapTestSupport

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
    /// The reference transients merged into groups (a point within `mergeMS` of a group's
    /// first joins it), and how many of them a found transient matches within `matchMS`.
    var emphasisGroups = 0
    var emphasisMatched = 0
    var steps: Int
    var milliseconds: Int
    /// Whether the reference has any continuous intensity (r means nothing without it).
    var referenceIsContinuous: Bool
    /// The first transient of each, in ms.
    var firstFound: Double?
    var firstReference: Double?
    /// The imported sharpness (of the continuous events) and the reference's, at each felt
    /// millisecond (both playing); empty without a reference frequency envelope.
    var sharpness: [Double] = []
    var referenceSharpness: [Double] = []
    /// Pearson r of the two (0 when either is constant: a clip whose designer held one
    /// frequency, or whose sound has one brightness).
    var sharpnessR: Double { PlayedSignal.pearson(sharpness, referenceSharpness) }
    /// Whether both sharpness series move (so r says something).
    var sharpnessVaries: Bool {
      guard let low = sharpness.min(), let high = sharpness.max(),
        let referenceLow = referenceSharpness.min(), let referenceHigh = referenceSharpness.max()
      else { return false }
      return high - low > 0.01 && referenceHigh - referenceLow > 0.01
    }
    /// The mean absolute difference of the two.
    var sharpnessError: Double {
      guard !sharpness.isEmpty else { return 0 }
      return zip(sharpness, referenceSharpness).map { abs($0 - $1) }.reduce(0, +)
        / Double(sharpness.count)
    }
  }

  var clips: [Clip] = []

  /// Designer emphasis points closer than this (ms) to a group's first are one emphasis.
  static let mergeMS = 30.0
  /// A found transient within this (ms) of an emphasis group matches it.
  static let matchMS = 20.0

  /// The first time of each group of `times` whose members lie within `mergeMS` of its first.
  static func merged(_ times: [Double]) -> [Double] {
    var groups: [Double] = []
    for time in times.sorted() where groups.last.map({ time - $0 >= mergeMS }) ?? true {
      groups.append(time)
    }
    return groups
  }

  /// Against the designer's `.haptic` clips: their amplitude envelope and emphasis points.
  static func designer(_ pairs: [AudioCorpusPairs.Pair], options: ImportOptions = ImportOptions())
    throws -> AudioCorpusMeasurement
  {
    var measurement = AudioCorpusMeasurement()
    for pair in pairs {
      let clip = try Fidelity.clip(pair.clip)
      // The designer's frequency as haptui writes it for the clip (sharpness = √frequency).
      measurement.clips.append(
        try measure(
          pair, options: options, reference: clip.amplitude, referenceTransients: clip.emphases,
          referenceSharpness: clip.frequency.map { $0.squareRoot() }))
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
    referenceTransients: [Double], referenceSharpness: [Double] = []
  ) throws -> Clip {
    let imported = try Importer.importFile(at: pair.sound, options: options).get()
    let played = try Fidelity.exported(imported.pattern)
    let audio = try AudioDecoder.decode(path: pair.sound)
    let analysis = try AudioAnalyzer.analyze(audio, options: options.audio, file: pair.sound)
    let count = max(reference.count, played.levels.count, analysis.durationMS)
    let amplitude = padded(played.levels.map { $0 * $0 }, count)
    let target = padded(reference, count)
    let before = padded(analysis.amplitude, count)
    if ProcessInfo.processInfo.environment["HAPAUDIO_DUMP"] == pair.name {
      for ms in 0..<count {
        print("dump \(ms) \(before[ms]) \(amplitude[ms]) \(target[ms])")
      }
    }
    let match = Fidelity.match(
      referenceTransients.map { (at: $0, intensity: 0) }, played.transients.map { ($0.at, 0) },
      time: 10, intensity: 1)
    let groups = merged(referenceTransients)
    let grouped = Fidelity.match(
      groups.map { (at: $0, intensity: 0) }, played.transients.map { ($0.at, 0) },
      time: matchMS, intensity: 1)
    // Sharpness where both play: the designer's amplitude felt (≥ 0.01) and an imported
    // continuous event sounding.
    var crisp = [Double?](repeating: nil, count: count)
    for event in imported.pattern.events where event.type == .continuous {
      for ms in event.at..<min(count, event.at + (event.duration ?? 0)) {
        crisp[ms] = event.sharpness ?? 0.5
      }
    }
    var sharpness: [Double] = []
    var designed: [Double] = []
    for ms in 0..<min(count, referenceSharpness.count)
    where target[ms] >= 0.01 && amplitude[ms] > 0 {
      guard let value = crisp[ms] else { continue }
      sharpness.append(value)
      designed.append(referenceSharpness[ms])
    }
    if let directory = ProcessInfo.processInfo.environment["HAPAUDIO_DUMPDIR"] {
      // Per millisecond: the analysis's amplitude and sharpness, what plays, and the
      // designer's amplitude and √frequency (-1 where none), for models outside the test.
      var lines = ["ms,before,played,target,sharpness,stepSharpness,designed"]
      for ms in 0..<count {
        let crispText = crisp[ms].map { String($0) } ?? "-1"
        let designedText = ms < referenceSharpness.count ? String(referenceSharpness[ms]) : "-1"
        let analysed = ms < analysis.sharpness.count ? analysis.sharpness[ms] : 0
        lines.append(
          "\(ms),\(before[ms]),\(amplitude[ms]),\(target[ms]),\(analysed),\(crispText),"
            + designedText)
      }
      let times =
        "reference " + referenceTransients.map { String($0) }.joined(separator: " ") + "\nfound "
        + played.transients.map { String($0.at) }.joined(separator: " ") + "\n"
      try lines.joined(separator: "\n").write(
        toFile: directory + "/" + pair.name + ".csv", atomically: true, encoding: .utf8)
      try times.write(
        toFile: directory + "/" + pair.name + ".txt", atomically: true, encoding: .utf8)
    }
    return Clip(
      name: pair.name, r: PlayedSignal.pearson(amplitude, target),
      rEnvelope: PlayedSignal.pearson(before, target), found: played.transients.count,
      reference: referenceTransients.count,
      matched: referenceTransients.count - match.missing.count,
      emphasisGroups: groups.count, emphasisMatched: groups.count - grouped.missing.count,
      steps: imported.pattern.events.filter { $0.type == .continuous }.count,
      milliseconds: analysis.durationMS, referenceIsContinuous: reference.contains { $0 > 0 },
      firstFound: played.transients.map(\.at).min(), firstReference: referenceTransients.min(),
      sharpness: sharpness, referenceSharpness: designed)
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

  /// The clips at even (`half` 0) or odd (1) places, for a held-out check.
  func half(_ half: Int) -> AudioCorpusMeasurement {
    AudioCorpusMeasurement(
      clips: clips.enumerated().filter { $0.offset % 2 == half }.map(\.element))
  }

  /// F1 of the found transients against the merged emphasis groups, over all clips together.
  var emphasisF1: Double {
    let matched = Double(clips.reduce(0) { $0 + $1.emphasisMatched })
    let groups = Double(clips.reduce(0) { $0 + $1.emphasisGroups })
    let found = Double(self.found)
    guard groups + found > 0 else { return 0 }
    return 2 * matched / (groups + found)
  }
  var emphasisPrecision: Double {
    Double(clips.reduce(0) { $0 + $1.emphasisMatched }) / Double(max(1, found))
  }
  var emphasisRecall: Double {
    Double(clips.reduce(0) { $0 + $1.emphasisMatched })
      / Double(max(1, clips.reduce(0) { $0 + $1.emphasisGroups }))
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
  /// The clips whose imported and designed sharpness both move.
  var sharpnessClips: [Clip] { clips.filter(\.sharpnessVaries) }
  /// The median over those clips of the per-clip sharpness r.
  var medianSharpnessR: Double { Self.percentile(sharpnessClips.map(\.sharpnessR), 0.5) }
  /// The mean over those clips of the per-clip sharpness r: steadier than the median, which
  /// one clip's step structure can move by 0.02 (D290, D356), so a tuning is read against both.
  var meanSharpnessR: Double {
    let values = sharpnessClips.map(\.sharpnessR)
    return values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }
  /// Pearson r over every felt millisecond of every clip together (brighter sounds against
  /// brighter clips as well as changes within a clip).
  var pooledSharpnessR: Double {
    PlayedSignal.pearson(
      clips.flatMap(\.sharpness), clips.flatMap(\.referenceSharpness))
  }
  /// The median over clips of the mean absolute sharpness difference.
  var medianSharpnessError: Double {
    Self.percentile(clips.filter { !$0.sharpness.isEmpty }.map(\.sharpnessError), 0.5)
  }
  var stepsPerSecond: Double {
    Double(clips.reduce(0) { $0 + $1.steps }) * 1000
      / Double(max(1, clips.reduce(0) { $0 + $1.milliseconds }))
  }

  /// The figures on one line.
  var summary: String {
    func f(_ value: Double) -> String { String(format: "%.3f", value) }
    return "\(clips.count) sounds: r median \(f(medianR)) p10 \(f(p10R)) (before steps: median "
      + "\(f(medianEnvelopeR)) p10 \(f(p10EnvelopeR))); emphasis F1 \(f(emphasisF1)) "
      + "(precision \(f(emphasisPrecision)), recall \(f(emphasisRecall)) of "
      + "\(clips.reduce(0) { $0 + $1.emphasisGroups }) groups merged within 30 ms, matched "
      + "within 20 ms); transients recall \(f(recall)) "
      + "precision \(f(precision)) (\(found) found, \(matched) of \(reference) matched within "
      + "10 ms); \(f(stepsPerSecond)) steps/s; sharpness vs the designers' √frequency: r median "
      + "\(f(medianSharpnessR)) (mean \(f(meanSharpnessR))) over \(sharpnessClips.count) clips "
      + "where both move, pooled "
      + "\(f(pooledSharpnessR)), mean difference median \(f(medianSharpnessError))"
  }
}
