import HapModel

@testable import HapRender

/// Reads emitted artefacts back the way a consumer would, and lists every rule they break.
enum ArtifactChecks {
  // MARK: AHAP

  /// Problems with one AHAP file: JSON, `Version` 1.0, seconds, ≤ 30 s continuous events,
  /// ≤ 16 control points with times relative to the curve start, and no curve playing over an
  /// event other than the continuous event it was written for.
  static func ahapProblems(_ text: String) -> [String] {
    let tree: JSONTree
    do {
      tree = try JSONParser.parse(text)
    } catch {
      return ["not JSON: \(error)"]
    }
    var problems: [String] = []
    guard
      case .number(let version)? = tree.member("Version", of: tree.root).map({ tree.nodes[$0].kind }
      ),
      version.lexeme == "1.0"
    else { return ["Version is not 1.0"] }
    guard let pattern = tree.member("Pattern", of: tree.root) else { return ["no Pattern"] }
    var events: [(start: Double, end: Double, continuous: Bool)] = []
    var curves: [(start: Double, times: [Double])] = []
    for entry in tree.children(of: pattern) {
      let keys = tree.children(of: entry).compactMap { tree.nodes[$0].key }
      guard keys.count == 1 else {
        problems.append("pattern entry with keys \(keys)")
        continue
      }
      let body = tree.children(of: entry)[0]
      if keys[0] == "Event" {
        let time = number(tree, "Time", body) ?? -1
        let type = string(tree, "EventType", body)
        let duration = number(tree, "EventDuration", body)
        if time < 0 { problems.append("event without a Time") }
        if type == "HapticContinuous" {
          guard let duration, duration > 0, duration <= 30 else {
            problems.append("continuous event duration \(String(describing: duration))")
            continue
          }
          events.append((time, time + duration, true))
        } else if type == "HapticTransient" {
          events.append((time, time, false))
        } else {
          problems.append("EventType \(String(describing: type))")
        }
        guard let parameters = tree.member("EventParameters", of: body) else {
          problems.append("event without EventParameters")
          continue
        }
        for parameter in tree.children(of: parameters) {
          let value = number(tree, "ParameterValue", parameter) ?? -1
          if !(0...1).contains(value) { problems.append("parameter value \(value)") }
        }
      } else if keys[0] == "ParameterCurve" {
        let start = number(tree, "Time", body) ?? -1
        guard string(tree, "ParameterID", body) == "HapticIntensityControl",
          let points = tree.member("ParameterCurveControlPoints", of: body)
        else {
          problems.append("curve without ID or points")
          continue
        }
        let times = tree.children(of: points).map { number(tree, "Time", $0) ?? -1 }
        let values = tree.children(of: points).map { number(tree, "ParameterValue", $0) ?? -1 }
        if times.count > 16 || times.count < 2 { problems.append("curve of \(times.count) points") }
        if times.first != 0 { problems.append("first control point not at the curve start") }
        if zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
          problems.append("control point times go backwards")
        }
        if values.contains(where: { !(0...1).contains($0) }) { problems.append("curve value") }
        curves.append((start, times))
      } else {
        problems.append("unknown entry \(keys[0])")
      }
    }
    // Chain curves, then check that during each chain only continuous events that lie inside
    // it play (its own event, possibly split at 30 s), and no transient strikes.
    var chains: [(start: Double, end: Double)] = []
    for curve in curves.sorted(by: { $0.start < $1.start }) {
      let end = curve.start + (curve.times.last ?? 0)
      if let last = chains.last, abs(last.end - curve.start) < 1e-9 {
        chains[chains.count - 1].end = end
      } else {
        chains.append((curve.start, end))
      }
    }
    let epsilon = 1e-9
    for chain in chains {
      for event in events {
        if event.continuous {
          let overlaps = event.start < chain.end - epsilon && event.end > chain.start + epsilon
          let inside = event.start >= chain.start - epsilon && event.end <= chain.end + epsilon
          if overlaps && !inside {
            problems.append("a curve scales an event it was not written for")
          }
        } else if event.start >= chain.start - epsilon && event.start < chain.end - epsilon {
          problems.append("a curve scales a transient at \(event.start)")
        }
      }
    }
    return problems
  }

  private static func number(_ tree: JSONTree, _ key: String, _ object: Int) -> Double? {
    guard let index = tree.member(key, of: object),
      case .number(let number) = tree.nodes[index].kind
    else { return nil }
    return number.value
  }

  private static func string(_ tree: JSONTree, _ key: String, _ object: Int) -> String? {
    guard let index = tree.member(key, of: object), case .string(let text) = tree.nodes[index].kind
    else { return nil }
    return text
  }

  // MARK: Kotlin

  /// Every `private val NAME = …` array constant of a Kotlin artefact, as text items: literals
  /// (`xxxArrayOf(…)`) and long arrays written as text (`longsFrom`, `intsFrom`, `floatsFrom`,
  /// `pick`), decoded as the emitted helpers decode them (floats get their `f` back).
  static func kotlinArrays(_ text: String) -> [String: [String]] {
    var arrays: [String: [String]] = [:]
    var remaining = Substring(text)
    while let start = remaining.firstRange(of: "private val ") {
      remaining = remaining[start.upperBound...]
      guard let equals = remaining.firstRange(of: " = "),
        let open = remaining[equals.upperBound...].firstRange(of: "("),
        let close = remaining.firstRange(of: ")\n")
      else { break }
      let name = String(remaining[..<equals.lowerBound])
      let maker = remaining[equals.upperBound..<open.lowerBound]
      let body = remaining[open.upperBound..<close.lowerBound]
      func items(_ text: Substring) -> [String] {
        text.split(separator: ",").map { String($0.filter { !$0.isWhitespace && $0 != "\"" }) }
          .filter { !$0.isEmpty }
      }
      func numbers(_ text: Substring) -> [String] {
        text.split(whereSeparator: { !$0.isNumber }).map(String.init)
      }
      switch maker {
      case "longsFrom", "intsFrom": arrays[name] = numbers(body)
      case "floatsFrom": arrays[name] = items(body).map { $0 + "f" }
      case "pick":
        guard let paletteEnd = body.firstRange(of: "),") else { break }
        let palette = items(body[..<paletteEnd.lowerBound].drop { $0 != "(" }.dropFirst())
        arrays[name] = numbers(body[paletteEnd.upperBound...]).map { palette[Int($0)!] }
      default: arrays[name] = items(body)
      }
      remaining = remaining[close.upperBound...]
    }
    return arrays
  }

  /// Problems with a Kotlin artefact's arrays: timing/amplitude pairs of equal length,
  /// amplitudes 0...255, timings non-negative (and positive in amplitude waveforms), scales 0..1.
  static func kotlinProblems(_ text: String) -> [String] {
    var problems: [String] = []
    let arrays = kotlinArrays(text)
    for (name, items) in arrays {
      if name.hasSuffix("_TIMINGS") {
        let values = items.compactMap(Int.init)
        if values.count != items.count || values.contains(where: { $0 < 0 }) {
          problems.append("\(name) has a bad timing")
        }
        let partner = String(name.dropLast("_TIMINGS".count)) + "_AMPLITUDES"
        if let amplitudes = arrays[partner] {
          if amplitudes.count != items.count { problems.append("\(name) and \(partner) differ") }
          if values.contains(where: { $0 <= 0 }) { problems.append("\(name) has a 0 timing") }
          let levels = amplitudes.compactMap(Int.init)
          if levels.count != amplitudes.count || levels.contains(where: { !(0...255).contains($0) })
          {
            problems.append("\(partner) out of 0...255")
          }
        }
      }
      if name.hasSuffix("_SCALES") {
        let values = items.map { Double($0.dropLast()) ?? -1 }
        if values.contains(where: { !(0...1).contains($0) }) { problems.append("\(name) scale") }
      }
    }
    for (open, close) in [("{", "}"), ("(", ")")] {
      if text.filter({ String($0) == open }).count != text.filter({ String($0) == close }).count {
        problems.append("unbalanced \(open)\(close)")
      }
    }
    return problems
  }

  // MARK: Web

  /// The numbers inside the first `navigator.vibrate([...])` call, or `nil` when there is none.
  static func vibratePattern(_ text: String) -> [Int]? {
    guard let start = text.firstRange(of: "navigator.vibrate([") else { return nil }
    let rest = text[start.upperBound...]
    guard let end = rest.firstRange(of: "])") else { return nil }
    return rest[..<end.lowerBound].split(separator: ",").compactMap {
      Int(String($0.filter { !$0.isWhitespace }))
    }
  }

  /// Problems with a web pattern: at most 99 entries of at most 10 s, no trailing pause,
  /// something that vibrates.
  static func webProblems(_ entries: [Int]) -> [String] {
    var problems: [String] = []
    if entries.count > 99 { problems.append("\(entries.count) entries") }
    if entries.contains(where: { !(0...10_000).contains($0) }) {
      problems.append("entry past 10 s")
    }
    if entries.count % 2 == 0 { problems.append("even length (a trailing pause)") }
    return problems
  }

  // MARK: Gamepad

  /// Problems with the `STEPS` of a gamepad artefact: sorted, non-overlapping, each at most
  /// 5000 ms (Chromium's cap), magnitudes 0..1.
  static func gamepadProblems(_ text: String) -> [String] {
    guard let start = text.firstRange(of: "const STEPS = [") else { return ["no STEPS"] }
    let rows = text[start.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("];") }
      .filter { $0.contains("[") }
    var problems: [String] = []
    var end = 0
    for row in rows {
      let values = row.filter { !"[] ".contains($0) }.split(separator: ",").compactMap {
        Double($0)
      }
      guard values.count == 4 else {
        problems.append("row \(row)")
        continue
      }
      if values[0] < Double(end) { problems.append("steps overlap") }
      if values[1] <= 0 || values[1] > 5000 { problems.append("step of \(values[1]) ms") }
      if !(0...1).contains(values[2]) || !(0...1).contains(values[3]) {
        problems.append("magnitude")
      }
      end = Int(values[0] + values[1])
    }
    return problems
  }

  /// Problems with a rumble schedule: steps in order, non-overlapping, 1...30 000 ms long.
  static func rumbleProblems(_ schedule: RumbleSchedule) -> [String] {
    var problems: [String] = []
    var end = 0
    for step in schedule.steps {
      if step.at < end { problems.append("rumble steps overlap at \(step.at)") }
      if step.duration <= 0 || step.duration > 30_000 {
        problems.append("step of \(step.duration)")
      }
      if step.strong == 0 && step.weak == 0 { problems.append("silent step") }
      end = step.end
    }
    return problems
  }
}
