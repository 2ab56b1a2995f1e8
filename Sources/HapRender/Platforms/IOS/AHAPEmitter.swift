/// Writes AHAP documents: `Version` 1.0, seconds, per-event parameters, and
/// `HapticIntensityControl` curves whose control-point times count from the curve's start.
enum AHAPEmitter {
  static func text(_ document: AHAPDocument) -> String {
    // About 330 bytes per event and 60 per control point.
    let points = document.curves.reduce(0) { $0 + $1.points.count }
    let out = TextBuffer(capacity: 64 + 340 * document.events.count + 64 * points)
    out.append("{\n  \"Version\": 1.0,\n  \"Pattern\": ")
    guard !document.events.isEmpty || !document.curves.isEmpty else {
      out.append("[]\n}\n")
      return out.text
    }
    out.append("[\n")
    var first = true
    for event in document.events {
      out.append(first ? "    {\n      \"Event\": {\n" : ",\n    {\n      \"Event\": {\n")
      first = false
      out.append("        \"Time\": ")
      out.append(seconds: Double(event.time))
      out.append(",\n        \"EventType\": \"")
      out.append(event.kind.rawValue)
      out.append("\"")
      if let duration = event.duration {
        out.append(",\n        \"EventDuration\": ")
        out.append(seconds: Double(duration))
      }
      out.append(",\n        \"EventParameters\": [\n")
      parameter("HapticIntensity", event.intensity, into: out)
      out.append(",\n")
      parameter("HapticSharpness", event.sharpness, into: out)
      out.append("\n        ]\n      }\n    }")
    }
    for curve in document.curves {
      out.append(
        first ? "    {\n      \"ParameterCurve\": {\n" : ",\n    {\n      \"ParameterCurve\": {\n")
      first = false
      out.append("        \"ParameterID\": \"HapticIntensityControl\",\n        \"Time\": ")
      out.append(seconds: curve.time)
      out.append(",\n        \"ParameterCurveControlPoints\": [\n")
      for (position, point) in curve.points.enumerated() {
        out.append(position == 0 ? "          { \"Time\": " : ",\n          { \"Time\": ")
        out.append(seconds: point.time)
        out.append(", \"ParameterValue\": ")
        out.append(decimal: point.value)
        out.append(" }")
      }
      out.append("\n        ]\n      }\n    }")
    }
    out.append("\n  ]\n}\n")
    return out.text
  }

  private static func parameter(_ id: StaticString, _ value: Double, into out: TextBuffer) {
    out.append("          { \"ParameterID\": \"")
    out.append(id)
    out.append("\", \"ParameterValue\": ")
    out.append(decimal: value)
    out.append(" }")
  }
}
