import HapModel

/// Turns a Meta/Lofelt `.haptic` v1 clip into an import source: the amplitude envelope as one
/// envelope (√amplitude at each breakpoint, linear between them, ducked at emphasis points:
/// Meta's own AHAP conversion, D052), the frequency envelope as its sharpness
/// (√frequency likewise), each emphasis point as a transient.
///
/// It accepts what Meta's legacy-compatibility mode accepts: unknown members, a missing
/// `metadata` or `frequency`, frequency breakpoints outside the amplitude envelope (clipped,
/// reported) and repeated breakpoint times (read as steps, reported).
enum HapticImporter: SourceImporter {
  static let sampleLimit = 2_000_000
  /// The envelope's level at an emphasis breakpoint is multiplied by this (Meta's `ahap.rs`
  /// ducks by 20 % so the transient stands out over the continuous event).
  static let duckingAtEmphasis = 0.8

  static func source(of bytes: [UInt8], name: String, options: ImportOptions)
    throws(ImportFailure) -> ImportSource
  {
    let input = try JSONInput.parse(bytes, lenient: false, format: .haptic)
    let root = input.tree.root
    guard input.isObject(root) else {
      throw input.failure(
        "IMP021", at: root, "a .haptic file is a JSON object with `version` and `signals`")
    }
    var source = ImportSource(format: .haptic)
    try readVersion(input, root)
    if let metadata = input.member("metadata", of: root), input.isObject(metadata) {
      readMetadata(input, metadata, into: &source)
    }
    guard let signals = input.member("signals", of: root), input.isObject(signals) else {
      let typo = input.members(root).first {
        KeySuggestion.nearest(to: $0.key, in: ["signals"]) != nil
      }
      if let typo {
        throw input.failure(
          "IMP021", at: typo.position, "unknown key `\(typo.key)`; did you mean `signals`?")
      }
      throw input.failure("IMP021", at: root, "the clip has no `signals` object; add one")
    }
    for (key, _, position) in input.members(signals) where key != "continuous" {
      source.report.add(
        "signals.\(key)", .dropped, "not part of .haptic v1 (a beta or later member); ignored",
        line: position.line, column: position.column)
    }
    guard let continuous = input.member("continuous", of: signals), input.isObject(continuous),
      let envelopes = input.member("envelopes", of: continuous), input.isObject(envelopes)
    else {
      throw input.failure(
        "IMP021", at: signals, "the clip has no `signals.continuous.envelopes` object")
    }
    guard let amplitude = input.member("amplitude", of: envelopes), input.isArray(amplitude)
    else {
      throw input.failure(
        "IMP021", at: envelopes, "the clip has no `amplitude` envelope (an array of breakpoints)")
    }
    let amplitudes = try readAmplitude(input, amplitude, into: &source)
    var frequencies: Breakpoints?
    if let frequency = input.member("frequency", of: envelopes) {
      guard input.isArray(frequency) else {
        throw input.failure("IMP021", at: frequency, "`frequency` must be an array")
      }
      frequencies = try readFrequency(
        input, frequency, span: amplitudes.times.first!...amplitudes.times.last!,
        into: &source)
    }
    try buildEnvelope(amplitudes, frequencies, position: input.position(amplitude), into: &source)
    return source
  }

  private static func readVersion(_ input: JSONInput, _ root: Int) throws(ImportFailure) {
    guard let version = input.member("version", of: root), input.isObject(version) else {
      throw input.failure(
        "IMP021", at: root, "the clip has no `version` object (`{\"major\": 1}`)")
    }
    guard let majorIndex = input.member("major", of: version),
      let major = input.number(majorIndex)
    else {
      throw input.failure("IMP021", at: version, "`version` has no number `major`")
    }
    guard major == 1 else {
      throw input.failure(
        "IMP020", at: majorIndex,
        "this is a .haptic of major version \(JSONWriter.number(major)); haptui reads version 1 "
          + "(export it as v1 from Meta Haptics Studio)")
    }
  }

  private static func readMetadata(
    _ input: JSONInput, _ metadata: Int, into source: inout ImportSource
  ) {
    for (key, value, _) in input.members(metadata) {
      if key == "tags", input.isArray(value) {
        source.tags += input.elements(value).compactMap { input.string($0) }.filter { !$0.isEmpty }
        continue
      }
      guard let text = input.string(value), !text.isEmpty else { continue }
      if key == "project" { source.title = text }
      source.notes.append("\(key): \(text)")
    }
  }

  private static func number(
    _ input: JSONInput, _ key: String, of object: Int, in range: ClosedRange<Double>,
    what: String
  ) throws(ImportFailure) -> Double {
    guard let index = input.member(key, of: object) else {
      throw input.failure("IMP021", at: object, "this \(what) has no `\(key)`")
    }
    guard let value = input.number(index), value.isFinite else {
      throw input.failure("IMP021", at: index, "`\(key)` must be a number")
    }
    guard range.contains(value) else {
      throw input.failure(
        "IMP021", at: index,
        "`\(key)` is \(JSONWriter.number(value)); it must be within "
          + "\(JSONWriter.number(range.lowerBound))...\(JSONWriter.number(range.upperBound))")
    }
    return value
  }

  private static func readAmplitude(
    _ input: JSONInput, _ list: Int, into source: inout ImportSource
  ) throws(ImportFailure) -> Breakpoints {
    var times: [Double] = []
    var values: [Double] = []
    var repeated = 0
    var emphases = 0
    var weakEmphases = 0
    for point in input.elements(list) {
      guard input.isObject(point) else {
        throw input.failure("IMP021", at: point, "an amplitude breakpoint must be an object")
      }
      let time =
        try number(input, "time", of: point, in: 0...3600, what: "amplitude breakpoint") * 1000
      let value = try number(input, "amplitude", of: point, in: 0...1, what: "amplitude breakpoint")
      if let last = times.last {
        if time < last {
          throw input.failure(
            "IMP021", at: point,
            "amplitude breakpoints must be in time order; this one is earlier than the one above")
        }
        if time == last { repeated += 1 }
      }
      times.append(time)
      values.append(value.squareRoot())
      if let emphasis = input.member("emphasis", of: point) {
        values[values.count - 1] *= duckingAtEmphasis
        guard input.isObject(emphasis) else {
          throw input.failure("IMP021", at: emphasis, "`emphasis` must be an object")
        }
        let strength = try number(input, "amplitude", of: emphasis, in: 0...1, what: "emphasis")
        let frequency = try number(input, "frequency", of: emphasis, in: 0...1, what: "emphasis")
        source.transients.append(
          ImportTransient(at: time, intensity: strength.squareRoot(), sharpness: frequency))
        emphases += 1
        if strength < value { weakEmphases += 1 }
      }
    }
    guard times.count >= 2 else {
      throw input.failure(
        "IMP021", at: list,
        "the amplitude envelope has \(times.count) breakpoint(s); it needs at least two")
    }
    guard times.last! > times.first! else {
      throw input.failure(
        "IMP021", at: list, "the amplitude envelope lasts 0 s; its breakpoints need different times"
      )
    }
    guard times.last! - times.first! <= Double(sampleLimit) else {
      throw input.failure("IMP040", at: list, "the clip is longer than haptui imports")
    }
    let position = input.position(list)
    source.report.add(
      "amplitude scale", .kept,
      "intensity = √amplitude at each breakpoint, linear between breakpoints, as Meta's own AHAP "
        + "conversion plays a clip on Core Haptics (DECISIONS.md D052)", line: position.line,
      column: position.column)
    if emphases > 0 {
      source.report.add(
        "emphasis points", .kept,
        "\(emphases) emphasis point(s) as transients at their breakpoint's time, intensity "
          + "√emphasis.amplitude, sharpness emphasis.frequency")
      source.report.add(
        "envelope at emphasis points", .approximated,
        "ducked to \(JSONWriter.number(duckingAtEmphasis)) of its level at the \(emphases) "
          + "emphasis breakpoint(s) so the transient stands out, as Meta's AHAP conversion does",
        line: position.line, column: position.column)
    }
    if weakEmphases > 0 {
      source.report.add(
        "emphasis weaker than the envelope", .kept,
        "\(weakEmphases) emphasis point(s) are weaker than the amplitude at their breakpoint; "
          + "Meta's strict validation refuses that, its legacy mode plays them: kept as written",
        line: position.line, column: position.column)
    }
    if repeated > 0 {
      source.report.add(
        "repeated breakpoint times", .kept,
        "\(repeated) breakpoint(s) share a time with the one before; read as instant steps, as "
          + "Meta's legacy mode reads them", line: position.line, column: position.column)
    }
    return Breakpoints(times: times, values: values)
  }

  private static func readFrequency(
    _ input: JSONInput, _ list: Int, span: ClosedRange<Double>, into source: inout ImportSource
  ) throws(ImportFailure) -> Breakpoints? {
    var times: [Double] = []
    var values: [Double] = []
    var outside = 0
    for point in input.elements(list) {
      guard input.isObject(point) else {
        throw input.failure("IMP021", at: point, "a frequency breakpoint must be an object")
      }
      let time =
        try number(input, "time", of: point, in: 0...3600, what: "frequency breakpoint") * 1000
      let value = try number(input, "frequency", of: point, in: 0...1, what: "frequency breakpoint")
      if let last = times.last, time < last {
        throw input.failure(
          "IMP021", at: point,
          "frequency breakpoints must be in time order; this one is earlier than the one above")
      }
      if !span.contains(time) { outside += 1 }
      times.append(time)
      values.append(value.squareRoot())
    }
    if outside > 0 {
      let position = input.position(list)
      source.report.add(
        "frequency breakpoints outside the amplitude envelope", .approximated,
        "\(outside) breakpoint(s) lie outside \(JSONWriter.number(span.lowerBound / 1000))–"
          + "\(JSONWriter.number(span.upperBound / 1000)) s; clipped to it, as Meta's legacy mode "
          + "accepts them (its strict mode refuses)", line: position.line,
        column: position.column)
    }
    return times.isEmpty ? nil : Breakpoints(times: times, values: values)
  }

  private static func buildEnvelope(
    _ amplitude: Breakpoints, _ frequency: Breakpoints?, position: SourcePosition,
    into source: inout ImportSource
  ) throws(ImportFailure) {
    let start = Int(amplitude.times.first!.rounded())
    let end = Int(amplitude.times.last!.rounded())
    guard end > start else { return }
    var levels = [Double](repeating: 0, count: end - start)
    var crisps = [Double](repeating: 0.5, count: end - start)
    var hint = 0
    var frequencyHint = 0
    for offset in levels.indices {
      let time = Double(start + offset)
      levels[offset] = max(amplitude.value(at: time, hint: &hint), 0)
      if let frequency {
        crisps[offset] = max(frequency.value(at: time, hint: &frequencyHint), 0)
      }
    }
    var knots = amplitude.times.map { Int($0.rounded()) - start }
    if let frequency { knots += frequency.times.map { Int($0.rounded()) - start } }
    source.envelopes.append(
      ImportEnvelope(
        start: start, intensity: levels, sharpness: crisps, knots: knots,
        construct: "amplitude envelope", line: position.line, column: position.column))
    if frequency == nil {
      source.report.add(
        "frequency envelope", .approximated,
        "the clip has none; sharpness is written as the neutral 0.5",
        line: position.line, column: position.column)
    } else {
      source.report.add(
        "frequency envelope", .approximated,
        "as sharpness = √frequency (Meta's AHAP convention), the mean over each event: its "
          + "changes within an event are lost")
    }
  }
}
