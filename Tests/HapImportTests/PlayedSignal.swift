import Foundation
import HapModel

/// The signal reader of the fidelity tests: what an AHAP plays, sampled each millisecond as Core
/// Haptics plays it (independent of the importer's own code).
///
/// Continuous intensity at `t` = the event's `HapticIntensity` × the `HapticIntensityControl`
/// in force at `t` (a `Parameter` holds from its time; a `ParameterCurve` interpolates linearly
/// between control points whose times count from the curve's `Time`, gives its first value
/// before the first point and holds its last value until the next change); overlapping events
/// by maximum. Transients are kept apart, each with its intensity × the control at its time.
struct PlayedSignal {
  /// Continuous intensity at each millisecond from 0.
  var levels: [Double] = []
  var transients: [(at: Double, intensity: Double)] = []

  /// The signal of several AHAP texts played together (layers), by maximum.
  init(ahaps texts: [String]) throws {
    for text in texts { try add(text) }
  }

  init() {}

  private mutating func add(_ text: String) throws {
    let tree = try JSONParser.parse(Self.withoutTrailingCommas(text))
    func number(_ key: String, _ object: Int) -> Double? {
      guard let index = tree.member(key, of: object),
        case .number(let value) = tree.nodes.kind(at: index)
      else { return nil }
      return value.value
    }
    func string(_ key: String, _ object: Int) -> String? {
      guard let index = tree.member(key, of: object),
        case .string(let value) = tree.nodes.kind(at: index)
      else { return nil }
      return value
    }
    guard let pattern = tree.member("Pattern", of: 0) else { return }
    // (start ms, file order, value function)
    var changes: [(start: Double, order: Int, points: [(Double, Double)])] = []
    var events: [(type: String, time: Double, duration: Double, intensity: Double)] = []
    for (order, element) in tree.children(of: pattern).enumerated() {
      if let event = tree.member("Event", of: element) {
        var intensity = 1.0
        if let list = tree.member("EventParameters", of: event) {
          for parameter in tree.children(of: list)
          where string("ParameterID", parameter) == "HapticIntensity" {
            intensity = number("ParameterValue", parameter) ?? 1
          }
        }
        events.append(
          (
            string("EventType", event) ?? "", (number("Time", event) ?? 0) * 1000,
            (number("EventDuration", event) ?? 0) * 1000, intensity
          ))
      } else if let parameter = tree.member("Parameter", of: element),
        string("ParameterID", parameter) == "HapticIntensityControl"
      {
        let time = (number("Time", parameter) ?? 0) * 1000
        changes.append((time, order, [(time, number("ParameterValue", parameter) ?? 1)]))
      } else if let curve = tree.member("ParameterCurve", of: element),
        string("ParameterID", curve) == "HapticIntensityControl",
        let list = tree.member("ParameterCurveControlPoints", of: curve)
      {
        let start = (number("Time", curve) ?? 0) * 1000
        let points = tree.children(of: list).map {
          (start + (number("Time", $0) ?? 0) * 1000, number("ParameterValue", $0) ?? 1)
        }
        if !points.isEmpty { changes.append((start, order, points)) }
      }
    }
    changes.sort { ($0.start, $0.order) < ($1.start, $1.order) }
    func control(_ time: Double) -> Double {
      guard let change = changes.last(where: { $0.start <= time }) else { return 1 }
      let points = change.points
      if time <= points[0].0 { return points[0].1 }
      for index in 1..<points.count where time <= points[index].0 {
        let (t0, v0) = points[index - 1]
        let (t1, v1) = points[index]
        return t1 > t0 ? v0 + (v1 - v0) * (time - t0) / (t1 - t0) : v1
      }
      return points.last!.1
    }
    for event in events {
      let clamp = { (value: Double) in min(max(value, 0), 1) }
      switch event.type {
      case "HapticTransient":
        transients.append((event.time, clamp(event.intensity) * clamp(control(event.time))))
      case "HapticContinuous":
        let start = Int(event.time.rounded())
        let end = Int((event.time + event.duration).rounded())
        guard end > start else { continue }
        if levels.count < end { levels += [Double](repeating: 0, count: end - levels.count) }
        for time in start..<end {
          levels[time] = max(levels[time], clamp(event.intensity) * clamp(control(Double(time))))
        }
      default:
        continue
      }
    }
  }

  /// The text with commas before a closing bracket removed (outside strings).
  static func withoutTrailingCommas(_ text: String) -> String {
    var output: [UInt8] = []
    let bytes = Array(text.utf8)
    var inString = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        output.append(byte)
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
          output.append(bytes[index + 1])
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
      } else if byte == UInt8(ascii: ",") {
        var next = index + 1
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        if next >= bytes.count
          || (bytes[next] != UInt8(ascii: "]") && bytes[next] != UInt8(ascii: "}"))
        {
          output.append(byte)
        }
      } else {
        if byte == UInt8(ascii: "\"") { inString = true }
        output.append(byte)
      }
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The root-mean-square difference of two signals' continuous levels (the shorter padded
  /// with silence).
  static func rms(_ a: [Double], _ b: [Double]) -> Double {
    let count = max(a.count, b.count)
    guard count > 0 else { return 0 }
    var sum = 0.0
    for index in 0..<count {
      let difference = (index < a.count ? a[index] : 0) - (index < b.count ? b[index] : 0)
      sum += difference * difference
    }
    return (sum / Double(count)).squareRoot()
  }

  /// Pearson's correlation of two equally long series (0 when either is constant).
  static func pearson(_ a: [Double], _ b: [Double]) -> Double {
    let count = min(a.count, b.count)
    guard count > 1 else { return 0 }
    let meanA = a.prefix(count).reduce(0, +) / Double(count)
    let meanB = b.prefix(count).reduce(0, +) / Double(count)
    var cross = 0.0
    var varA = 0.0
    var varB = 0.0
    for index in 0..<count {
      let x = a[index] - meanA
      let y = b[index] - meanB
      cross += x * y
      varA += x * x
      varB += y * y
    }
    guard varA > 0, varB > 0 else { return 0 }
    return cross / (varA * varB).squareRoot()
  }
}
