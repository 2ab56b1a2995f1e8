import HapModel

/// Turns an AHAP file into an import source: transients at their time with the intensity
/// control in force, continuous events as envelopes of intensity × control (sharpness + the
/// sharpness control), and a report line for everything else.
enum AHAPImporter: SourceImporter {
  /// Core Haptics' default intensity and sharpness are undocumented; these are the renderer's
  /// (D017), written explicitly so the pattern does not depend on them.
  static let defaultIntensity = 1.0
  static let defaultSharpness = 0.5
  /// The most milliseconds of continuous events one import samples (about 33 minutes).
  static let sampleLimit = 2_000_000

  static func source(of bytes: [UInt8], name: String, options: ImportOptions)
    throws(ImportFailure) -> ImportSource
  {
    let input = try JSONInput.parse(bytes, lenient: true, format: .ahap)
    var reader = AHAPReader(input)
    try reader.read()
    var source = ImportSource(format: .ahap)
    source.report = reader.report
    source.notes = reader.notes
    try build(reader, into: &source)
    return source
  }

  private static func build(_ reader: AHAPReader, into source: inout ImportSource)
    throws(ImportFailure)
  {
    let intensity = reader.intensityControl
    let sharpness = reader.sharpnessControl
    var transients = 0
    var missing: [String: (count: Int, position: SourcePosition)] = [:]
    var droppedParameters: [String: (count: Int, position: SourcePosition)] = [:]
    var sampled = 0
    var sharpenedTransients = 0
    var scaledTransients = 0
    for event in reader.events {
      let position = event.position
      switch event.type {
      case "HapticTransient", "HapticContinuous":
        for id in ["HapticIntensity", "HapticSharpness"] where event.parameters[id] == nil {
          missing[id, default: (0, position)].count += 1
        }
        for id in ["AttackTime", "DecayTime", "ReleaseTime"] where event.parameters[id] != nil {
          droppedParameters[id, default: (0, position)].count += 1
        }
        for id in ["AudioVolume", "AudioPitch", "AudioPan", "AudioBrightness"]
        where event.parameters[id] != nil {
          droppedParameters[id, default: (0, position)].count += 1
        }
      default:
        break
      }
      let level = unit(event.parameters["HapticIntensity"] ?? defaultIntensity)
      let crisp = unit(event.parameters["HapticSharpness"] ?? defaultSharpness)
      switch event.type {
      case "HapticTransient":
        transients += 1
        let control = intensity.value(at: event.time)
        if abs(control - 1) > 0.0005 { scaledTransients += 1 }
        source.transients.append(
          ImportTransient(at: event.time, intensity: level * control, sharpness: crisp))
        if sharpness.departs(in: event.time...event.time) { sharpenedTransients += 1 }
        if event.duration != nil {
          droppedParameters["EventDuration on a transient", default: (0, position)].count += 1
        }
      case "HapticContinuous":
        guard let duration = event.duration, duration > 0 else {
          source.report.add(
            "HapticContinuous event \(event.number)", .dropped,
            "it has no `EventDuration` (or 0), so it has no length in a file",
            line: position.line, column: position.column)
          continue
        }
        if event.parameters["Sustained"] == 0 {
          source.report.add(
            "Sustained 0 (event \(event.number))", .approximated,
            "played at full length; an unsustained event's decay is device-defined",
            line: position.line, column: position.column)
        }
        let start = Int(event.time.rounded())
        let end = Int((event.time + duration).rounded())
        guard end > start else { continue }
        sampled += end - start
        guard sampled <= sampleLimit else {
          throw ImportFailure(
            "IMP040", line: position.line, column: position.column,
            "the continuous events last more than \(sampleLimit / 60_000) minutes in all, more "
              + "than haptui imports")
        }
        var levels = [Double](repeating: 0, count: end - start)
        var crisps = [Double](repeating: 0, count: end - start)
        for offset in 0..<levels.count {
          let time = Double(start + offset)
          levels[offset] = level * intensity.value(at: time)
          crisps[offset] = unit(crisp + sharpness.value(at: time))
        }
        let range = Double(start)...Double(end)
        let knots = (intensity.knots(in: range) + sharpness.knots(in: range)).map {
          Int($0.rounded()) - start
        }
        let curved = intensity.departs(in: range) || sharpness.departs(in: range)
        source.envelopes.append(
          ImportEnvelope(
            start: start, intensity: levels, sharpness: crisps, knots: knots,
            construct: "HapticContinuous event \(event.number)"
              + (curved ? " with its parameter curves" : ""),
            line: position.line, column: position.column))
      default:
        let path = event.waveformPath.map { " (sound \($0); keep the file alongside)" } ?? ""
        let flags = event.flags.isEmpty ? "" : "; \(event.flags.joined(separator: ", ")) with it"
        source.report.add(
          "\(event.type) event \(event.number)", .dropped,
          "audio is not part of a .hap.md pattern\(path)\(flags)",
          line: position.line, column: position.column)
      }
    }
    if transients > 0 {
      source.report.add(
        "HapticTransient events", .kept,
        "\(transients) transient(s) at their time (to the millisecond) with intensity × the "
          + "HapticIntensityControl in force and their sharpness"
          + (scaledTransients > 0
            ? "; \(scaledTransients) of them under a control other than 1, which Core Haptics "
              + "applies to every event of a pattern (a player that plays transients as a "
              + "pattern of their own, as Meta's does, would not scale them)" : ""))
    }
    if sharpenedTransients > 0 {
      source.report.add(
        "HapticSharpnessControl on transients", .approximated,
        "not applied to \(sharpenedTransients) transient(s): Apple's article says the control "
          + "affects only continuous events, its header says all events")
    }
    for (id, entry) in missing.sorted(by: { $0.key < $1.key }) {
      let value = id == "HapticIntensity" ? defaultIntensity : defaultSharpness
      source.report.add(
        "missing \(id)", .approximated,
        "\(entry.count) event(s) without it are written with \(value); Core Haptics' default "
          + "is undocumented",
        line: entry.position.line, column: entry.position.column)
    }
    for (id, entry) in droppedParameters.sorted(by: { $0.key < $1.key }) {
      source.report.add(
        id, .dropped,
        "\(entry.count) event(s) set it; the 0.1 grammar has no attack, decay, release, audio "
          + "or transient length",
        line: entry.position.line, column: entry.position.column)
    }
    for (id, position) in reader.otherControls {
      source.report.add(
        id, .dropped, "the 0.1 grammar has no such dynamic parameter",
        line: position.line, column: position.column)
    }
  }

  private static func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
}
