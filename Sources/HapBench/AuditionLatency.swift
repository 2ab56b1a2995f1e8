import Foundation
import HapAudition
import HapModel
import HapPlayback

/// Benchmark 9 (issue 21): from Space (a play on the chosen target) to the first adb command
/// the phone receives and to the first D-Bus call feedbackd receives, through the stand-ins
/// (Debian's adb client and a stand-in adb server; dbus-run-session with python-dbusmock).
/// Aim: median ≤ 30 ms.
enum AuditionLatency {
  static let plays = 20

  static func run(_ context: BenchContext) -> BenchResult {
    var result = BenchResult(
      name: "audition, Space to the phone",
      aim: "median ≤ 30 ms from Space to the first adb command and to the first D-Bus call",
      note: "")
    let pattern = HapDocument.read(path: context.root + "/Patterns/ramp-up.hap.md").pattern
    guard let pattern,
      let adb = ["/usr/bin/adb"].first(where: FileManager.default.isExecutableFile),
      FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
      FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-run-session")
    else {
      result.note = "skipped: needs adb, /usr/bin/python3 and dbus-run-session (make deps)"
      return result
    }
    var met = true
    if let adbMedian = adbLatency(context, pattern: pattern, adb: adb) {
      result.add("Space to the first adb command: median", adbMedian, "ms")
      met = met && adbMedian <= 30
    } else {
      met = false
      result.note += "the adb stand-in did not start; "
    }
    if let bus = busLatency(context, pattern: pattern) {
      result.add("Space to the first D-Bus call: median", bus.receipt, "ms")
      // Where the time goes (D163): the whole round trip of one play, and the cost of
      // spawning any program through the same runner (`/bin/true`).
      result.add("  one play's busctl round trip: median", bus.roundTrip, "ms")
      result.add("  spawning /bin/true through the runner: median", spawnCost(["/bin/true"]), "ms")
      result.add(
        "  spawning busctl --version through the runner: median",
        spawnCost(["busctl", "--version"]), "ms")
      met = met && bus.receipt <= 30
    } else {
      met = false
      result.note += "the D-Bus stand-in did not start; "
    }
    result.met = met
    result.note +=
      "\(plays) plays of Patterns/ramp-up.hap.md each on a target already connected (as the "
      + "editor's picker holds it), cancel between plays; the adb time is the stand-in "
      + "server's CLOCK_MONOTONIC receipt of the shell command, the D-Bus time python-dbusmock's "
      + "logged receipt (wall clock, 1 ms resolution)"
    return result
  }

  static func adbLatency(_ context: BenchContext, pattern: HapticPattern, adb: String) -> Double? {
    let folder = context.scratch + "/adb"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let help = context.root + "/Tests/Fixtures/audition/help-latest.txt"
    let dump = context.root + "/Tests/Fixtures/audition/dumpsys-api36.txt"
    let config = context.write(
      "adb/config.json",
      "{\"phones\": [{\"serial\": \"BENCH\", \"state\": \"device\", \"model\": \"Bench\", "
        + "\"api\": 36, \"help\": \"\(help)\", \"dump\": \"\(dump)\"}]}")
    let log = folder + "/log"
    guard
      let server = BenchServer(
        [
          "/usr/bin/python3", context.root + "/scripts/audition/adb-standin.py", config, log,
          folder + "/port",
        ], log: folder + "/server.log"),
      BenchServer.waitFor(folder + "/port", seconds: 10),
      let port = try? String(contentsOfFile: folder + "/port", encoding: .utf8)
    else { return nil }
    defer { server.stop() }
    let client = AdbClient(
      runner: SystemProcessRunner(), environment: ["ADB": adb, "ANDROID_ADB_SERVER_PORT": port])
    guard let target = try? AdbTarget.connect(serial: "BENCH", client: client) else { return nil }
    var samples: [Double] = []
    for _ in 0..<plays {
      let before = MonotonicTime.nanoseconds()
      guard (try? target.play(pattern, settings: .standard)) != nil else { return nil }
      let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      let received = text.split(separator: "\n").reversed().first {
        $0.contains("\tBENCH\tcmd vibrator_manager xml")
      }
      guard let received, let time = UInt64(received.prefix { $0 != "\t" }) else { return nil }
      samples.append(Double(Int64(time) - Int64(before)) / 1e6)
      try? target.cancel()
    }
    return Statistics(samples).median
  }

  /// The median time to spawn `words` and reap it through `SystemProcessRunner`.
  static func spawnCost(_ words: [String]) -> Double {
    let runner = SystemProcessRunner()
    let samples = (0..<plays).map { _ -> Double in
      let before = MonotonicTime.nanoseconds()
      _ = runner.run(words, environment: [:], timeout: 2)
      return Double(MonotonicTime.nanoseconds() - before) / 1e6
    }
    return Statistics(samples).median
  }

  static func busLatency(_ context: BenchContext, pattern: HapticPattern) -> (
    receipt: Double, roundTrip: Double
  )? {
    let folder = context.scratch + "/bus"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let calls = folder + "/calls"
    let template = context.root + "/scripts/audition/feedbackd_mock.py"
    guard
      let bus = BenchServer(
        [
          "/usr/bin/dbus-run-session", "--", "/bin/sh", "-c",
          "echo \"$DBUS_SESSION_BUS_ADDRESS\" > '\(folder)/address'; exec /usr/bin/python3 -m "
            + "dbusmock --session -t '\(template)' -l '\(calls)'",
        ], log: folder + "/bus.log"),
      BenchServer.waitFor(folder + "/address", seconds: 10)
    else { return nil }
    defer { bus.stop() }
    usleep(50_000)
    let address = ((try? String(contentsOfFile: folder + "/address", encoding: .utf8)) ?? "")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let target = FeedbackdTarget(
      route: FeedbackdRoute(
        runner: SystemProcessRunner(), environment: ["DBUS_SESSION_BUS_ADDRESS": address],
        remote: nil))
    var ready = false
    for _ in 0..<200 where !ready {
      ready = (try? target.probe()) != nil
      if !ready { usleep(25_000) }
    }
    guard ready else { return nil }
    var samples: [Double] = []
    var trips: [Double] = []
    for _ in 0..<plays {
      let before = Date().timeIntervalSince1970
      let started = MonotonicTime.nanoseconds()
      guard (try? target.play(pattern, settings: .standard)) != nil else { return nil }
      trips.append(Double(MonotonicTime.nanoseconds() - started) / 1e6)
      let text = (try? String(contentsOfFile: calls, encoding: .utf8)) ?? ""
      let received = text.split(separator: "\n").reversed().first {
        $0.contains(" Vibrate ") && !$0.hasSuffix("[]")
      }
      guard let received, let time = Double(received.prefix { $0 != " " }) else { return nil }
      samples.append(max(0, time - before) * 1000)
      try? target.cancel()
    }
    return (Statistics(samples).median, Statistics(trips).median)
  }
}
