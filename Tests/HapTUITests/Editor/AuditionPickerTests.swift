import HapAudition
import HapModel
import HapPlayback
import HapRender
import HapTestSupport
import Testing

@testable import HapTUI

/// The editor's target picker (`O`): a search off the input path, then a step through the
/// targets that can play; Space, `s` and `r` carry the choice to the driver.
@Suite("The audition target picker")
struct AuditionPickerTests {
  static let listing: [TargetListing] = [
    TargetListing(
      kind: "adb", target: "adb:PIXEL36", name: "Pixel 8 Pro, API 36",
      keeps: ["amplitude steps", "primitives", "envelopes"]),
    TargetListing(
      kind: "adb", target: "adb:LOCKED", name: "Locked", keeps: [],
      problem: "the phone has not authorised this computer"),
    TargetListing(
      kind: "sound", target: "sound", name: "sound card default (heard, not felt)",
      keeps: ["clicks"], heard: true),
  ]

  @Test("O searches once, then steps through the targets that can play")
  func picking() {
    var state = EditorFixture.state()
    #expect(EditorFixture.press("O", &state) == [.findTargets])
    #expect(state.screen.message?.text.contains("looking for audition targets") == true)
    #expect(EditorFixture.press("O", &state).isEmpty, "one search at a time")
    _ = EditorReducer.reduce(&state, .targetsFound(Self.listing))
    #expect(state.audition.chosen == "adb:PIXEL36")
    #expect(
      state.screen.message?.text.contains("targets: rumble device, adb:PIXEL36, sound") == true)
    _ = EditorFixture.press("O", &state)
    #expect(state.audition.chosen == "sound")
    #expect(state.screen.message?.text.contains("heard, not felt") == true)
    _ = EditorFixture.press("O", &state)
    #expect(state.audition.chosen == nil, "the locked phone is skipped; back to the rumble device")
    #expect(state.screen.message?.text.contains("rumble device") == true)
  }

  @Test("Space, s and r play on the chosen target and the status line names it")
  func playing() throws {
    var state = EditorFixture.state()
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .targetsFound(Self.listing))
    for key in [" ", "s", "r"] {
      if state.playback.isPlaying { _ = EditorReducer.reduce(&state, .key(.character(" "))) }
      let effects = EditorReducer.reduce(&state, .key(.character(key.first!)))
      let request = try #require(
        effects.compactMap { if case .startPlayback(let r) = $0 { r } else { nil } }.first,
        "\(key) starts playback")
      #expect(request.audition == "adb:PIXEL36", "\(key)")
      #expect(state.screen.message?.text.contains("connecting to adb:PIXEL36") == true, "\(key)")
    }
    let generation = state.playback.generation
    _ = EditorReducer.reduce(
      &state, .auditionStarted(generation: generation, summary: "adb:PIXEL36: xml envelope"))
    #expect(state.screen.message?.text == "playing on adb:PIXEL36: xml envelope")
    // A phone's summary names the phone, not the target: the status line adds the target.
    _ = EditorReducer.reduce(
      &state,
      .auditionStarted(generation: generation, summary: "Pixel 8 Pro, API 36: xml envelope"))
    #expect(
      state.screen.message?.text == "playing on adb:PIXEL36: Pixel 8 Pro, API 36: xml envelope")
  }

  @Test("Nothing that can play says why and keeps the rumble device")
  func nothingPlayable() {
    var state = EditorFixture.state()
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .targetsFound([Self.listing[1]]))
    #expect(state.audition.chosen == nil)
    #expect(state.screen.message?.text.contains("not authorised") == true)
  }

  @Test("The driver connects once, plays, reports what played and cancels on stop")
  func driver() {
    let fake = SlowAuditionTarget(name: "fake", delayMs: 0)
    let driver = AuditionPlaybackDriver(
      fallback: ClockPlaybackDriver(),
      connect: { name throws(AuditionFailure) in
        guard name == "fake" else { throw AuditionFailure(target: name, "no such target") }
        return fake.connect()
      })
    let pattern = EditorFixture.pattern
    let request = PlaybackRequest(
      generation: 1, pattern: pattern, target: .track, settings: .standard, audition: "fake")
    #expect(driver.start(request) == nil)
    #expect(
      AuditionPlaybackDriverTests.reports(driver)
        == [.started(generation: 1, summary: "fake: waveform; amplitude kept")])
    #expect(driver.elapsed != nil)
    #expect(driver.start(request) == nil, "a new play cancels the last")
    #expect(AuditionPlaybackDriverTests.reports(driver).count == 1)
    driver.finish()
    #expect(
      fake.log == ["connect", "play \(pattern.id)", "cancel", "play \(pattern.id)", "cancel"])
    var missing = request
    missing.audition = "adb:GONE"
    #expect(driver.start(missing) == nil, "the connect runs on the worker")
    AuditionPlaybackDriverTests.waitUntil { driver.failure != nil }
    #expect(driver.failure == "adb:GONE: no such target")
    var rumble = request
    rumble.audition = nil
    #expect(driver.start(rumble) == nil)
    #expect(driver.failure == nil)
    driver.finish()
    #expect(driver.takeReports().isEmpty)
  }
}
