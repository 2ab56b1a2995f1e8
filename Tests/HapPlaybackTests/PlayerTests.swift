import Glibc
import HapRender
import HapSystem
import Synchronization
import Testing

@testable import HapPlayback

@Suite struct PlayerTests {
  static let ms: UInt64 = 1_000_000
  static let schedule = RumbleSchedule(steps: [
    RumbleStep(at: 0, duration: 100, strong: 0xFFFF, weak: 0),
    RumbleStep(at: 100, duration: 100, strong: 0x8000, weak: 0x4000),
    RumbleStep(at: 300, duration: 60, strong: 0, weak: 0xFFFF),
  ])

  func effect(_ strong: UInt16, _ weak: UInt16) -> RumbleEffect {
    RumbleEffect(strong: strong, weak: weak, length: 350)
  }

  @Test func playsToTheEndThenStopsAndErases() {
    let clock = SimulatedClock()
    let device = RecordingRumbleDevice(clock: clock)
    let outcome = Player(clock: clock).play(Self.schedule, on: device)
    #expect(outcome == .finished)
    #expect(
      device.calls == [
        .upload(effect(0xFFFF, 0), id: nil), .play(0), .upload(effect(0x8000, 0x4000), id: 0),
        .stop(0), .upload(effect(0, 0xFFFF), id: 0), .play(0), .stop(0), .erase(0),
      ])
    #expect(device.liveEffects.isEmpty)
    #expect(device.playingEffects.isEmpty)
  }

  @Test func deadlinesAreAbsoluteSoLatenessNeverAccumulates() {
    let start: UInt64 = 5_000 * Self.ms
    let clock = SimulatedClock(start: start, lateness: 3 * Self.ms)
    let device = RecordingRumbleDevice(clock: clock)
    #expect(Player(clock: clock).play(Self.schedule, on: device) == .finished)
    // Every wait asks for start + offset, although every previous wait returned 3 ms late.
    let offsets = clock.deadlines.map { ($0 - start) / Self.ms }
    #expect(offsets == [0, 100, 200, 200, 300, 360, 360])
    // Each timed call therefore lands exactly 3 ms late, not 3 ms more each time.
    let times = device.records.dropFirst().dropLast().map { ($0.time - start) / 1000 }
    #expect(times == [3000, 103_000, 203_000, 203_000, 303_000, 363_000])
  }

  @Test func oneEffectIdIsUpdatedInPlaceWithAFixedLength() {
    let clock = SimulatedClock()
    let device = RecordingRumbleDevice(clock: clock)
    _ = Player(clock: clock).play(Self.schedule, on: device)
    let uploads = device.calls.compactMap { call -> (RumbleEffect, Int16?)? in
      if case .upload(let effect, let id) = call { return (effect, id) }
      return nil
    }
    #expect(uploads.map(\.1) == [nil, 0, 0])
    #expect(Set(uploads.map(\.0.length)) == [350])
  }

  @Test func stopRequestMidStepStopsAndErasesAtOnce() {
    let clock = SimulatedClock(start: 0)
    let device = RecordingRumbleDevice(clock: clock)
    let player = Player(clock: clock)
    let seen = Mutex<Int?>(nil)
    clock.at(150 * Self.ms) {
      seen.withLock { $0 = player.elapsedMilliseconds }
      player.stop()
    }
    #expect(player.play(Self.schedule, on: device) == .stopped)
    #expect(seen.withLock { $0 } == 150)
    #expect(Array(device.calls.suffix(2)) == [.stop(0), .erase(0)])
    #expect(device.records.last?.time == 150 * Self.ms)
    #expect(device.liveEffects.isEmpty)
    #expect(player.elapsedMilliseconds == nil)
    #expect(!player.isPlaying)
  }

  @Test func stopRequestInAGapErasesWithoutAnotherStop() {
    let clock = SimulatedClock(start: 0)
    let device = RecordingRumbleDevice(clock: clock)
    let player = Player(clock: clock)
    clock.at(250 * Self.ms) { player.stop() }
    #expect(player.play(Self.schedule, on: device) == .stopped)
    #expect(
      Array(device.calls.suffix(3)) == [.stop(0), .upload(effect(0, 0xFFFF), id: 0), .erase(0)])
    #expect(device.liveEffects.isEmpty)
  }

  @Test func stopFromAnotherThreadEndsARealTimePlaybackPromptly() {
    let device = RecordingRumbleDevice()
    let player = Player()
    let long = RumbleSchedule(steps: [
      RumbleStep(at: 0, duration: 60_000, strong: 0x4000, weak: 0)
    ])
    let finished = Mutex(false)
    // A real thread, not a Task: a blocking playback must never sit on the cooperative pool.
    let playback = PlaybackThread(player: player, schedule: long, device: device) { _ in
      finished.withLock { $0 = true }
    }
    while !player.isPlaying && playback.outcome == nil { usleep(1000) }
    player.stop()
    // The outcome is there long before the 60 s step would end.
    #expect(playback.join() == .stopped)
    #expect(finished.withLock { $0 })
    #expect(Array(device.calls.suffix(2)) == [.stop(0), .erase(0)])
    #expect(device.liveEffects.isEmpty)
  }

  @Test func anUnpluggedDeviceEndsPlaybackWithDeviceGone() {
    let clock = SimulatedClock(start: 0)
    let device = RecordingRumbleDevice(path: "/dev/input/event9", clock: clock)
    clock.at(120 * Self.ms) { device.unplug() }
    let outcome = Player(clock: clock).play(Self.schedule, on: device)
    #expect(outcome == .failed(.deviceGone(path: "/dev/input/event9")))
    // The stop at 200 ms failed; the clean-up still tried to stop and erase.
    let failed = device.records.filter { !$0.succeeded }.map(\.call)
    #expect(failed == [.stop(0), .stop(0), .erase(0)])
    #expect(device.liveEffects.isEmpty)
  }

  @Test func aDeviceErrorStillStopsAndErases() {
    let clock = SimulatedClock(start: 0)
    let device = RecordingRumbleDevice(clock: clock)
    device.fail(.upload, after: 1, with: .effectRejected(path: "recording"))
    device.fail(.upload, after: 0, with: .noRoom(path: "recording"))
    let outcome = Player(clock: clock).play(Self.schedule, on: device)
    // The second upload (the fallback after the rejected update) finds no room.
    #expect(outcome == .failed(.noRoom(path: "recording")))
    #expect(device.liveEffects.isEmpty)
    #expect(device.playingEffects.isEmpty)
  }

  @Test func noRoomForTheFirstEffectLeavesNothingBehind() {
    let clock = SimulatedClock(start: 0)
    let full = RumbleCapabilities(
      rumble: true, periodic: false, sine: false, gain: false, effectSlots: 0)
    let device = RecordingRumbleDevice(capabilities: full, clock: clock)
    #expect(
      Player(clock: clock).play(Self.schedule, on: device) == .failed(.noRoom(path: "recording")))
    #expect(device.calls.isEmpty)
    #expect(clock.deadlines.isEmpty)
  }

  @Test func aRejectedPlayIsReportedAndTheEffectErased() {
    let clock = SimulatedClock(start: 0)
    let device = RecordingRumbleDevice(clock: clock)
    device.fail(.play, with: .effectRejected(path: "recording"))
    #expect(
      Player(clock: clock).play(Self.schedule, on: device)
        == .failed(.effectRejected(path: "recording")))
    #expect(device.calls == [.upload(effect(0xFFFF, 0), id: nil), .erase(0)])
  }

  @Test func aDeviceThatRefusesUpdatesGetsEraseAndUpload() {
    let clock = SimulatedClock(start: 0)
    let device = RecordingRumbleDevice(clock: clock, rejectsUpdates: true)
    #expect(Player(clock: clock).play(Self.schedule, on: device) == .finished)
    #expect(
      device.calls == [
        .upload(effect(0xFFFF, 0), id: nil), .play(0), .erase(0),
        .upload(effect(0x8000, 0x4000), id: nil), .play(0), .stop(0), .erase(0),
        .upload(effect(0, 0xFFFF), id: nil), .play(0), .stop(0), .erase(0),
      ])
    #expect(device.liveEffects.isEmpty)
  }

  @Test func loopingRepeatsOnAbsoluteDeadlinesUntilStopped() {
    let clock = SimulatedClock(start: 0, lateness: 1 * Self.ms)
    let device = RecordingRumbleDevice(clock: clock)
    let player = Player(clock: clock)
    let seen = Mutex<[Int?]>([])
    clock.at(400 * Self.ms) { seen.withLock { $0.append(player.elapsedMilliseconds) } }
    clock.at(1000 * Self.ms) { player.stop() }
    #expect(player.play(Self.schedule, on: device, looping: true) == .stopped)
    // The last step (300–360) runs into the next pass's first (0–100) without a gap, so the
    // pass boundary is an in-place update, not a new play.
    let starts = device.records.filter { $0.call == .play(0) }.map { $0.time / Self.ms }
    #expect(starts == [1, 301, 661])
    let updates = device.records.filter { $0.call == .upload(effect(0xFFFF, 0), id: 0) }
    #expect(updates.map { $0.time / Self.ms } == [361, 721])
    #expect(seen.withLock { $0 } == [40])
    #expect(device.liveEffects.isEmpty)
  }

  @Test func withoutADeviceTheClockStillRuns() {
    let clock = SimulatedClock(start: 0)
    #expect(Player(clock: clock).play(Self.schedule, on: nil) == .finished)
    #expect(clock.now() == 360 * Self.ms)
  }

  @Test func aStopSignalRaisedBeforeTheStartPlaysNothing() {
    let clock = SimulatedClock(start: 0)
    let device = RecordingRumbleDevice(clock: clock)
    let signal = StopSignal()
    signal.raise()
    #expect(Player(clock: clock).play(Self.schedule, on: device, stop: signal) == .stopped)
    #expect(device.calls == [.upload(effect(0xFFFF, 0), id: nil), .erase(0)])
  }
}
