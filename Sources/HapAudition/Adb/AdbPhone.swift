import HapRender

/// A phone on adb, learnt once: its shell grammar, its vibrator and the profile built from it.
public struct AdbPhone: Sendable, Equatable {
  public var serial: String
  public var model: String
  public var apiLevel: Int
  public var grammar: VibratorShellGrammar
  public var info: VibratorInfo
  /// The device profile `render` and the honesty report can follow ("the phone on USB").
  public var profile: DeviceProfile

  public init(
    serial: String, model: String, apiLevel: Int, grammar: VibratorShellGrammar,
    info: VibratorInfo
  ) {
    self.serial = serial
    self.model = model
    self.apiLevel = apiLevel
    self.grammar = grammar
    self.info = info
    profile = info.profile(
      name: "adb:\(serial)", summary: "\(model) on adb, API \(apiLevel)", apiLevel: apiLevel)
  }

  /// Asks the phone for its help text, its vibrator dump and its API level (three calls).
  public static func learn(_ device: AdbDevice, client: AdbClient) throws(AuditionFailure)
    -> AdbPhone
  {
    let target = "adb:\(device.serial)"
    if let problem = device.problem { throw AuditionFailure(target: target, problem) }
    let help = client.shell(device.serial, "cmd vibrator_manager help")
    try client.check(help, target: target)
    let dump = client.shell(device.serial, "dumpsys vibrator_manager")
    try client.check(dump, target: target)
    let sdk = client.shell(device.serial, "getprop ro.build.version.sdk")
    try client.check(sdk, target: target)
    let grammar = VibratorShellGrammar(help: help.output)
    let info = VibratorDump.info(dump.output)
    let api =
      Int(sdk.output.filter { $0.isNumber })
      ?? (grammar.generation == .oldest ? 33 : grammar.generation == .unknown ? 26 : 36)
    return AdbPhone(
      serial: device.serial, model: device.model, apiLevel: api, grammar: grammar, info: info)
  }

  /// What the phone keeps of a pattern, for `haptui devices`.
  public var keeps: [String] {
    var keeps: [String] = []
    if profile.has(.amplitude) { keeps.append("amplitude steps") } else { keeps.append("on/off") }
    if profile.has(.composition) { keeps.append("primitives") }
    if profile.has(.envelopeEffects) { keeps.append("envelopes") }
    if grammar.generation == .unknown { keeps = ["on/off (oneshot only)"] }
    return keeps
  }
}
