import Foundation

/// The intensity an AHAP pattern plays each millisecond, as Core Haptics plays it: event
/// intensity × the `HapticIntensityControl` in force (control points interpolated linearly, a
/// curve's last value holding until the next curve), overlapping events and layers by maximum.
///
/// Test support: the measurement of issue 15 reads exported AHAP text with this.
struct PlayedIntensity {
  struct Event {
    var time: Double
    var duration: Double?
    var intensity: Double
    var isTransient: Bool
  }

  struct Curve {
    var time: Double
    var points: [(time: Double, value: Double)]
  }

  var events: [Event] = []
  var curves: [Curve] = []

  /// Reads one AHAP document; times are in seconds in the file, ms here. Apple's samples
  /// carry trailing commas, which are dropped first.
  init(ahap text: String) throws {
    let strict = text.replacingOccurrences(
      of: ",(\\s*[}\\]])", with: "$1", options: .regularExpression)
    let object = try JSONSerialization.jsonObject(with: Data(strict.utf8))
    guard let root = object as? [String: Any], let pattern = root["Pattern"] as? [[String: Any]]
    else { throw ReadError.shape }
    for entry in pattern {
      if let event = entry["Event"] as? [String: Any] {
        let parameters = event["EventParameters"] as? [[String: Any]] ?? []
        let intensity =
          parameters.first { $0["ParameterID"] as? String == "HapticIntensity" }?[
            "ParameterValue"] as? Double ?? 1
        let kind = event["EventType"] as? String ?? ""
        events.append(
          Event(
            time: (event["Time"] as? Double ?? 0) * 1000,
            duration: (event["EventDuration"] as? Double).map { $0 * 1000 },
            intensity: intensity, isTransient: kind == "HapticTransient"))
      } else if let curve = entry["ParameterCurve"] as? [String: Any],
        curve["ParameterID"] as? String == "HapticIntensityControl"
      {
        let points = (curve["ParameterCurveControlPoints"] as? [[String: Any]] ?? []).map {
          (time: ($0["Time"] as? Double ?? 0) * 1000, value: $0["ParameterValue"] as? Double ?? 1)
        }
        curves.append(Curve(time: (curve["Time"] as? Double ?? 0) * 1000, points: points))
      }
    }
    curves.sort { $0.time < $1.time }
  }

  enum ReadError: Error { case shape }

  /// The intensity control in force at `time` ms.
  func control(at time: Double) -> Double {
    guard let curve = curves.last(where: { $0.time <= time }), !curve.points.isEmpty else {
      return 1
    }
    let local = time - curve.time
    let points = curve.points
    if local <= points[0].time { return points[0].value }
    for index in 1..<points.count where local <= points[index].time {
      let a = points[index - 1]
      let b = points[index]
      let span = b.time - a.time
      return span > 0 ? a.value + (b.value - a.value) * (local - a.time) / span : b.value
    }
    return points[points.count - 1].value
  }

  /// The played intensity at each of `count` milliseconds (a transient plays in the
  /// millisecond it starts in; a continuous event over [time, time + duration)).
  func samples(count: Int) -> [Double] {
    var output = [Double](repeating: 0, count: count)
    for event in events {
      if event.isTransient {
        let ms = Int(event.time.rounded())
        if ms >= 0, ms < count {
          output[ms] = max(output[ms], event.intensity * control(at: Double(ms)))
        }
        continue
      }
      let start = max(0, Int(event.time.rounded()))
      let end = min(count, Int((event.time + (event.duration ?? 0)).rounded()))
      guard start < end else { continue }
      for ms in start..<end {
        output[ms] = max(output[ms], event.intensity * control(at: Double(ms)))
      }
    }
    return output
  }

  /// The start of every transient, in ms.
  var transientTimes: [Double] { events.filter(\.isTransient).map(\.time) }

  /// Layers played together: the maximum of each one's samples.
  static func samples(_ layers: [PlayedIntensity], count: Int) -> [Double] {
    var output = [Double](repeating: 0, count: count)
    for layer in layers {
      for (ms, value) in layer.samples(count: count).enumerated() {
        output[ms] = max(output[ms], value)
      }
    }
    return output
  }
}
