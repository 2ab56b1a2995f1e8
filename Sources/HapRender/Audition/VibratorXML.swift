/// The `<vibration-effect>` XML that `VibrationXmlParser` reads, for `cmd vibrator_manager xml`.
public enum VibratorXML {
  /// The element kind the XML holds (`envelope`, `primitives`, `waveform`, `predefined`).
  public static func kind(_ vibration: AndroidVibration) -> String {
    switch vibration {
    case .envelope: "envelope"
    case .primitives: "primitives"
    case .waveform, .onOff: "waveform"
    case .predefined: "predefined"
    case .silent: "nothing"
    }
  }

  /// The XML text on one line (the shell passes it as one argument).
  public static func text(
    _ vibration: AndroidVibration, primitiveLength: (Int) -> Int = { _ in 20 }
  ) -> String {
    var body = ""
    switch vibration {
    case .envelope(let initial, let points):
      body = "<basic-envelope-effect initialSharpness=\"\(number(initial))\">"
      for point in points {
        body +=
          "<control-point intensity=\"\(number(point.intensity))\" "
          + "sharpness=\"\(number(point.sharpness))\" durationMs=\"\(point.duration)\"/>"
      }
      body += "</basic-envelope-effect>"
    case .primitives(let taps):
      for (position, tap) in taps.enumerated() {
        let delay =
          position == 0
          ? tap.at : max(0, VibratorCommandBuilder.delayBefore(taps, position, primitiveLength))
        body +=
          "<primitive-effect name=\"\(tap.xmlName)\" scale=\"\(number(tap.scale))\""
          + (delay > 0 ? " delayMs=\"\(delay)\"" : "") + "/>"
      }
    case .waveform(let timings, let amplitudes):
      body = "<waveform-effect>"
      for (timing, amplitude) in zip(timings, amplitudes) where timing > 0 {
        body += "<waveform-entry durationMs=\"\(timing)\" amplitude=\"\(amplitude)\"/>"
      }
      body += "</waveform-effect>"
    case .onOff(let timings):
      body = "<waveform-effect>"
      for (position, timing) in timings.enumerated() where timing > 0 {
        let amplitude = position % 2 == 0 ? "0" : "default"
        body += "<waveform-entry durationMs=\"\(timing)\" amplitude=\"\(amplitude)\"/>"
      }
      body += "</waveform-effect>"
    case .predefined(_, let constant):
      let name = constant.lowercased().replacing("effect_", with: "")
      body = "<predefined-effect name=\"\(name)\"/>"
    case .silent:
      break
    }
    return "<vibration-effect>" + body + "</vibration-effect>"
  }

  private static func number(_ value: Double) -> String { VibratorCommandBuilder.number(value) }
}
