import Glibc
import HapRender
import HapSystem
import Synchronization
import Testing

@testable import HapPlayback

/// A stop must never be lost: not when it comes before the playing thread reaches `play`, not
/// when one playback ends while the next is being prepared; and a stale stop must not cancel a
/// later playback.
@Suite struct StopBeforePlayTests {
  static let ms: UInt64 = 1_000_000
  static let short = RumbleSchedule(steps: [
    RumbleStep(at: 0, duration: 100, strong: 0xFFFF, weak: 0),
    RumbleStep(at: 200, duration: 100, strong: 0, weak: 0xFFFF),
  ])
  /// A minute long: if a stop were lost, playback would run on and the outcome would be late
  /// and `.finished`.
  static let minute = RumbleSchedule(steps: [
    RumbleStep(at: 0, duration: 60_000, strong: 0x4000, weak: 0)
  ])

  @Test func aStopAfterPrepareEndsThePlaybackBeforeItStarts() {
    let clock = SimulatedClock(start: 0)
    let device = RecordingRumbleDevice(clock: clock)
    let player = Player(clock: clock)
    let signal = StopSignal()
    player.prepare(stop: signal)
    // The stop comes between the decision to play and the call to play.
    player.stop()
    #expect(player.play(Self.short, on: device, stop: signal) == .stopped)
    // The first effect was loaded but never played, then erased.
    #expect(device.calls.count == 2)
    #expect(!device.calls.contains(.play(0)))
    #expect(device.calls.last == .erase(0))
    #expect(device.liveEffects.isEmpty)
  }

  @Test func aStaleStopDoesNotCancelALaterPlayback() {
    let clock = SimulatedClock(start: 0)
    let player = Player(clock: clock)
    player.stop()  // nothing is playing or prepared
    #expect(player.play(Self.short, on: RecordingRumbleDevice(clock: clock)) == .finished)
    player.stop()  // the playback has ended
    #expect(player.play(Self.short, on: RecordingRumbleDevice(clock: clock)) == .finished)
  }

  @Test func aPlaybackThatEndsKeepsTheNextOnesPreparedSignal() {
    let clock = SimulatedClock(start: 0)
    let player = Player(clock: clock)
    let next = StopSignal()
    // While the first playback runs, the next one is prepared (as a second PlaybackThread
    // would be); the first one's end must not disarm it.
    clock.at(150 * Self.ms) { player.prepare(stop: next) }
    #expect(player.play(Self.short, on: nil) == .finished)
    player.stop()
    #expect(next.isRaised)
    #expect(player.play(Self.short, on: nil, stop: next) == .stopped)
  }

  @Test func playerStopRightAfterTheThreadIsCreatedIsNeverLost() throws {
    // Before the fix the new thread had usually not reached `play` yet, so the stop found
    // nothing to raise and the minute-long schedule played on to `.finished`. Now the stop
    // ends it whichever comes first: before the first cue (nothing plays) or, when the thread
    // wins the race, right after it.
    for _ in 0..<5 {
      let device = RecordingRumbleDevice()
      let player = Player()
      let playback = PlaybackThread(player: player, schedule: Self.minute, device: device)
      player.stop()
      try #require(playback.join() == .stopped)
      #expect(device.liveEffects.isEmpty)
      #expect(device.playingEffects.isEmpty)
    }
  }

  @Test func theThreadsOwnStopAndACallersSignalEndIt() throws {
    let player = Player()
    let playback = PlaybackThread(player: player, schedule: Self.minute, device: nil)
    playback.stop()
    try #require(playback.join() == .stopped)

    // A signal the caller made (as a command's signal handler raises) is the thread's signal.
    let signal = StopSignal()
    let second = PlaybackThread(player: player, schedule: Self.minute, device: nil, stop: signal)
    #expect(second.stopSignal === signal)
    signal.raise()
    try #require(second.join() == .stopped)
  }
}
