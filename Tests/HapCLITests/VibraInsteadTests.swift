import HapAudition
import HapPlayback
import Testing

@testable import HapCLI

/// `play --target feedbackd` on the phone itself prefers the phone's own writable vibra node
/// and says what apps there feel (issue 21, Linux phones).
struct VibraInsteadTests {
  /// Answers `gsettings get … max-haptic-strength` with `strength`; records every call.
  final class Settings: ProcessRunning, @unchecked Sendable {
    let strength: String?
    private(set) var calls: [[String]] = []
    init(strength: String?) { self.strength = strength }

    func run(_ arguments: [String], environment: [String: String], timeout: Double)
      -> ProcessResult
    {
      calls.append(arguments)
      guard arguments.first == "gsettings", let strength else {
        return ProcessResult(status: 1, error: "No such schema “org.sigxcpu.feedbackd”")
      }
      return ProcessResult(status: 0, output: "\(strength)\n")
    }
  }

  static func node(
    _ number: Int, name: String, driver: String?, access: InputDeviceInfo.Access = .readWrite,
    rumble: Bool = true
  ) -> InputDeviceInfo {
    InputDeviceInfo(
      node: "/dev/input/event\(number)", name: name, driver: driver, phys: "",
      capabilities: RumbleCapabilities(
        rumble: rumble, periodic: false, sine: false, gain: false, effectSlots: rumble ? 16 : 0),
      access: access, kind: .generic)
  }

  static let pad = node(3, name: "Xbox Wireless Controller", driver: "xpad")
  static let vibra = node(5, name: "vibrator", driver: "gpio-vibrator")

  @Test func aWritableVibraNodeIsPlayedDirectlyAndTheCapIsSaid() throws {
    let settings = Settings(strength: "0.59999999999999998")
    let chosen = try #require(
      AuditionPlay.vibraInstead(
        environment: [:], runner: settings, devices: [Self.pad, Self.vibra]))
    #expect(chosen.node == "/dev/input/event5")
    #expect(chosen.note.contains("/dev/input/event5 (vibrator) is writable"))
    #expect(chosen.note.hasSuffix("your apps get at most 0.6 (feedbackd's max-haptic-strength)"))
    #expect(settings.calls.first?.prefix(2) == ["gsettings", "get"])
  }

  @Test func fullStrengthOrAnUnreadableSettingAddsNoCap() throws {
    for strength in ["1.0", nil] {
      let chosen = try #require(
        AuditionPlay.vibraInstead(
          environment: [:], runner: Settings(strength: strength), devices: [Self.vibra]))
      #expect(!chosen.note.contains("at most"), "\(strength ?? "unreadable")")
    }
  }

  @Test func withoutAWritableVibraFeedbackdPlays() {
    let readOnly = Self.node(5, name: "vibrator", driver: "pwm-vibrator", access: .readOnly)
    let noMotor = Self.node(6, name: "spmi_haptics", driver: nil, rumble: false)
    for devices in [[], [Self.pad], [readOnly], [noMotor]] {
      #expect(
        AuditionPlay.vibraInstead(
          environment: [:], runner: Settings(strength: "0.5"), devices: devices) == nil)
    }
  }

  @Test func eachDriverFeedbackdTagsAsVibraIsKnown() {
    for (name, driver) in [
      ("vibrator", "gpio-vibrator"), ("pwm-vibrator", nil), ("spmi_haptics", nil),
      ("drv2624:haptics", "drv2624"),
    ] {
      #expect(VibraNode.isVibra(Self.node(1, name: name, driver: driver)), "\(name)")
    }
    #expect(!VibraNode.isVibra(Self.pad))
  }
}
