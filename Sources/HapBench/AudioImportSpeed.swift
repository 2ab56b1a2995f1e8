import Foundation
import HapImport

/// Benchmark 7 (issue 15): a 10 s sound analysed and written as a `.hap.md`, in this process
/// (decode, resample, envelope, spectrum, onsets, steps, the writer) and as `haptui import`;
/// aim: under 50 ms on one core, 200× real time.
enum AudioImportSpeed {
  static let seconds = 10
  static let rate = 44_100

  static func run(_ context: BenchContext) -> BenchResult {
    var result = BenchResult(
      name: "import a 10 s sound", aim: "under 50 ms on one core (200x real time)", note: "")
    let path = context.scratch + "/sound.wav"
    FileManager.default.createFile(atPath: path, contents: Data(sound()))
    var written = 0
    var events = 0
    var library: [Double] = []
    for _ in 0..<7 {
      library.append(
        Clock.measure {
          if case .success(let imported) = Importer.importFile(at: path) {
            events = imported.pattern.events.count
            written = (try? ImportWriter.bytes(for: imported))?.count ?? 0
          }
        })
    }
    var runs: [ChildProcess.Outcome] = []
    for round in 0..<3 {
      let folder = context.scratch + "/audio-\(round)"
      runs.append(ChildProcess.run([context.haptui, "import", "--out", folder, path]))
    }
    let inProcess = Statistics(library).median / 1e6
    let cpu = Statistics(runs.map(\.cpuSeconds)).median * 1000
    result.add("library: read, analyse, step, write (median of 7)", inProcess, "ms")
    result.add("real time / library time", Double(seconds) * 1000 / max(inProcess, 1e-9), "x")
    result.add("haptui import, processor (median of 3)", cpu, "ms")
    result.add(
      "haptui import, wall (median of 3)", Statistics(runs.map(\.seconds)).median * 1000, "ms")
    result.add("events written", Double(events), "events")
    result.met = inProcess < 50
    result.note =
      "a generated 10 s, 44.1 kHz stereo 16-bit WAV (taps, a swell, noise); \(written) bytes "
      + "written; exit status \(runs.last?.status ?? -1); the command's time includes process "
      + "start"
    return result
  }

  /// Ten seconds of taps every 250 ms over a slow swell and a little noise, stereo, 16-bit PCM.
  static func sound() -> [UInt8] {
    let frames = seconds * rate
    var state: UInt64 = 0x5EED
    var data = [UInt8]()
    data.reserveCapacity(frames * 4)
    for frame in 0..<frames {
      let time = Double(frame) / Double(rate)
      let tap = time.truncatingRemainder(dividingBy: 0.25)
      var value = 0.6 * exp(-tap / 0.015) * sin(2 * Double.pi * 180 * tap)
      value += 0.2 * (0.5 - 0.5 * cos(2 * Double.pi * time / 5)) * sin(2 * Double.pi * 90 * time)
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      value += 0.02 * (Double(state >> 40) / Double(1 << 24) - 0.5)
      let sample = UInt16(bitPattern: Int16(max(-1, min(1, value)) * 32767))
      let bytes = [UInt8(sample & 0xFF), UInt8(sample >> 8)]
      data += bytes + bytes
    }
    func le(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8((value >> (8 * $0)) & 0xFF) }
    }
    var header = Array("RIFF".utf8) + le(36 + data.count, 4) + Array("WAVEfmt ".utf8)
    header += le(16, 4) + le(1, 2) + le(2, 2) + le(rate, 4) + le(rate * 4, 4) + le(4, 2)
    header += le(16, 2) + Array("data".utf8) + le(data.count, 4)
    return header + data
  }
}
