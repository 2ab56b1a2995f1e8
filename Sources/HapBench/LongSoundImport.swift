import Foundation

/// Issue 23: `haptui import` of a generated 10-minute, 48 kHz mono 16-bit WAV, as a user runs
/// it (wall time with process start, peak resident memory); aim: at most 1 s and 200 MB. The
/// 10-minute sound is judged; a 5-minute one (the import's limit before D310) is measured
/// beside it.
enum LongSoundImport {
  static let rate = 48_000

  static func run(_ context: BenchContext) -> BenchResult {
    var result = BenchResult(
      name: "import a 10-minute 48 kHz sound", aim: "at most 1 s and 200 MB", note: "")
    var statuses: [Int: Int32] = [:]
    var met = true
    for minutes in [5, 10] {
      let path = context.scratch + "/sound-\(minutes)-min.wav"
      FileManager.default.createFile(atPath: path, contents: Data(sound(seconds: minutes * 60)))
      var runs: [ChildProcess.Outcome] = []
      for round in 0..<3 {
        let folder = context.scratch + "/sound-\(minutes)-min-\(round)"
        runs.append(ChildProcess.run([context.haptui, "import", "--out", folder, path]))
      }
      unlink(path)
      let seconds = Statistics(runs.map(\.seconds)).median
      let peak = runs.map(\.peakBytes).max() ?? 0
      let written = context.scratch + "/sound-\(minutes)-min-0/sound-\(minutes)-min.hap.md"
      let text = (try? String(contentsOfFile: written, encoding: .utf8)) ?? ""
      let events = text.components(separatedBy: "\"at\":").count - 1
      result.add("\(minutes) min: haptui import, wall (median of 3)", seconds * 1000, "ms")
      result.add(
        "\(minutes) min: haptui import, processor (median of 3)",
        Statistics(runs.map(\.cpuSeconds)).median * 1000, "ms")
      result.add(
        "\(minutes) min: haptui import, peak resident memory", Double(peak) / 1_048_576, "MB")
      result.add("\(minutes) min: events written", Double(events), "events")
      statuses[minutes] = runs.last?.status ?? -1
      if minutes == 10 {
        met = runs.allSatisfy { $0.status == 0 } && seconds <= 1 && peak <= 200 * 1_048_576
      }
    }
    result.met = met
    let refused = statuses[10] == 0 ? "" : "; the 10-minute sound is refused"
    let verdict = met ? "; the 10-minute import meets the aim" : "; the aim is NOT met"
    result.note =
      "generated 48 kHz mono 16-bit WAVs (taps every 250 ms over a swell and noise); exit "
      + "statuses 5 min \(statuses[5] ?? -1), 10 min \(statuses[10] ?? -1)\(refused); the times "
      + "include process start\(verdict)"
    return result
  }

  /// Taps every 250 ms over a slow swell and a little noise, mono, 16-bit PCM, with its header.
  static func sound(seconds: Int) -> [UInt8] {
    let frames = seconds * rate
    var state: UInt64 = 0x5EED
    var data = [UInt8](repeating: 0, count: frames * 2)
    let tapFrames = rate / 4
    for frame in 0..<frames {
      let time = Double(frame) / Double(rate)
      let tap = Double(frame % tapFrames) / Double(rate)
      var value = tap < 0.1 ? 0.6 * exp(-tap / 0.015) * sin(2 * Double.pi * 180 * tap) : 0
      value += 0.2 * (0.5 - 0.5 * cos(2 * Double.pi * time / 5)) * sin(2 * Double.pi * 90 * time)
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      value += 0.02 * (Double(state >> 40) / Double(1 << 24) - 0.5)
      let sample = UInt16(bitPattern: Int16(max(-1, min(1, value)) * 32767))
      data[frame * 2] = UInt8(sample & 0xFF)
      data[frame * 2 + 1] = UInt8(sample >> 8)
    }
    func le(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8((value >> (8 * $0)) & 0xFF) }
    }
    var header = Array("RIFF".utf8) + le(36 + data.count, 4) + Array("WAVEfmt ".utf8)
    header += le(16, 4) + le(1, 2) + le(1, 2) + le(rate, 4) + le(rate * 2, 4) + le(2, 2)
    header += le(16, 2) + Array("data".utf8) + le(data.count, 4)
    return header + data
  }
}
