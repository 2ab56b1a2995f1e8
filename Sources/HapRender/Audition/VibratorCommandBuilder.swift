/// Turns the Android effect a rendition plays into the best command a phone's shell offers:
/// `xml`, else `synced envelope`, else `synced primitives` or `synced waveform -a`, else
/// `synced oneshot` (D102).
public enum VibratorCommandBuilder {
  /// `USAGE_TOUCH`: the phone's touch-feedback setting scales the vibration, as it scales an
  /// app's touch feedback (newer shells default to a notification usage).
  public static let touchUsage = 18

  /// The command for `vibration` under `grammar`. `primitiveLength` gives a primitive's length
  /// in ms by shell id (from the phone's `dumpsys vibrator_manager`; 20 ms when unknown), from
  /// which the delays between primitives are worked out.
  public static func command(
    _ vibration: AndroidVibration, grammar: VibratorShellGrammar,
    primitiveLength: @escaping (Int) -> Int = { _ in 20 }
  ) -> VibratorCommand {
    let duration = vibration.duration(primitiveLength: primitiveLength)
    var options: [String] = []
    if grammar.background { options.append("-B") }
    if grammar.usage { options += ["-u", String(touchUsage)] }
    func make(_ form: String, _ words: [String], kept: [String], dropped: [String])
      -> VibratorCommand
    {
      var dropped = dropped
      if grammar.generation == .unknown {
        dropped.append("the shell's help matched no known grammar, so only oneshot was tried")
      }
      return VibratorCommand(
        shellArguments: ["cmd", "vibrator_manager"] + words, form: form, kept: kept,
        dropped: dropped, duration: duration)
    }
    if case .silent = vibration {
      return make("nothing", [], kept: [], dropped: [])
    }
    if grammar.xml {
      let xml = VibratorXML.text(vibration, primitiveLength: primitiveLength)
      return make(
        "xml \(VibratorXML.kind(vibration))", ["xml"] + options + [xml],
        kept: keeps(vibration, scales: true), dropped: drops(vibration))
    }
    let synced = ["synced"] + options
    switch vibration {
    case .envelope(let initial, let points) where grammar.envelope:
      var words = synced + ["envelope", "-i", number(initial)]
      for point in points {
        words += [String(point.duration), number(point.intensity), number(point.sharpness)]
      }
      return make(
        "synced envelope", words, kept: keeps(vibration, scales: true), dropped: [])
    case .envelope where grammar.waveformAmplitudes:
      let (timings, amplitudes) = steppedEnvelope(vibration)
      return make(
        "synced waveform -a", synced + ["waveform", "-a"] + pairs(timings, amplitudes),
        kept: ["intensity in 20 ms steps"],
        dropped: ["sharpness (this shell has no envelope command)"])
    case .primitives(let taps) where grammar.primitives:
      var words = synced + ["primitives"]
      var late = 0
      for (position, tap) in taps.enumerated() {
        let delay = position == 0 ? tap.at : delayBefore(taps, position, primitiveLength)
        if delay < 0 { late += 1 }
        if delay > 0 { words += ["-w", String(delay)] }
        if grammar.primitiveScale { words += ["-s", number(tap.scale)] }
        words.append(String(tap.id))
      }
      var dropped: [String] = []
      if !grammar.primitiveScale { dropped.append("primitive scales (this shell plays 1.0)") }
      if late > 0 { dropped.append("\(late) taps start late (closer than a primitive's length)") }
      return make(
        "synced primitives", words, kept: keeps(vibration, scales: grammar.primitiveScale),
        dropped: dropped)
    case .waveform(let timings, let amplitudes) where grammar.waveformAmplitudes:
      return make(
        "synced waveform -a", synced + ["waveform", "-a"] + pairs(timings, amplitudes),
        kept: keeps(vibration, scales: true), dropped: drops(vibration))
    case .onOff(let timings) where grammar.generation != .unknown:
      return make(
        "synced waveform", synced + ["waveform"] + timings.map(String.init),
        kept: ["on/off timing"], dropped: drops(vibration))
    case .predefined(let id, _) where grammar.prebaked:
      return make(
        "synced prebaked", synced + ["prebaked", "-b", String(id)],
        kept: ["the predefined effect"], dropped: [])
    default:
      return make(
        "synced oneshot", synced + ["oneshot", String(max(duration, 1))],
        kept: ["the total length"], dropped: ["every level, tap and curve"])
    }
  }

  /// The delay `-w` puts before the tap at `position`: from the end of the one before.
  static func delayBefore(_ taps: [AndroidTap], _ position: Int, _ length: (Int) -> Int) -> Int {
    let previous = taps[position - 1]
    return taps[position].at - (previous.at + length(previous.id))
  }

  /// An envelope as amplitude steps of 20 ms, each the level at the step's middle.
  static func steppedEnvelope(_ vibration: AndroidVibration) -> ([Int], [Int]) {
    guard case .envelope(_, let points) = vibration else { return ([], []) }
    var timings: [Int] = []
    var amplitudes: [Int] = []
    var level = 0.0
    for point in points {
      var offset = 0
      while offset < point.duration {
        let length = min(20, point.duration - offset)
        let middle = (Double(offset) + Double(length) / 2) / Double(point.duration)
        let value = level + (point.intensity - level) * middle
        timings.append(length)
        amplitudes.append(Int((value * 255).rounded()))
        offset += length
      }
      level = point.intensity
    }
    return (timings, amplitudes)
  }

  private static func pairs(_ timings: [Int], _ amplitudes: [Int]) -> [String] {
    zip(timings, amplitudes).filter { $0.0 > 0 }.flatMap { [String($0.0), String($0.1)] }
  }

  private static func keeps(_ vibration: AndroidVibration, scales: Bool) -> [String] {
    switch vibration {
    case .envelope: ["intensity", "sharpness", "ramps"]
    case .primitives: scales ? ["primitives", "scales", "timing"] : ["primitives", "timing"]
    case .waveform: ["amplitude steps", "timing"]
    case .onOff: ["on/off timing"]
    case .predefined: ["the predefined effect"]
    case .silent: []
    }
  }

  private static func drops(_ vibration: AndroidVibration) -> [String] {
    switch vibration {
    case .waveform: ["sharpness (amplitude waveform)"]
    case .onOff: ["intensity and sharpness (on/off only)"]
    default: []
    }
  }

  static func number(_ value: Double) -> String {
    Decimal.text(min(max(value, 0), 1), places: 3)
  }
}
