import HapModel
import HapPlayback
import HapRender
import PlaybackHarness
import Testing

/// `haptui play FILE` in the guest: the schedule the render engine gives for the file is what
/// the device receives, in order, with its magnitudes, on time, and erased at the end.
@Suite struct KernelFileTests {
  static func pattern() throws -> HapticPattern {
    let document = HapDocument.read(path: KernelGuest.patternPath)
    return try #require(document.pattern)
  }

  /// Checks a scenario's device log against the plan of `schedule`.
  func expectPlayed(_ name: String, _ schedule: RumbleSchedule) async throws {
    let result = try await KernelGuest.result(name)
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(!schedule.steps.isEmpty)
    let plan = PlaybackPlan(schedule)
    let start = try #require(result.startTime, "haptui did not trace its start")
    // `measure` matches every upload, play and stop to the plan, magnitudes included.
    let timing = try PlaybackTiming.measure(result.events, against: plan, start: start)
    // One slip of the emulated processor under load is allowed, as in KernelPlaybackTests.
    KernelPlaybackTests.expectOnTime(
      timing.errors.enumerated().map {
        (abs($0.element), "\(name): event \($0.offset) of \(timing.errors) ms")
      })
    #expect(
      KernelPlaybackTests.medianOutsideSlip(timing) <= 5, "\(name): \(timing.errors) ms")
    let cues = plan.firstPass.count + 1
    #expect(Array(result.events.dropFirst(cues).map(\.kind)) == [.stop, .erase])
    #expect(result.uploadedIDs == result.erasedIDs)
    for event in result.events where event.kind == .upload {
      #expect(event.effect?.length == plan.effectLength)
    }
  }

  @Test func aFilePlaysItsRichestRumble() async throws {
    let schedule = RumbleSchedule.richest(
      for: try Self.pattern(), motor: DeviceKind.generic.motorModel)
    try await expectPlayed("file", schedule)
  }

  @Test func webPlaysTheFallbackVibrationPattern() async throws {
    // fallbacks.web is [40, 80, 60]: on 40 ms, off 80 ms, on 60 ms.
    let result = try await KernelGuest.result("web")
    let start = try #require(result.startTime)
    let timed = result.events.filter { $0.kind == .play || $0.kind == .stop }
    let offsets = timed.prefix(4).map { Double(Int64(bitPattern: $0.time &- start)) / 1e6 }
    #expect(timed.prefix(4).map(\.kind) == [.play, .stop, .play, .stop])
    KernelPlaybackTests.expectOnTime(
      zip(offsets, [0.0, 40, 120, 180]).map { (abs($0 - $1), "web: \(offsets) ms") })
    let profile = DeviceProfile.defaultProfile(for: .web)
    let feel = Renderer.render(try Self.pattern(), profile: profile, settings: .standard).feel
    try await expectPlayed("web", feel)
  }

  @Test func androidBasicPlaysWhatThatProfileKeeps() async throws {
    let profile = try #require(DeviceProfile.named("basic", platform: .android))
    let feel = Renderer.render(try Self.pattern(), profile: profile, settings: .standard).feel
    try await expectPlayed("android-basic", feel)
  }
}
