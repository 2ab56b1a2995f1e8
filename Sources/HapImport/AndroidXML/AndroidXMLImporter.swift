import HapModel

/// Turns an Android vibration XML file (`<vibration-effect>` or `<vibration-select>`, AOSP
/// `vibration.xsd` and `VibrationXmlParser`) into an import source: waveforms and envelopes as
/// envelopes, primitives as transients with their `primitive` hint, predefined effects as
/// Tier-0 intents where the spec's mapping table allows the inverse (else as a track).
struct AndroidXMLImporter: SourceImporter {
  var source = ImportSource(format: .androidXML)
  /// Where the next effect of a sequence starts (ms).
  var cursor = 0
  /// The sampled intensity of waveform and envelope effects over the whole pattern.
  var levels: [Double] = []
  var crisps: [Double] = []
  var knots: [Int] = []
  var firstSampled: XMLElement?
  var usedDefaultAmplitude = false

  static let sampleLimit = 2_000_000

  static func source(of bytes: [UInt8], name: String, options: ImportOptions)
    throws(ImportFailure) -> ImportSource
  {
    let root = try XMLTree.parse(bytes)
    var importer = AndroidXMLImporter()
    try importer.readRoot(root)
    return importer.source
  }

  // MARK: - Structure

  private mutating func readRoot(_ root: XMLElement) throws(ImportFailure) {
    switch root.name {
    case "vibration-effect":
      try checkAttributes(root, allowed: [])
      try readEffect(root)
    case "vibration-select":
      try checkAttributes(root, allowed: [])
      for child in root.children where child.name != "vibration-effect" {
        throw unknown(child, expected: "vibration-effect")
      }
      guard let first = root.children.first else {
        throw failure(root, "IMP041", "the <vibration-select> holds no <vibration-effect>")
      }
      try readEffect(first)
      for other in root.children.dropFirst() {
        source.report.add(
          "<vibration-effect> alternative", .dropped,
          "a <vibration-select> plays the first effect the device supports; the first is imported",
          line: other.line, column: other.column)
      }
    default:
      throw failure(
        root, "IMP031",
        "the root element is <\(root.name)>; Android vibration XML starts with <vibration-effect> "
          + "or <vibration-select>" + hint(root.name, ["vibration-effect", "vibration-select"]))
    }
    flush()
  }

  private mutating func readEffect(_ effect: XMLElement) throws(ImportFailure) {
    try checkAttributes(effect, allowed: [])
    for child in effect.children where !AndroidEffectNames.effectElements.contains(child.name) {
      throw unknown(child, expected: AndroidEffectNames.effectElements.joined(separator: ", "))
    }
    guard let first = effect.children.first else {
      throw failure(effect, "IMP032", "the <vibration-effect> is empty; add an effect to it")
    }
    let allPrimitives = effect.children.allSatisfy { $0.name == "primitive-effect" }
    guard effect.children.count == 1 || allPrimitives else {
      throw failure(
        effect.children[1], "IMP032",
        "a <vibration-effect> holds one effect (or a sequence of <primitive-effect>); this "
          + "<\(effect.children[1].name)> follows a <\(first.name)>")
    }
    if allPrimitives {
      try readPrimitives(effect.children)
      return
    }
    try readSingle(first)
  }

  private mutating func readSingle(_ element: XMLElement) throws(ImportFailure) {
    switch element.name {
    case "waveform-effect": try readWaveform(element)
    case "predefined-effect": try readPredefined(element)
    case "basic-envelope-effect": try readBasicEnvelope(element)
    case "waveform-envelope-effect": try readWaveformEnvelope(element)
    case "repeating-effect": try readRepeating(element)
    case "primitive-effect": try readPrimitives([element])
    default:
      source.report.add(
        "<vendor-effect>", .dropped,
        "vendor data (\(element.text.count) base64 characters) plays only on its vendor's "
          + "devices; a .hap.md cannot carry it", line: element.line, column: element.column)
    }
  }

  // MARK: - Effects

  private mutating func readWaveform(_ element: XMLElement) throws(ImportFailure) {
    try checkAttributes(element, allowed: [])
    var sawRepeating = false
    var entries = 0
    for child in element.children {
      switch child.name {
      case "waveform-entry":
        guard !sawRepeating else {
          throw failure(
            child, "IMP032", "a <waveform-entry> after <repeating>; the repeating part comes last")
        }
        try readEntry(child)
        entries += 1
      case "repeating":
        guard !sawRepeating else {
          throw failure(child, "IMP032", "a second <repeating>; a waveform has at most one")
        }
        sawRepeating = true
        try checkAttributes(child, allowed: [])
        for entry in child.children {
          guard entry.name == "waveform-entry" else {
            throw unknown(entry, expected: "waveform-entry")
          }
          try readEntry(entry)
          entries += 1
        }
        guard !child.children.isEmpty else {
          throw failure(child, "IMP032", "the <repeating> is empty; give it a <waveform-entry>")
        }
        reportLoop(child)
      default:
        throw unknown(child, expected: "waveform-entry, repeating")
      }
    }
    guard entries > 0 else {
      throw failure(element, "IMP032", "the <waveform-effect> has no <waveform-entry>")
    }
    source.report.add(
      "<waveform-effect>", .kept,
      "\(entries) entries as steps of intensity amplitude/255 (0 is a silence)",
      line: element.line, column: element.column)
  }

  private mutating func readEntry(_ entry: XMLElement) throws(ImportFailure) {
    try checkAttributes(entry, allowed: ["durationMs", "amplitude"])
    let duration = try integer(entry, "durationMs", required: true) ?? 0
    guard let text = entry.attribute("amplitude") else {
      throw failure(entry, "IMP032", "the <waveform-entry> has no `amplitude` (0–255 or default)")
    }
    let level: Double
    if text == "default" {
      level = 1
      if !usedDefaultAmplitude {
        usedDefaultAmplitude = true
        source.report.add(
          "amplitude=\"default\"", .approximated,
          "written as intensity 1.0; the device's default amplitude is device-defined",
          line: entry.line, column: entry.column)
      }
    } else {
      guard let value = Int(text), (0...255).contains(value) else {
        throw failure(
          entry, "IMP032", "`amplitude` is \"\(text)\"; it must be 0–255 or \"default\"")
      }
      level = Double(value) / 255
    }
    try sample(entry, duration: duration) { _ in (level, 0.5) }
  }

  private mutating func readPredefined(_ element: XMLElement) throws(ImportFailure) {
    try checkAttributes(element, allowed: ["name", "fallback"])
    guard let name = element.attribute("name") else {
      throw failure(element, "IMP032", "the <predefined-effect> has no `name`")
    }
    guard AndroidEffectNames.predefined.contains(name) else {
      throw failure(
        element, "IMP032",
        "unknown predefined effect \"\(name)\"; use one of "
          + AndroidEffectNames.predefined.joined(separator: ", ")
          + hint(name, AndroidEffectNames.predefined))
    }
    if element.attribute("fallback") != nil {
      source.report.add(
        "fallback attribute", .dropped, "the platform's own fallback choice is not part of 0.1",
        line: element.line, column: element.column)
    }
    if let mapping = AndroidEffectNames.intent(forPredefined: name) {
      source.intent = mapping.intent
      source.report.add(
        "<predefined-effect name=\"\(name)\">", mapping.exact ? .kept : .approximated,
        "as intent \(mapping.intent): \(mapping.why)", line: element.line, column: element.column)
      return
    }
    // double_click: no intent row names it; two firm taps 100 ms apart, as EFFECT_DOUBLE_CLICK
    // plays them (platform-facts §9).
    source.transients.append(
      ImportTransient(at: Double(cursor), intensity: 1, sharpness: nil, primitive: "click"))
    source.transients.append(
      ImportTransient(at: Double(cursor + 100), intensity: 1, sharpness: nil, primitive: "click"))
    cursor += 130
    source.report.add(
      "<predefined-effect name=\"double_click\">", .approximated,
      "no Tier-0 intent maps to it; written as two full-strength taps 100 ms apart (the "
        + "device's own double click may differ)", line: element.line, column: element.column)
  }

  private mutating func readPrimitives(_ elements: [XMLElement]) throws(ImportFailure) {
    var previousStart: Int?
    var guessed = 0
    for element in elements {
      try checkAttributes(element, allowed: ["name", "scale", "delayMs", "delayType"])
      guard let name = element.attribute("name") else {
        throw failure(element, "IMP032", "the <primitive-effect> has no `name`")
      }
      guard AndroidEffectNames.primitives.contains(name) else {
        throw failure(
          element, "IMP032",
          "unknown primitive \"\(name)\"; use one of "
            + AndroidEffectNames.primitives.joined(separator: ", ")
            + hint(name, AndroidEffectNames.primitives))
      }
      let scale = try decimal(element, "scale", in: 0...1) ?? 1
      let delay = try integer(element, "delayMs", required: false) ?? 0
      let type = element.attribute("delayType") ?? "pause"
      let start: Int
      switch type {
      case "pause":
        let base = previousStart.map { $0 + AndroidEffectNames.nominalPrimitiveDuration } ?? cursor
        if previousStart != nil { guessed += 1 }
        start = base + delay
      case "relative_start_offset":
        start = (previousStart ?? cursor) + delay
      default:
        throw failure(
          element, "IMP032",
          "`delayType` is \"\(type)\"; it must be pause or relative_start_offset")
      }
      previousStart = start
      source.transients.append(
        ImportTransient(at: Double(start), intensity: scale, sharpness: nil, primitive: name))
    }
    cursor = (previousStart ?? cursor) + AndroidEffectNames.nominalPrimitiveDuration
    let first = elements[0]
    if elements.count == 1, first.attribute("name") == "thud" {
      source.intent = "impact.heavy"
    }
    source.report.add(
      "<primitive-effect>", guessed > 0 ? .approximated : .kept,
      "\(elements.count) primitive(s) as transients with their `primitive` hint and intensity = "
        + "scale; sharpness left to the renderer"
        + (guessed > 0
          ? "; \(guessed) `pause` delay(s) counted from an assumed "
            + "\(AndroidEffectNames.nominalPrimitiveDuration) ms primitive (real durations are "
            + "device-defined)" : "")
        + (source.intent == "impact.heavy" ? "; a lone thud is also intent impact.heavy" : ""),
      line: first.line, column: first.column)
  }

  private mutating func readBasicEnvelope(_ element: XMLElement) throws(ImportFailure) {
    try checkAttributes(element, allowed: ["initialSharpness"])
    var sharpness = try decimal(element, "initialSharpness", in: 0...1)
    var intensity = 0.0
    var last: Double?
    for point in element.children {
      guard point.name == "control-point" else { throw unknown(point, expected: "control-point") }
      try checkAttributes(point, allowed: ["intensity", "sharpness", "durationMs"])
      let target = try decimal(point, "intensity", in: 0...1, required: true) ?? 0
      let crisp = try decimal(point, "sharpness", in: 0...1, required: true) ?? 0.5
      let duration = try integer(point, "durationMs", required: true) ?? 0
      guard duration > 0 else {
        throw failure(point, "IMP032", "a control point's `durationMs` must be more than 0")
      }
      let from = (intensity, sharpness ?? crisp)
      try sample(point, duration: duration) { fraction in
        (from.0 + (target - from.0) * fraction, from.1 + (crisp - from.1) * fraction)
      }
      intensity = target
      sharpness = crisp
      last = target
    }
    guard let last else {
      throw failure(element, "IMP032", "the <basic-envelope-effect> has no <control-point>")
    }
    guard last == 0 else {
      throw failure(
        element.children.last!, "IMP032",
        "a basic envelope must end at intensity 0 (Android refuses it otherwise); add a last "
          + "control point with intensity=\"0\"")
    }
  }

  private mutating func readWaveformEnvelope(_ element: XMLElement) throws(ImportFailure) {
    try checkAttributes(element, allowed: ["initialFrequencyHz"])
    _ = try decimal(element, "initialFrequencyHz", in: Double.leastNonzeroMagnitude...100_000)
    var amplitude = 0.0
    var points = 0
    for point in element.children {
      guard point.name == "control-point" else { throw unknown(point, expected: "control-point") }
      try checkAttributes(point, allowed: ["amplitude", "frequencyHz", "durationMs"])
      let target = try decimal(point, "amplitude", in: 0...1, required: true) ?? 0
      _ = try decimal(
        point, "frequencyHz", in: Double.leastNonzeroMagnitude...100_000, required: true)
      let duration = try integer(point, "durationMs", required: true) ?? 0
      guard duration > 0 else {
        throw failure(point, "IMP032", "a control point's `durationMs` must be more than 0")
      }
      let from = amplitude
      try sample(point, duration: duration) { fraction in (from + (target - from) * fraction, 0.5) }
      amplitude = target
      points += 1
    }
    guard points > 0 else {
      throw failure(element, "IMP032", "the <waveform-envelope-effect> has no <control-point>")
    }
    source.report.add(
      "frequencyHz", .dropped,
      "the envelope's frequencies (Hz) need the device's frequency profile to become sharpness; "
        + "amplitude is kept as intensity", line: element.line, column: element.column)
  }

  private mutating func readRepeating(_ element: XMLElement) throws(ImportFailure) {
    try checkAttributes(element, allowed: [])
    var sawRepeating = false
    for child in element.children {
      switch child.name {
      case "preamble" where !sawRepeating:
        try readPart(child)
      case "repeating" where !sawRepeating:
        sawRepeating = true
        try readPart(child)
        reportLoop(child)
      case "preamble", "repeating":
        throw failure(
          child, "IMP032",
          "<\(child.name)> out of place; a preamble comes first, then one <repeating>")
      default:
        throw unknown(child, expected: "preamble, repeating")
      }
    }
    guard sawRepeating else {
      throw failure(element, "IMP032", "the <repeating-effect> has no <repeating>")
    }
  }

  /// A preamble or repeating part: waveform entries, primitives, or one envelope effect.
  private mutating func readPart(_ part: XMLElement) throws(ImportFailure) {
    try checkAttributes(part, allowed: [])
    guard !part.children.isEmpty else {
      throw failure(part, "IMP032", "the <\(part.name)> is empty")
    }
    if part.children.allSatisfy({ $0.name == "waveform-entry" }) {
      for entry in part.children { try readEntry(entry) }
    } else if part.children.allSatisfy({ $0.name == "primitive-effect" }) {
      try readPrimitives(part.children)
    } else if part.children.count == 1,
      ["basic-envelope-effect", "waveform-envelope-effect", "waveform-effect"].contains(
        part.children[0].name)
    {
      try readSingle(part.children[0])
    } else {
      let odd = part.children.first {
        ![
          "waveform-entry", "primitive-effect", "basic-envelope-effect",
          "waveform-envelope-effect", "waveform-effect",
        ].contains($0.name)
      }
      if let odd { throw unknown(odd, expected: "waveform-entry, primitive-effect, an envelope") }
      throw failure(part, "IMP032", "the <\(part.name)> mixes kinds of effect; use one kind")
    }
  }

  private mutating func reportLoop(_ element: XMLElement) {
    source.report.add(
      "<repeating>", .approximated,
      "Android repeats it until cancelled; a .hap.md has no loops, so it plays once",
      line: element.line, column: element.column)
  }

  // MARK: - Sampling

  /// Appends `duration` ms at the cursor, `shape(fraction)` giving intensity and sharpness.
  private mutating func sample(
    _ element: XMLElement, duration: Int, _ shape: (Double) -> (Double, Double)
  ) throws(ImportFailure) {
    guard duration > 0 else { return }
    if levels.count < cursor {
      levels += [Double](repeating: 0, count: cursor - levels.count)
      crisps += [Double](repeating: 0.5, count: cursor - crisps.count)
    }
    guard levels.count + duration <= Self.sampleLimit else {
      throw failure(element, "IMP040", "the effect lasts longer than haptui imports (33 minutes)")
    }
    if firstSampled == nil { firstSampled = element }
    knots.append(levels.count)
    for offset in 0..<duration {
      let (level, crisp) = shape(Double(offset) / Double(duration))
      levels.append(min(max(level, 0), 1))
      crisps.append(min(max(crisp, 0), 1))
    }
    cursor = levels.count
  }

  /// Turns the sampled stretch into one envelope.
  private mutating func flush() {
    guard !levels.isEmpty, let first = firstSampled else { return }
    source.envelopes.append(
      ImportEnvelope(
        start: 0, intensity: levels, sharpness: crisps, knots: knots,
        construct: "<\(first.name)> intensity", line: first.line, column: first.column))
  }

  // MARK: - Attributes

  private func checkAttributes(_ element: XMLElement, allowed: [String]) throws(ImportFailure) {
    for attribute in element.attributes where !allowed.contains(attribute.name) {
      throw failure(
        element, "IMP031",
        "<\(element.name)> has an unknown attribute `\(attribute.name)`"
          + (allowed.isEmpty
            ? " (it takes none)" : "; it takes \(allowed.joined(separator: ", "))")
          + hint(attribute.name, allowed))
    }
  }

  private func integer(_ element: XMLElement, _ name: String, required: Bool)
    throws(ImportFailure) -> Int?
  {
    guard let text = element.attribute(name) else {
      if required {
        throw failure(element, "IMP032", "<\(element.name)> has no `\(name)`; add it")
      }
      return nil
    }
    guard let value = Int(text), value >= 0 else {
      throw failure(
        element, "IMP032", "`\(name)` is \"\(text)\"; it must be a whole number of ms, 0 or more")
    }
    guard value <= Self.sampleLimit else {
      throw failure(element, "IMP040", "`\(name)` is \(value) ms, longer than haptui imports")
    }
    return value
  }

  private func decimal(
    _ element: XMLElement, _ name: String, in range: ClosedRange<Double>, required: Bool = false
  ) throws(ImportFailure) -> Double? {
    guard let text = element.attribute(name) else {
      if required {
        throw failure(element, "IMP032", "<\(element.name)> has no `\(name)`; add it")
      }
      return nil
    }
    guard let value = Double(text), value.isFinite, range.contains(value) else {
      throw failure(
        element, "IMP032",
        "`\(name)` is \"\(text)\"; it must be a number within "
          + "\(JSONWriter.number(range.lowerBound == Double.leastNonzeroMagnitude ? 0 : range.lowerBound))"
          + "–\(JSONWriter.number(range.upperBound))"
          + (range.lowerBound == Double.leastNonzeroMagnitude ? " (more than 0)" : ""))
    }
    return value
  }

  // MARK: - Failures

  private func failure(_ element: XMLElement, _ code: String, _ message: String) -> ImportFailure {
    ImportFailure(code, line: element.line, column: element.column, message)
  }

  private func unknown(_ element: XMLElement, expected: String) -> ImportFailure {
    let known = AndroidEffectNames.allElements.contains(element.name)
    return failure(
      element, known ? "IMP032" : "IMP031",
      (known ? "<\(element.name)> is not allowed here" : "unknown element <\(element.name)>")
        + "; expected \(expected)" + hint(element.name, AndroidEffectNames.allElements))
  }

  private func hint(_ name: String, _ known: [String]) -> String {
    KeySuggestion.nearest(to: name, in: known).map { " (did you mean `\($0)`?)" } ?? ""
  }
}
