import Foundation

/// A Lofelt/Meta `.haptic` v1 clip as the designer made it: the amplitude envelope (seconds,
/// 0...1, linearly interpolated; repeated times are steps) and the emphasis points.
///
/// Test support: read with Foundation until HapImport's reader is on this branch.
struct DesignerClip {
  var amplitude: [(time: Double, value: Double)]
  /// Emphasis times in ms.
  var emphasis: [Double]
  /// `metadata.source`, the sound the clip was made from (a path with spaces in the name).
  var source: String

  init(path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let signals = root["signals"] as? [String: Any],
      let continuous = signals["continuous"] as? [String: Any],
      let envelopes = continuous["envelopes"] as? [String: Any],
      let points = envelopes["amplitude"] as? [[String: Any]]
    else { throw PlayedIntensity.ReadError.shape }
    amplitude = points.map {
      (time: ($0["time"] as? Double ?? 0) * 1000, value: $0["amplitude"] as? Double ?? 0)
    }
    emphasis = points.filter { $0["emphasis"] != nil }.map { ($0["time"] as? Double ?? 0) * 1000 }
    source = (root["metadata"] as? [String: Any])?["source"] as? String ?? ""
  }

  /// The end of the envelope in ms.
  var length: Double { amplitude.last?.time ?? 0 }

  /// The amplitude at each of `count` milliseconds (0 after the last breakpoint).
  func samples(count: Int) -> [Double] {
    var output = [Double](repeating: 0, count: count)
    guard !amplitude.isEmpty else { return output }
    var index = 0
    for ms in 0..<count {
      let time = Double(ms)
      while index + 1 < amplitude.count, amplitude[index + 1].time <= time { index += 1 }
      if time < amplitude[0].time {
        output[ms] = amplitude[0].value
      } else if index + 1 >= amplitude.count {
        output[ms] = time <= amplitude[index].time ? amplitude[index].value : 0
      } else {
        let a = amplitude[index]
        let b = amplitude[index + 1]
        let span = b.time - a.time
        output[ms] = span > 0 ? a.value + (b.value - a.value) * (time - a.time) / span : b.value
      }
    }
    return output
  }
}
