/// One line of `adb devices -l`: a serial, its state and what the phone says it is.
public struct AdbDevice: Sendable, Equatable {
  public var serial: String
  /// `device` when it can be used; `unauthorized`, `offline`, `no permissions …` otherwise.
  public var state: String
  /// The `model:` field with underscores as spaces (`Pixel 8 Pro`), else the serial.
  public var model: String

  public init(serial: String, state: String, model: String) {
    self.serial = serial
    self.state = state
    self.model = model
  }

  /// Whether adb can talk to it.
  public var isReady: Bool { state == "device" }

  /// The devices in the text `adb devices -l` printed (the heading and daemon notes skipped).
  public static func list(_ text: String) -> [AdbDevice] {
    text.split(whereSeparator: \.isNewline).compactMap { line in
      guard !line.hasPrefix("List of devices"), !line.hasPrefix("*"), !line.hasPrefix("adb ")
      else { return nil }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard words.count >= 2 else { return nil }
      let fields = words.dropFirst().drop { !$0.contains(":") || $0.hasPrefix("(") }
      let state = words.dropFirst().prefix { !$0.contains(":") || $0.hasPrefix("(") }
      var model = String(words[0])
      for field in fields where field.hasPrefix("model:") {
        model = String(field.dropFirst("model:".count)).replacing("_", with: " ")
      }
      return AdbDevice(
        serial: String(words[0]), state: state.joined(separator: " "), model: model)
    }
  }

  /// Why this device cannot play, with the fix; nil when it is ready.
  public var problem: String? {
    if isReady { return nil }
    if state == "unauthorized" {
      return "the phone has not authorised this computer: unlock it and accept "
        + "'Allow USB debugging?'"
    }
    if state == "offline" {
      return "the phone is offline: replug the cable or run 'adb reconnect'"
    }
    if state.hasPrefix("no permissions") {
      return "no permission to open the phone's USB device: install a udev rule for it "
        + "(Debian: android-sdk-platform-tools-common) and replug"
    }
    return "adb reports '\(state)': wait for it to become 'device' ('adb devices')"
  }
}
