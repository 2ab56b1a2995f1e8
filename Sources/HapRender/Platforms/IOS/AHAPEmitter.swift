/// Writes AHAP documents: `Version` 1.0, seconds, per-event parameters, and
/// `HapticIntensityControl` curves whose control-point times count from the curve's start.
enum AHAPEmitter {
  static func text(_ document: AHAPDocument) -> String {
    // About 330 bytes per event and 60 per control point.
    let points = document.curves.reduce(0) { $0 + $1.points.count }
    let out = TextBuffer(capacity: 64 + 340 * document.events.count + 64 * points)
    write(document, into: out)
    return out.text
  }

  /// Appends the document's whole text (as `text(_:)` gives it) to `out`.
  static func write(_ document: AHAPDocument, into out: TextBuffer) {
    out.append("{\n  \"Version\": 1.0,\n  \"Pattern\": ")
    guard !document.events.isEmpty || !document.curves.isEmpty else {
      out.append("[]\n}\n")
      return
    }
    out.append("[\n")
    for index in 0..<itemCount(document) {
      if index > 0 { out.append(",\n") }
      item(index, of: document, into: out)
    }
    out.append("\n  ]\n}\n")
  }

  /// How many entries the document's `Pattern` array has: its events, then its curves.
  static func itemCount(_ document: AHAPDocument) -> Int {
    document.events.count + document.curves.count
  }

  /// How many lines entry `index` of the `Pattern` array takes (see `item`).
  static func itemLineCount(_ index: Int, of document: AHAPDocument) -> Int {
    if index < document.events.count {
      return document.events[index].duration == nil ? 10 : 11
    }
    return 8 + document.curves[index - document.events.count].points.count
  }

  /// Writes entry `index` of the `Pattern` array (an event, or after the events a curve),
  /// from its opening brace to its closing one, without the comma and line break between
  /// entries.
  static func item(_ index: Int, of document: AHAPDocument, into out: TextBuffer) {
    guard index >= document.events.count else {
      let event = document.events[index]
      out.append("    {\n      \"Event\": {\n")
      out.append("        \"Time\": ")
      out.append(seconds: Double(event.time))
      out.append(",\n        \"EventType\": \"")
      // Static text, not the raw value's `String`, for each of a long track's events.
      switch event.kind {
      case .transient: out.append("HapticTransient" as StaticString)
      case .continuous: out.append("HapticContinuous" as StaticString)
      }
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
      return
    }
    let curve = document.curves[index - document.events.count]
    out.append("    {\n      \"ParameterCurve\": {\n")
    out.append("        \"ParameterID\": \"HapticIntensityControl\",\n        \"Time\": ")
    out.append(seconds: curve.time)
    out.append(",\n        \"ParameterCurveControlPoints\": [\n")
    for (position, point) in curve.points.enumerated() {
      if position > 0 { out.append(",\n" as StaticString) }
      out.append("          { \"Time\": " as StaticString)
      out.append(seconds: point.time)
      out.append(", \"ParameterValue\": ")
      out.append(decimal: point.value)
      out.append(" }")
    }
    out.append("\n        ]\n      }\n    }")
  }

  private static func parameter(_ id: StaticString, _ value: Double, into out: TextBuffer) {
    out.append("          { \"ParameterID\": \"")
    out.append(id)
    out.append("\", \"ParameterValue\": ")
    out.append(decimal: value)
    out.append(" }")
  }
}
