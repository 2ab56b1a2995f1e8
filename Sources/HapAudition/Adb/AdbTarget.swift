import Foundation
import HapModel
import HapRender

/// An Android phone over adb: plays the rendition `render` reports for the phone's own profile
/// in the best form its shell offers, and cancels with `cmd vibrator_manager cancel` (D102).
public final class AdbTarget: AuditionTarget, @unchecked Sendable {
  public let phone: AdbPhone
  public let client: AdbClient
  public var name: String { "adb:\(phone.serial)" }

  public init(phone: AdbPhone, client: AdbClient) {
    self.phone = phone
    self.client = client
  }

  /// The phone `serial` names, or the only ready one when `serial` is nil, learnt.
  public static func connect(serial: String?, client: AdbClient) throws(AuditionFailure)
    -> AdbTarget
  {
    let devices = try client.devices()
    let device: AdbDevice
    if let serial {
      guard let found = devices.first(where: { $0.serial == serial }) else {
        throw AuditionFailure(
          target: "adb:\(serial)",
          "no such phone: 'adb devices' lists \(devices.isEmpty ? "none" : devices.map(\.serial).joined(separator: ", "))"
        )
      }
      device = found
    } else {
      let ready = devices.filter(\.isReady)
      if ready.count > 1 {
        throw AuditionFailure(
          target: "adb",
          "several phones: pick one with --target adb:SERIAL (\(ready.map(\.serial).joined(separator: ", ")))"
        )
      }
      guard let only = ready.first ?? devices.first else {
        throw AuditionFailure(
          target: "adb",
          "no phone attached: connect one with USB debugging on (Settings > Developer options)")
      }
      device = only
    }
    let phone = try AdbPhone.learn(device, client: client)
    guard phone.info.hasVibrator else {
      throw AuditionFailure(
        target: "adb:\(phone.serial)", "the phone reports no vibrator (dumpsys vibrator_manager)")
    }
    return AdbTarget(phone: phone, client: client)
  }

  /// The command `pattern` plays as, without playing it.
  public func command(_ pattern: HapticPattern, settings: RenderSettings) -> VibratorCommand {
    let audition = AndroidAudition(pattern, profile: phone.profile, settings: settings)
    let info = phone.info
    return VibratorCommandBuilder.command(
      audition.vibration, grammar: phone.grammar, primitiveLength: { info.primitiveLength($0) })
  }

  public func play(_ pattern: HapticPattern, settings: RenderSettings) throws(AuditionFailure)
    -> AuditionStart
  {
    let command = command(pattern, settings: settings)
    let label = "\(phone.model), API \(phone.apiLevel)"
    guard command.form != "nothing" else {
      return AuditionStart(duration: 0, summary: "\(label): nothing to play")
    }
    var notes: [String] = []
    if phone.grammar.generation == .unknown {
      notes.append(
        "\(name): the phone's 'cmd vibrator_manager help' matched no known grammar; playing "
          + "oneshot (the length only)")
    }
    if phone.grammar.background {
      let result = client.shell(phone.serial, command.shellLine)
      try client.check(result, target: name)
      try Self.checkShellOutput(result, target: name)
    } else {
      // Without -B the shell blocks for the whole vibration: let it, off this thread.
      let client = client
      let serial = phone.serial
      let line = command.shellLine
      let timeout = Double(command.duration) / 1000 + AdbClient.timeout
      DispatchQueue.global().async { _ = client.shell(serial, line, timeout: timeout) }
    }
    return AuditionStart(
      duration: command.duration, summary: "\(label): \(command.summary)", notes: notes)
  }

  public func cancel() throws(AuditionFailure) {
    let result = client.shell(phone.serial, VibratorCommand.cancelArguments.joined(separator: " "))
    try client.check(result, target: name)
  }

  /// The shell prints an error and still exits 0 on some releases: read its output too.
  static func checkShellOutput(_ result: ProcessResult, target: String) throws(AuditionFailure) {
    let text = result.output + result.error
    for marker in ["Exception", "Error:", "Unknown command", "Unknown option"]
    where text.contains(marker) {
      throw AuditionFailure(target: target, "the phone refused the command: \(result.firstLine)")
    }
  }
}
