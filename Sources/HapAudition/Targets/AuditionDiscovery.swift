import HapPlayback
import HapSound

/// Finds every audition target for `haptui devices`: evdev rumble and vibra nodes, phones on
/// adb, feedbackd on the session bus, and the sound card, each with why it cannot play.
public struct AuditionDiscovery: Sendable {
  public var runner: any ProcessRunning
  public var environment: [String: String]
  public var scanner: DeviceScanner
  /// Opens the sound card to see that it exists (a test passes a double).
  public var soundOutput: @Sendable () -> any SoundOutput
  /// How long the probe of a phone over ssh may take, login included, in seconds.
  public var remoteTimeout = 2.0

  public init(
    runner: any ProcessRunning, environment: [String: String], scanner: DeviceScanner,
    soundOutput: (@Sendable () -> any SoundOutput)? = nil
  ) {
    self.runner = runner
    self.environment = environment
    self.scanner = scanner
    self.soundOutput =
      soundOutput ?? {
        AlsaSoundOutput(name: AlsaSoundOutput.deviceName(environment: environment))
      }
  }

  /// The fix for a device node haptui may not open (uaccess, a udev rule, the input group).
  public static let permissionFix =
    "log in on the device's seat so uaccess applies, or add a udev rule numbered below 73 "
    + "with TAG+=\"uaccess\", or join the input group (which also exposes keyboards)"

  /// Every target, evdev first, then adb, feedbackd and sound.
  public func list() -> [TargetListing] {
    evdev() + adb() + [feedbackd(), sound()]
  }

  func evdev() -> [TargetListing] {
    scanner.scan().filter(\.hasForceFeedback).map { device in
      let keeps =
        device.kind.motorCount == 2
        ? ["amplitude steps", "strong/weak mix"]
        : (device.kind.keepsIntensity ? ["amplitude steps"] : ["on/off"])
      let problem =
        device.isPlayable ? nil : "no permission to write \(device.node): \(Self.permissionFix)"
      return TargetListing(
        kind: VibraNode.isVibra(device) ? "evdev (vibra)" : "evdev",
        target: "evdev:\(device.node)", name: device.name, keeps: keeps, problem: problem)
    }
  }

  func adb() -> [TargetListing] {
    let client = AdbClient(runner: runner, environment: environment)
    let devices: [AdbDevice]
    do {
      devices = try client.devices()
    } catch {
      return [
        TargetListing(
          kind: "adb", target: "adb", name: "Android phone", keeps: [], problem: error.message)
      ]
    }
    guard !devices.isEmpty else {
      return [
        TargetListing(
          kind: "adb", target: "adb", name: "Android phone", keeps: [],
          problem: "no phone attached: connect one with USB debugging on")
      ]
    }
    return devices.map { device in
      do {
        let phone = try AdbPhone.learn(device, client: client)
        return TargetListing(
          kind: "adb", target: "adb:\(device.serial)",
          name: "\(phone.model), API \(phone.apiLevel), \(phone.grammar.generation.label)",
          keeps: phone.keeps,
          problem: phone.info.hasVibrator ? nil : "the phone reports no vibrator",
          profile: phone.profile)
      } catch let failure as AuditionFailure {
        return TargetListing(
          kind: "adb", target: "adb:\(device.serial)", name: device.model, keeps: [],
          problem: failure.message)
      } catch {
        return TargetListing(
          kind: "adb", target: "adb:\(device.serial)", name: device.model, keeps: [],
          problem: "\(error)")
      }
    }
  }

  func feedbackd() -> TargetListing {
    let target = FeedbackdTarget(
      route: FeedbackdRoute(runner: runner, environment: environment, remote: nil))
    var problem: String?
    do { try target.probe() } catch { problem = error.message }
    return TargetListing(
      kind: "feedbackd", target: "feedbackd", name: "feedbackd on this session bus",
      keeps: ["10 magnitude steps"], problem: problem)
  }

  /// A Linux phone's feedbackd over ssh (`feedbackd:[USER@]HOST[:PORT]`), probed in one ssh
  /// round trip within `remoteTimeout` (2 s): what it can play, or why not.
  public func feedbackd(remote: SshAddress) -> TargetListing {
    let target = FeedbackdTarget(
      route: FeedbackdRoute(runner: runner, environment: environment, remote: remote))
    var keeps = ["10 magnitude steps of at most 10 s", "no sharpness"]
    var problem: String?
    do {
      if let cap = try target.survey(timeout: remoteTimeout), cap < 1 {
        keeps.append("apps get at most \(ShortDecimal.text(cap)) (max-haptic-strength)")
      }
    } catch {
      problem = error.message
    }
    return TargetListing(
      kind: "feedbackd", target: target.name, name: "feedbackd on \(remote.destination) over ssh",
      keeps: keeps, problem: problem)
  }

  func sound() -> TargetListing {
    let output = soundOutput()
    var problem: String?
    do {
      _ = try output.open(rate: SoundTarget.rate, channels: 1)
    } catch {
      problem = "\(error.message): set HAPTUI_SOUND_DEVICE to a device 'aplay -L' lists"
    }
    output.close()
    return TargetListing(
      kind: "sound", target: "sound", name: "sound card \(output.name) (heard, not felt)",
      keeps: ["clicks", "tones: loudness from intensity, pitch from sharpness"], problem: problem,
      heard: true)
  }
}
