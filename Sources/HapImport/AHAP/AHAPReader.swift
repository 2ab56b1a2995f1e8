import HapModel

/// Reads the structure of an AHAP file: its events, its dynamic parameters, its metadata, and
/// what it tolerated or could not use. Strict about structure (a typo in a key is an error with
/// the likely name), lenient about JSON trailing commas (reported).
struct AHAPReader {
  let input: JSONInput
  var events: [AHAPEventRecord] = []
  var intensityControl = AHAPControl(neutral: 1)
  var sharpnessControl = AHAPControl(neutral: 0)
  var report = ImportReport()
  var notes: [String] = []
  /// Dynamic parameters other than intensity and sharpness, by id, with the first position.
  var otherControls: [(id: String, position: SourcePosition)] = []

  init(_ input: JSONInput) {
    self.input = input
  }

  mutating func read() throws(ImportFailure) {
    let root = input.tree.root
    guard input.isObject(root) else {
      throw input.failure(
        "IMP010", at: root, "an AHAP file is a JSON object with `Version` and `Pattern`")
    }
    if let first = input.toleratedCommas.first {
      var lines: [String] = []
      for comma in input.toleratedCommas where lines.last != String(comma.line) {
        lines.append(String(comma.line))
      }
      report.add(
        "trailing comma", .dropped,
        "\(input.toleratedCommas.count) comma(s) before a closing bracket tolerated and left out "
          + "(lines " + lines.prefix(10).joined(separator: ", ") + (lines.count > 10 ? ", …" : "")
          + "); strict JSON has none, Apple's own samples carry them; they hold nothing",
        line: first.line, column: first.column)
    }
    var pattern: Int?
    for (key, value, position) in input.members(root) {
      switch key {
      case "Version":
        guard input.number(value) != nil else {
          throw input.failure("IMP012", at: value, "`Version` must be a number, such as 1.0")
        }
        report.add(
          "Version", .dropped, "the .hap.md grammar version is `spec: \"0.1\"` instead",
          line: position.line, column: position.column)
      case "Pattern":
        guard input.isArray(value) else {
          throw input.failure("IMP010", at: value, "`Pattern` must be an array of elements")
        }
        pattern = value
      case "Metadata":
        readMetadata(value)
      default:
        try unknownKey(key, at: position, known: AHAPKeys.topLevel, in: "the AHAP object")
      }
    }
    guard let pattern else {
      throw ImportFailure(
        "IMP010", "the AHAP object has no `Pattern` array; an AHAP file holds its events in one")
    }
    for element in input.elements(pattern) { try readElement(element) }
    intensityControl.finish()
    sharpnessControl.finish()
  }

  private mutating func readMetadata(_ value: Int) {
    guard input.isObject(value) else { return }
    for (key, member, _) in input.members(value) {
      guard let text = input.string(member), !text.isEmpty else { continue }
      notes.append("\(key): \(text)")
    }
  }

  /// An unknown key: a likely typo is an error; anything else is ignored, as Core Haptics does.
  private mutating func unknownKey(
    _ key: String, at position: SourcePosition, known: [String], in place: String
  ) throws(ImportFailure) {
    if let suggestion = KeySuggestion.nearest(to: key, in: known) {
      throw input.failure(
        "IMP011", at: position,
        "unknown key `\(key)` in \(place); did you mean `\(suggestion)`? (Core Haptics would "
          + "ignore it and lose what it holds)")
    }
    report.add(
      "key `\(key)`", .dropped, "not an AHAP key; ignored, as Core Haptics ignores it",
      line: position.line, column: position.column)
  }

  private mutating func readElement(_ element: Int) throws(ImportFailure) {
    guard input.isObject(element) else {
      throw input.failure(
        "IMP010", at: element,
        "a `Pattern` element must be an object holding one `Event`, `Parameter` or "
          + "`ParameterCurve`")
    }
    var found: [(String, Int)] = []
    for (key, value, position) in input.members(element) {
      if AHAPKeys.element.contains(key) {
        found.append((key, value))
      } else {
        try unknownKey(key, at: position, known: AHAPKeys.element, in: "a `Pattern` element")
      }
    }
    guard found.count == 1, let (kind, value) = found.first else {
      throw input.failure(
        "IMP011", at: element,
        found.isEmpty
          ? "this `Pattern` element holds none of `Event`, `Parameter`, `ParameterCurve`"
          : "this `Pattern` element holds \(found.map { "`\($0.0)`" }.joined(separator: " and "))"
            + "; each element holds exactly one")
    }
    guard input.isObject(value) else {
      throw input.failure("IMP012", at: value, "`\(kind)` must be an object")
    }
    switch kind {
    case "Event": try readEvent(value)
    case "Parameter": try readParameter(value)
    default: try readCurve(value)
    }
  }

  private func number(_ key: String, in object: Int, required: Bool) throws(ImportFailure)
    -> Double?
  {
    guard let index = input.member(key, of: object) else {
      if required {
        throw input.failure("IMP012", at: object, "this object has no `\(key)`; add it")
      }
      return nil
    }
    guard let value = input.number(index), value.isFinite else {
      throw input.failure("IMP012", at: index, "`\(key)` must be a number")
    }
    return value
  }

  private func seconds(_ key: String, in object: Int, required: Bool) throws(ImportFailure)
    -> Double?
  {
    guard let value = try number(key, in: object, required: required) else { return nil }
    guard value >= 0 else {
      throw input.failure(
        "IMP012", at: input.member(key, of: object)!, "`\(key)` must not be negative")
    }
    guard value <= 3600 else {
      throw input.failure(
        "IMP040", at: input.member(key, of: object)!,
        "`\(key)` is \(value) s; haptui imports patterns up to an hour long")
    }
    return value * 1000
  }

  private mutating func readEvent(_ object: Int) throws(ImportFailure) {
    for (key, _, position) in input.members(object) where !AHAPKeys.event.contains(key) {
      try unknownKey(key, at: position, known: AHAPKeys.event, in: "an `Event`")
    }
    guard let typeIndex = input.member("EventType", of: object) else {
      throw input.failure("IMP012", at: object, "this `Event` has no `EventType`; add one")
    }
    guard let type = input.string(typeIndex), AHAPKeys.eventTypes.contains(type) else {
      let written = input.string(typeIndex) ?? ""
      let hint = KeySuggestion.nearest(to: written, in: AHAPKeys.eventTypes).map {
        "; did you mean `\($0)`?"
      }
      throw input.failure(
        "IMP012", at: typeIndex,
        "`EventType` must be one of \(AHAPKeys.eventTypes.joined(separator: ", "))"
          + (hint ?? ""))
    }
    var record = AHAPEventRecord(
      time: try seconds("Time", in: object, required: true) ?? 0, type: type,
      duration: try seconds("EventDuration", in: object, required: false),
      position: input.position(object), number: events.count + 1)
    if let list = input.member("EventParameters", of: object) {
      guard input.isArray(list) else {
        throw input.failure("IMP012", at: list, "`EventParameters` must be an array")
      }
      for entry in input.elements(list) {
        let (id, value) = try parameterEntry(entry, known: AHAPKeys.eventParameters)
        if let id { record.parameters[id] = value }
      }
    }
    if let path = input.member("EventWaveformPath", of: object) {
      record.waveformPath = input.string(path) ?? "?"
    }
    for flag in ["EventWaveformUseVolumeEnvelope", "EventWaveformLoopEnabled"] {
      if let index = input.member(flag, of: object), input.bool(index) == true {
        record.flags.append(flag)
      }
    }
    events.append(record)
  }

  /// One `{ParameterID, ParameterValue}`; an unknown (not mistyped) id gives `nil`.
  private mutating func parameterEntry(_ entry: Int, known: [String]) throws(ImportFailure)
    -> (String?, Double)
  {
    guard input.isObject(entry) else {
      throw input.failure("IMP012", at: entry, "a parameter must be an object")
    }
    for (key, _, position) in input.members(entry) where !AHAPKeys.parameterEntry.contains(key) {
      try unknownKey(key, at: position, known: AHAPKeys.parameterEntry, in: "a parameter")
    }
    let id = try parameterID(entry, known: known)
    let value = try number("ParameterValue", in: entry, required: true) ?? 0
    return (id, value)
  }

  private mutating func parameterID(_ object: Int, known: [String]) throws(ImportFailure)
    -> String?
  {
    guard let index = input.member("ParameterID", of: object) else {
      throw input.failure("IMP012", at: object, "this parameter has no `ParameterID`")
    }
    guard let id = input.string(index) else {
      throw input.failure("IMP012", at: index, "`ParameterID` must be a string")
    }
    guard known.contains(id) else {
      try unknownKey(id, at: input.position(index), known: known, in: "`ParameterID`")
      return nil
    }
    return id
  }

  private mutating func readParameter(_ object: Int) throws(ImportFailure) {
    for (key, _, position) in input.members(object) where !AHAPKeys.parameter.contains(key) {
      try unknownKey(key, at: position, known: AHAPKeys.parameter, in: "a `Parameter`")
    }
    guard let id = try parameterID(object, known: AHAPKeys.dynamicParameters) else { return }
    let time = try seconds("Time", in: object, required: true) ?? 0
    let value = try number("ParameterValue", in: object, required: true) ?? 0
    add(id, at: time, .step(clamp(value, for: id)), position: input.position(object))
  }

  private mutating func readCurve(_ object: Int) throws(ImportFailure) {
    for (key, _, position) in input.members(object) where !AHAPKeys.curve.contains(key) {
      try unknownKey(key, at: position, known: AHAPKeys.curve, in: "a `ParameterCurve`")
    }
    guard let id = try parameterID(object, known: AHAPKeys.dynamicParameters) else { return }
    let start = try seconds("Time", in: object, required: true) ?? 0
    guard let list = input.member("ParameterCurveControlPoints", of: object),
      input.isArray(list)
    else {
      throw input.failure(
        "IMP012", at: object,
        "this `ParameterCurve` has no `ParameterCurveControlPoints` array; add its points")
    }
    var points: [(time: Double, value: Double)] = []
    for point in input.elements(list) {
      guard input.isObject(point) else {
        throw input.failure("IMP012", at: point, "a control point must be an object")
      }
      for (key, _, position) in input.members(point) where !AHAPKeys.controlPoint.contains(key) {
        try unknownKey(key, at: position, known: AHAPKeys.controlPoint, in: "a control point")
      }
      let time = try seconds("Time", in: point, required: true) ?? 0
      let value = try number("ParameterValue", in: point, required: true) ?? 0
      if let last = points.last, start + time < last.time {
        throw input.failure(
          "IMP012", at: point,
          "control points must be in time order; this one comes before the one above it")
      }
      points.append((start + time, clamp(value, for: id)))
    }
    guard !points.isEmpty else {
      report.add(
        "\(id) curve", .dropped, "it has no control points",
        line: input.position(object).line, column: input.position(object).column)
      return
    }
    add(id, at: start, .curve(points), position: input.position(object))
  }

  private mutating func add(
    _ id: String, at start: Double, _ change: AHAPControl.Change, position: SourcePosition
  ) {
    switch id {
    case "HapticIntensityControl": intensityControl.add(at: start, change)
    case "HapticSharpnessControl": sharpnessControl.add(at: start, change)
    default:
      if !otherControls.contains(where: { $0.id == id }) { otherControls.append((id, position)) }
    }
  }

  /// Values out of a parameter's range are clamped, as Core Haptics clamps them.
  private func clamp(_ value: Double, for id: String) -> Double {
    let multiplies = id == "HapticIntensityControl" || id == "AudioVolumeControl"
    return min(max(value, multiplies ? 0 : -1), 1)
  }
}
