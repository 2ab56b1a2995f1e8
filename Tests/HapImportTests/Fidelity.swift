import Foundation
import HapImport
import HapModel
import HapRender
import HapTestSupport

/// Import → iOS export (HapRender's AHAP emitter, in process) → the played signal, and the
/// comparisons the fidelity tests make.
enum Fidelity {
  /// The pattern a file imports to (default options), or the failure.
  static func imported(_ path: String) -> Result<ImportedPattern, ImportFailure> {
    Importer.importFile(at: path)
  }

  /// What the iOS export of `pattern` plays: every AHAP layer file, together.
  static func exported(_ pattern: HapticPattern) throws -> PlayedSignal {
    let rendition = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .ios))
    let texts = rendition.artifact.files.filter { $0.name.hasSuffix(".ahap") }.map(\.text)
    return try PlayedSignal(ahaps: texts)
  }

  /// How two transient lists match: each of `source` needs one of `played` within `time` ms
  /// and `intensity`; a played transient matching none is invented.
  struct TransientMatch {
    var missing: [(at: Double, intensity: Double)] = []
    var invented: [(at: Double, intensity: Double)] = []
    var worstTime = 0.0
    var worstIntensity = 0.0
  }

  static func match(
    _ source: [(at: Double, intensity: Double)], _ played: [(at: Double, intensity: Double)],
    time: Double, intensity: Double
  ) -> TransientMatch {
    var result = TransientMatch()
    var used = [Bool](repeating: false, count: played.count)
    for tap in source.sorted(by: { $0.at < $1.at }) {
      var best: Int?
      for (index, candidate) in played.enumerated() where !used[index] {
        guard abs(candidate.at - tap.at) <= time,
          abs(candidate.intensity - tap.intensity) <= intensity
        else { continue }
        if best == nil || abs(candidate.at - tap.at) < abs(played[best!].at - tap.at) {
          best = index
        }
      }
      if let best {
        used[best] = true
        result.worstTime = max(result.worstTime, abs(played[best].at - tap.at))
        result.worstIntensity = max(
          result.worstIntensity, abs(played[best].intensity - tap.intensity))
      } else {
        result.missing.append(tap)
      }
    }
    result.invented = played.indices.filter { !used[$0] }.map { played[$0] }
    return result
  }

  /// What a `.haptic` clip holds, read independently of the importer: its amplitude envelope
  /// sampled each ms from 0 (linear between breakpoints, the later of repeated times), its
  /// emphasis points (time in ms and the amplitude of their breakpoint), and its frequency
  /// envelope sampled over the same milliseconds (empty when the clip has none).
  struct Clip {
    var amplitude: [Double]
    var emphases: [Double]
    var emphasisAmplitudes: [Double]
    var frequency: [Double]
  }

  static func clip(_ path: String) throws -> Clip {
    let tree = try JSONParser.parse(InteropCorpus.text(path))
    func number(_ key: String, _ object: Int) -> Double {
      guard let index = tree.member(key, of: object),
        case .number(let value) = tree.nodes.kind(at: index)
      else { return 0 }
      return value.value
    }
    guard let signals = tree.member("signals", of: 0),
      let continuous = tree.member("continuous", of: signals),
      let envelopes = tree.member("envelopes", of: continuous),
      let list = tree.member("amplitude", of: envelopes)
    else { return Clip(amplitude: [], emphases: [], emphasisAmplitudes: [], frequency: []) }
    var points: [(Double, Double)] = []
    var emphases: [Double] = []
    var emphasisAmplitudes: [Double] = []
    for point in tree.children(of: list) {
      let time = number("time", point) * 1000
      points.append((time, number("amplitude", point)))
      if tree.member("emphasis", of: point) != nil {
        emphases.append(time)
        emphasisAmplitudes.append(number("amplitude", point))
      }
    }
    let end = Int(points.last!.0.rounded())
    var frequency: [Double] = []
    if let list = tree.member("frequency", of: envelopes) {
      let points = tree.children(of: list).map {
        (number("time", $0) * 1000, number("frequency", $0))
      }
      if !points.isEmpty { frequency = sampled(points, count: max(end, 0)) }
    }
    return Clip(
      amplitude: sampled(points, count: max(end, 0)), emphases: emphases,
      emphasisAmplitudes: emphasisAmplitudes, frequency: frequency)
  }

  /// Breakpoints (ms, value) sampled each ms over `count` ms: linear between breakpoints, the
  /// later of repeated times, the first value before the first and the last after the last.
  static func sampled(_ points: [(Double, Double)], count: Int) -> [Double] {
    var values = [Double](repeating: 0, count: count)
    var segment = 0
    for time in values.indices {
      let t = Double(time)
      while segment + 1 < points.count, points[segment + 1].0 <= t { segment += 1 }
      if segment + 1 >= points.count || t < points[0].0 {
        values[time] = t < points[0].0 ? points[0].1 : points[segment].1
        continue
      }
      let (t0, v0) = points[segment]
      let (t1, v1) = points[segment + 1]
      values[time] = t1 > t0 ? v0 + (v1 - v0) * (t - t0) / (t1 - t0) : v1
    }
    return values
  }
}
