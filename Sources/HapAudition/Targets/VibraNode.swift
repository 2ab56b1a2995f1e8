import HapPlayback

/// A phone's own vibra motor as an evdev node: the fidelity path on a Linux phone, tried before
/// feedbackd (D108).
public enum VibraNode {
  /// Names and drivers feedbackd's udev rule tags as vibra (`FEEDBACKD_TYPE=vibra`).
  public static let markers = [
    "vibra", "gpio-vibrator", "pwm-vibrator", "spmi_haptics", "drv2624", "haptics",
  ]

  /// Whether `device` is a phone's vibra motor.
  public static func isVibra(_ device: InputDeviceInfo) -> Bool {
    let text = (device.name + " " + (device.driver ?? "")).lowercased()
    return device.hasForceFeedback && markers.contains { text.contains($0) }
  }

  /// The first vibra node haptui may write, else nil.
  public static func writable(_ devices: [InputDeviceInfo]) -> InputDeviceInfo? {
    devices.first { isVibra($0) && $0.isPlayable }
  }
}
