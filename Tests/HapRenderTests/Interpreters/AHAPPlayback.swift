import Foundation

/// An AHAP file played back as Core Haptics documents it: each event's intensity times the
/// `HapticIntensityControl` in force (a curve interpolates linearly between its points and its
/// last value holds until the next curve), overlapping events by maximum, per millisecond.
struct AHAPPlayback {
  struct Event {
    var time: Int
    var continuous: Bool
    var duration: Int
    var intensity: Double
    var sharpness: Double
  }

  struct Curve {
    var time: Int
    var points: [(time: Int, value: Double)]
  }

  var events: [Event] = []
  var curves: [Curve] = []
  /// What could not be read, if anything.
  var problems: [String] = []

  init(_ text: String) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let pattern = object["Pattern"] as? [[String: Any]]
    else {
      problems.append("not an AHAP document")
      return
    }
    func ms(_ value: Any?) -> Int? {
      JavaScriptCallChecks.number(value).map { Int(($0 * 1000).rounded()) }
    }
    for entry in pattern {
      if let event = entry["Event"] as? [String: Any] {
        var intensity = 1.0
        var sharpness = 0.5
        for parameter in event["EventParameters"] as? [[String: Any]] ?? [] {
          let value = JavaScriptCallChecks.number(parameter["ParameterValue"]) ?? -1
          switch parameter["ParameterID"] as? String {
          case "HapticIntensity": intensity = value
          case "HapticSharpness": sharpness = value
          default: problems.append("unknown parameter \(parameter)")
          }
        }
        let type = event["EventType"] as? String
        guard let time = ms(event["Time"]), type == "HapticTransient" || type == "HapticContinuous"
        else {
          problems.append("bad event \(event)")
          continue
        }
        let duration = ms(event["EventDuration"]) ?? 0
        if type == "HapticContinuous", duration <= 0 || duration > 30_000 {
          problems.append("continuous event of \(duration) ms")
        }
        events.append(
          Event(
            time: time, continuous: type == "HapticContinuous", duration: duration,
            intensity: intensity, sharpness: sharpness))
      } else if let curve = entry["ParameterCurve"] as? [String: Any] {
        guard curve["ParameterID"] as? String == "HapticIntensityControl",
          let time = ms(curve["Time"])
        else {
          problems.append("bad curve \(curve)")
          continue
        }
        let points = (curve["ParameterCurveControlPoints"] as? [[String: Any]] ?? []).map {
          (time: ms($0["Time"]) ?? 0, value: JavaScriptCallChecks.number($0["ParameterValue"]) ?? 1)
        }
        if points.count > 16 || points.isEmpty {
          problems.append("a curve of \(points.count) points")
        }
        curves.append(Curve(time: time, points: points))
      } else {
        problems.append("an entry that is neither Event nor ParameterCurve")
      }
    }
  }

  /// The intensity control in force at `time`: 1 before any curve; within a curve linear
  /// between its points (times from the curve's start); after it, its last value.
  func control(at time: Int) -> Double {
    guard let curve = curves.filter({ $0.time <= time }).max(by: { $0.time < $1.time }) else {
      return 1
    }
    let local = time - curve.time
    var previous = curve.points[0]
    if local <= previous.time { return previous.value }
    for point in curve.points.dropFirst() {
      if local <= point.time {
        let span = Double(point.time - previous.time)
        let share = span > 0 ? Double(local - previous.time) / span : 1
        return previous.value + (point.value - previous.value) * share
      }
      previous = point
    }
    return previous.value
  }

  /// The felt intensity at `time`: the loudest event playing, scaled by the control.
  func intensity(at time: Int) -> Double {
    let playing = events.filter {
      $0.continuous ? $0.time <= time && time < $0.time + $0.duration : $0.time == time
    }
    return (playing.map(\.intensity).max() ?? 0) * control(at: time)
  }

  /// Whether the continuous events cover `[start, end)` without a gap.
  func covers(_ start: Int, _ end: Int) -> Bool {
    var time = start
    var moved = true
    while time < end, moved {
      moved = false
      for event in events
      where event.continuous && event.time <= time
        && event.time + event.duration > time
      {
        time = event.time + event.duration
        moved = true
      }
    }
    return time >= end
  }
}
