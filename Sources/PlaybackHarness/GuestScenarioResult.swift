import HapPlayback
import HapRender

/// What one guest scenario produced: haptui's exit code and output, and what the device saw.
public struct GuestScenarioResult: Sendable {
  public var name: String
  public var exitCode: Int32
  /// The device's log lines, as written by `ffdevice` (see `scripts/kernel-ff/ffdevice.c`).
  public var deviceLog: [String]
  /// haptui's standard output and error.
  public var output: String
  public var errors: String
  /// Upload, play, stop and erase requests in the order the device received them.
  public var events: [DeviceEvent]
  /// The effect ids the device saw uploaded and erased.
  public var uploadedIDs: Set<Int>
  public var erasedIDs: Set<Int>
  /// Whether the device was destroyed mid-play on purpose.
  public var vanished: Bool
  /// The player's start time (CLOCK_MONOTONIC ns, the guest's clock), when haptui traced it.
  public var startTime: UInt64?

  /// Parses the lines of one scenario block.
  init(name: String, exitCode: Int32, lines: [String]) {
    self.name = name
    self.exitCode = exitCode
    var log: [String] = []
    var out: [String] = []
    var err: [String] = []
    for line in lines {
      if line.hasPrefix("dev: ") {
        log.append(String(line.dropFirst(5)))
      } else if line.hasPrefix("out: ") {
        out.append(String(line.dropFirst(5)))
      } else if line.hasPrefix("err: ") {
        err.append(String(line.dropFirst(5)))
      }
    }
    deviceLog = log
    output = out.map { $0 + "\n" }.joined()
    errors = err.map { $0 + "\n" }.joined()
    events = []
    uploadedIDs = []
    erasedIDs = []
    vanished = log.contains("vanish")
    startTime =
      err.lazy.filter { $0.hasPrefix("haptui-trace: start ") }
      .compactMap { UInt64($0.dropFirst("haptui-trace: start ".count)) }.first
    for line in log {
      let words = line.split(separator: " ")
      guard words.count >= 3, let time = UInt64(words[1]) else { continue }
      var fields: [String: Int] = [:]
      for word in words.dropFirst(2) {
        let pair = word.split(separator: "=", maxSplits: 1)
        if pair.count == 2 {
          fields[String(pair[0])] = Int(pair[1]) ?? Int(pair[1].dropFirst(2), radix: 16)
        }
      }
      switch words[0] {
      case "upload":
        let effect = RumbleEffect(
          strong: UInt16(clamping: fields["strong"] ?? 0),
          weak: UInt16(clamping: fields["weak"] ?? 0),
          length: fields["length"] ?? 0)
        events.append(DeviceEvent(kind: .upload, time: time, effect: effect))
        if let id = fields["id"] { uploadedIDs.insert(id) }
      case "play":
        events.append(DeviceEvent(kind: (fields["value"] ?? 0) > 0 ? .play : .stop, time: time))
      case "erase":
        events.append(DeviceEvent(kind: .erase, time: time))
        if let id = fields["id"] { erasedIDs.insert(id) }
      default:
        break
      }
    }
  }
}
