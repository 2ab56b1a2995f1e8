import Glibc
import HapAudition
import HapModel
import HapPlayback
import HapSound
import HapSystem
import HapTestSupport
import Testing

@testable import HapTUI

/// The audition driver's worker (D237): connecting to and playing on a slow phone never holds
/// the run loop, what played comes back as a report, stops reach the phone in order (quitting
/// waits for them), and a phone unplugged mid-play is said, naming it and the fix.
@Suite("Audition driver: slow phones off the run loop, stops in order, unplugged phones said")
struct AuditionPlaybackDriverTests {
  static let request = PlaybackRequest(
    generation: 7, pattern: EditorFixture.pattern, target: .track, settings: .standard,
    audition: "adb:SLOW")

  static func driver(_ fake: SlowAuditionTarget) -> AuditionPlaybackDriver {
    AuditionPlaybackDriver(
      fallback: ClockPlaybackDriver(),
      connect: { name throws(AuditionFailure) in
        guard name == fake.name else { throw AuditionFailure(target: name, "no such target") }
        return fake.connect()
      })
  }

  /// Milliseconds `body` took.
  static func timed(_ body: () -> Void) -> Int {
    let before = MonotonicTime.milliseconds()
    body()
    return MonotonicTime.milliseconds() - before
  }

  /// Polls the driver's reports as the run loop does, until one comes or 5 s pass.
  static func reports(_ driver: AuditionPlaybackDriver) -> [PlaybackReport] {
    let deadline = MonotonicTime.milliseconds() + 5000
    while MonotonicTime.milliseconds() < deadline {
      let reports = driver.takeReports()
      if !reports.isEmpty { return reports }
      usleep(10_000)
    }
    return []
  }

  /// Polls until `ready` or 5 s pass.
  static func waitUntil(_ ready: () -> Bool) {
    let deadline = MonotonicTime.milliseconds() + 5000
    while !ready() && MonotonicTime.milliseconds() < deadline { usleep(10_000) }
  }

  @Test("start and stop return at once while the phone takes 1 s to connect and 1 s to play")
  func startReturnsAtOnce() {
    let fake = SlowAuditionTarget(delayMs: 1000)
    let driver = Self.driver(fake)
    var started: String? = "not called"
    let took = Self.timed { started = driver.start(Self.request) }
    #expect(started == nil)
    #expect(took < 300, "start took \(took) ms with a 2 s connect and play")
    #expect(driver.elapsed == 0, "the playhead holds at the start while connecting")
    #expect(driver.failure == nil)
    #expect(driver.takeReports().isEmpty)
    #expect(
      Self.reports(driver)
        == [.started(generation: 7, summary: "adb:SLOW: waveform; amplitude kept")])
    #expect(driver.elapsed != nil)
    let stopTook = Self.timed { driver.stop() }
    #expect(stopTook < 300, "stop took \(stopTook) ms")
    driver.finish()
    #expect(fake.log == ["connect", "play fixture", "cancel"])
  }

  @Test("the status line says it is connecting, then what the phone played")
  func statusLine() {
    var state = EditorFixture.state()
    state.audition.targets = [
      TargetListing(kind: "adb", target: "adb:SLOW", name: "Slow phone", keeps: ["on/off"])
    ]
    state.audition.chosen = "adb:SLOW"
    _ = EditorReducer.reduce(&state, .key(.character(" ")))
    #expect(state.screen.message?.text.hasPrefix("connecting to adb:SLOW to start playing") == true)
    let fake = SlowAuditionTarget(delayMs: 200)
    let driver = Self.driver(fake)
    var request = Self.request
    request.generation = state.playback.generation
    _ = driver.start(request)
    for report in Self.reports(driver) {
      guard case .started(let generation, let summary) = report else { continue }
      _ = EditorReducer.reduce(&state, .auditionStarted(generation: generation, summary: summary))
    }
    #expect(state.screen.message?.text == "playing on adb:SLOW: waveform; amplitude kept")
    driver.finish()
  }

  @Test("a new play while connecting: each play that reached the phone is cancelled, in order")
  func order() {
    let fake = SlowAuditionTarget(delayMs: 300)
    let driver = Self.driver(fake)
    _ = driver.start(Self.request)
    _ = driver.start(Self.request)
    _ = driver.start(Self.request)
    #expect(Self.reports(driver).count == 1, "only the last play is reported")
    driver.finish()
    let log = fake.log
    #expect(log.first == "connect" && log.last == "cancel")
    let calls = log.dropFirst()
    // Plays and cancels alternate: a play a newer one replaced before its turn is not sent.
    #expect(calls.count >= 2 && calls.count <= 6, "\(log)")
    for (index, call) in calls.enumerated() {
      #expect(call == (index % 2 == 0 ? "play fixture" : "cancel"), "\(log)")
    }
  }

  @Test("letting go of the driver cancels what plays and waits for the cancel")
  func deinitCancels() {
    let fake = SlowAuditionTarget(delayMs: 100)
    do {
      let driver = Self.driver(fake)
      _ = driver.start(Self.request)
      #expect(!Self.reports(driver).isEmpty)
    }
    #expect(fake.log == ["connect", "play fixture", "cancel"])
  }

  @Test("a phone unplugged mid-play: the stop's failure names the target and the fix")
  func unpluggedStop() {
    let fake = SlowAuditionTarget(delayMs: 50)
    let driver = Self.driver(fake)
    _ = driver.start(Self.request)
    #expect(!Self.reports(driver).isEmpty)
    fake.unplug()
    driver.stop()
    let reports = Self.reports(driver)
    #expect(reports.count == 1)
    guard case .stopFailed(let message) = reports.first else {
      Issue.record("no stop failure: \(reports)")
      return
    }
    #expect(message.hasPrefix("adb:SLOW: the stop did not reach it"))
    #expect(message.contains("replug it, check 'adb devices'"))
    var state = EditorFixture.state()
    _ = EditorReducer.reduce(&state, .auditionStopFailed(message: message))
    #expect(state.screen.message == StatusMessage(message, kind: .error))
    driver.finish()
  }

  @Test("a phone unplugged before the next pass: the play's failure ends playback, said")
  func unpluggedPlay() {
    let fake = SlowAuditionTarget(delayMs: 50)
    let driver = Self.driver(fake)
    _ = driver.start(Self.request)
    #expect(!Self.reports(driver).isEmpty)
    fake.unplug()
    _ = driver.start(Self.request)
    Self.waitUntil { driver.failure != nil }
    #expect(driver.elapsed == nil, "a failed play ends the playhead, so the tick says why")
    let failure = driver.failure ?? ""
    #expect(failure.hasPrefix("adb:SLOW: the phone is gone"))
    #expect(failure.contains("replug it"))
    // The cancel before the new play failed too, and says so.
    #expect(
      driver.takeReports().contains {
        if case .stopFailed(let message) = $0 { message.hasPrefix("adb:SLOW") } else { false }
      })
    // The next play connects afresh (the phone may be back).
    driver.finish()
    let connects = fake.log.filter { $0 == "connect" }.count
    _ = driver.start(Self.request)
    Self.waitUntil { driver.failure != nil }
    driver.finish()
    #expect(fake.log.filter { $0 == "connect" }.count == connects + 1)
  }

  @Test("the run loop passes what played and a stop that failed to the status line")
  func runLoopReports() {
    let folder = TemporaryFolder()
    let fake = SlowAuditionTarget(delayMs: 200)
    var environment = Environment.scripted()
    environment.playback = Self.driver(fake)
    let runtime = EditorLauncher.makeRuntime(
      opened: DocumentSession.open(path: folder.copy(pattern: "heartbeat.hap.md")),
      backend: TestBackend(size: TerminalSize(columns: 200, rows: 40), script: []),
      environment: environment, monochrome: false)
    runtime.dispatch(
      .targetsFound([
        TargetListing(kind: "adb", target: "adb:SLOW", name: "Slow phone", keeps: ["on/off"])
      ]))
    let took = Self.timed { runtime.dispatch(.key(.character(" "))) }
    #expect(took < 300, "Space took \(took) ms")
    #expect(runtime.state.screen.message?.text.hasPrefix("connecting to adb:SLOW") == true)
    Self.waitUntil { runtime.takeAnswers() }
    #expect(runtime.state.screen.message?.text == "playing on adb:SLOW: waveform; amplitude kept")
    fake.unplug()
    runtime.dispatch(.key(.character(" ")))
    #expect(runtime.state.playback.isPlaying == false)
    Self.waitUntil { runtime.takeAnswers() }
    let message = runtime.state.screen.message
    #expect(message?.kind == .error)
    #expect(message?.text.hasPrefix("adb:SLOW: the stop did not reach it") == true)
    #expect(message?.text.contains("replug it") == true)
    runtime.stopDevices()
    #expect(fake.log == ["connect", "play heartbeat", "cancel"])
  }

  @Test("an attached sound waits for the phone to answer, so the two start together")
  func soundWaitsForThePhone() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "heartbeat.hap.md")
    let text = String(decoding: TextFile.bytes(path) ?? [], as: UTF8.self)
    _ = folder.write(
      "heartbeat.hap.md",
      text.replacingFirst("id: heartbeat\n", with: "id: heartbeat\naudio: tone.wav\n"))
    _ = folder.write("tone.wav", TestWAV.bytes(TestWAV.tone(milliseconds: 300), rate: 16_000))
    let output = RecordingSoundOutput(name: "null")
    let fake = SlowAuditionTarget(delayMs: 500)
    var environment = Environment.scripted(soundOutput: { output })
    environment.playback = Self.driver(fake)
    let backend = PacedBackend([(100, .key(.character(" ")))], endMs: 1500)
    let runtime = EditorLauncher.makeRuntime(
      opened: DocumentSession.open(path: path), backend: backend, environment: environment,
      monochrome: false,
      openingActions: [
        .targetsFound([
          TargetListing(kind: "adb", target: "adb:SLOW", name: "Slow phone", keeps: ["on/off"])
        ])
      ])
    #expect(runtime.run() == .inputEnded)
    let space = try #require(backend.delivered.first)
    let firstWrite = try #require(
      output.calls.compactMap { if case .write(_, let at) = $0 { at } else { nil } }.first,
      "\(output.calls)")
    let waited = Int((firstWrite - space) / 1_000_000)
    #expect(waited >= 400, "the sound started \(waited) ms after Space; the phone took 500")
    #expect(backend.texts.contains { $0.contains("connecting to adb:SLOW") })
    #expect(backend.texts.contains { $0.contains("playing on adb:SLOW: waveform") })
    #expect(fake.log.last == "cancel", "input ending cancels what the phone plays")
  }
}
