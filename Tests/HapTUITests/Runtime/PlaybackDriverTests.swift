import Glibc
import HapModel
import HapPlayback
import HapRender
import Testing

@testable import HapTUI

@Suite("Playback driver: the player on its own thread", .serialized)
struct PlaybackDriverTests {
  let pattern = HapticPattern(
    id: "p",
    track: [
      TrackEvent(id: EventID(1), at: 0, type: .transient, intensity: 1, sharpness: 0.5),
      TrackEvent(
        id: EventID(2), at: 60, type: .continuous, intensity: 0.6, sharpness: 0.2, duration: 120),
    ])

  func request(_ target: PlaybackState.Target = .track) -> PlaybackRequest {
    PlaybackRequest(generation: 1, pattern: pattern, target: target, settings: .standard)
  }

  func waitUntil(_ seconds: Double, _ condition: () -> Bool) -> Bool {
    var waited = 0.0
    while waited < seconds {
      if condition() { return true }
      usleep(5_000)
      waited += 0.005
    }
    return condition()
  }

  @Test("plays the track to its end on the device, reporting elapsed time, and erases")
  func playsToEnd() {
    let device = RecordingRumbleDevice()
    let driver = PlayerPlaybackDriver(openDevice: { device }, deviceName: nil)
    #expect(driver.start(request()) == nil)
    #expect(driver.elapsed != nil)
    #expect(waitUntil(3) { driver.elapsed == nil })
    #expect(driver.failure == nil)
    #expect(device.calls.contains { $0.kind == .play })
    #expect(device.liveEffects.isEmpty && device.playingEffects.isEmpty)
    driver.stop()
  }

  @Test("stops at once, even when asked before the thread has started")
  func stopsAtOnce() {
    let device = RecordingRumbleDevice()
    let long = HapticPattern(
      id: "long",
      track: [TrackEvent(id: EventID(1), at: 0, type: .continuous, intensity: 1, duration: 10_000)])
    let driver = PlayerPlaybackDriver(openDevice: { device }, deviceName: nil)
    _ = driver.start(
      PlaybackRequest(generation: 1, pattern: long, target: .track, settings: .standard))
    let started = MonotonicTime.milliseconds()
    driver.stop()
    #expect(MonotonicTime.milliseconds() - started < 1000)
    #expect(driver.elapsed == nil)
    #expect(device.playingEffects.isEmpty && device.liveEffects.isEmpty)
  }

  @Test("with no device the clock still runs the playhead")
  func noDevice() {
    let driver = PlayerPlaybackDriver(openDevice: { nil }, deviceName: nil)
    #expect(driver.start(request()) == nil)
    #expect(waitUntil(2) { (driver.elapsed ?? 0) > 20 })
    driver.stop()
  }

  @Test("a platform target plays that profile's feel; haptics off plays nothing")
  func schedules() throws {
    let web = PlayerPlaybackDriver.schedule(
      for: request(.platform(.web, profile: "android-chrome")))
    let profile = try #require(DeviceProfile.named("android-chrome", platform: .web))
    #expect(web == Renderer.render(pattern, profile: profile, settings: .standard).feel)
    #expect(PlayerPlaybackDriver.schedule(for: request()) == RumbleSchedule.richest(for: pattern))
    var off = request()
    off.settings.hapticsOff = true
    #expect(PlayerPlaybackDriver.schedule(for: off).steps.isEmpty)
  }
}
