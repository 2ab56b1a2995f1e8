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
    #expect(EditorFixture.press("O", &state) == [.findTargets(probe: nil)])
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

  @Test("a loop on a phone keeps saying what played when each pass starts again")
  func loopKeepsWhatPlayed() throws {
    var state = EditorFixture.state()
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .targetsFound(Self.listing))
    _ = EditorFixture.press("r", &state)
    #expect(state.screen.message?.text.contains("connecting to adb:PIXEL36") == true)
    var generation = state.playback.generation
    _ = EditorReducer.reduce(
      &state, .auditionStarted(generation: generation, summary: "adb:PIXEL36: xml envelope"))
    for pass in 1...3 {
      let effects = EditorReducer.reduce(&state, .playbackEnded(generation: generation))
      let request = try #require(
        effects.compactMap { if case .startPlayback(let r) = $0 { r } else { nil } }.first,
        "pass \(pass) starts again")
      #expect(request.audition == "adb:PIXEL36")
      #expect(state.playback.generation == generation + 1)
      generation = state.playback.generation
      #expect(
        state.screen.message?.text == "playing on adb:PIXEL36: xml envelope",
        "pass \(pass): not 'connecting…' again")
      _ = EditorReducer.reduce(
        &state, .auditionStarted(generation: generation, summary: "adb:PIXEL36: xml envelope"))
    }
  }

  @Test("the end of a play on a phone names the phone, not 'nothing was felt'")
  func endNamesThePhone() {
    var state = EditorFixture.state()
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .targetsFound(Self.listing))
    #expect(state.playback.deviceName == nil, "no rumble device attached")
    _ = EditorReducer.reduce(&state, .key(.character(" ")))
    // Picking another target mid-play does not change what the end names.
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .playbackEnded(generation: state.playback.generation))
    #expect(
      state.screen.message?.text.hasPrefix("played on adb:PIXEL36: the track (") == true,
      "\(state.screen.message?.text ?? "")")
    // The sound target's end stays as it was: nothing felt, what was heard.
    _ = EditorReducer.reduce(&state, .key(.character(" ")))
    _ = EditorReducer.reduce(&state, .playbackEnded(generation: state.playback.generation))
    #expect(
      state.screen.message?.text.hasPrefix("nothing was felt (no device attached)") == true,
      "\(state.screen.message?.text ?? "")")
  }

  @Test("Nothing that can play says why and keeps the rumble device")
  func nothingPlayable() {
    var state = EditorFixture.state()
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .targetsFound([Self.listing[1]]))
    #expect(state.audition.chosen == nil)
    #expect(state.screen.message?.text.contains("not authorised") == true)
  }

  static let remote = TargetListing(
    kind: "feedbackd", target: "feedbackd:me@phone", name: "feedbackd on me@phone over ssh",
    keeps: ["10 magnitude steps of at most 10 s", "no sharpness"])

  @Test("edit --target chooses the named target once the search lists it, a remote one too")
  func requested() {
    var state = EditorFixture.state()
    #expect(
      EditorReducer.reduce(&state, .chooseTarget("feedbackd:me@phone"))
        == [.findTargets(probe: "feedbackd:me@phone")])
    #expect(state.screen.message?.text == "looking for feedbackd:me@phone to play on…")
    _ = EditorReducer.reduce(&state, .targetsFound(Self.listing + [Self.remote]))
    #expect(state.audition.chosen == "feedbackd:me@phone")
    #expect(
      state.screen.message?.text.hasPrefix(
        "Space plays on feedbackd:me@phone: feedbackd on me@phone over ssh") == true)
    // `adb` alone is the phone on adb that can play.
    var adb = EditorFixture.state()
    _ = EditorReducer.reduce(&adb, .chooseTarget("adb"))
    _ = EditorReducer.reduce(&adb, .targetsFound(Array(Self.listing.reversed())))
    #expect(adb.audition.chosen == "adb:PIXEL36")
  }

  @Test("edit --target with a target that cannot play or is not found says why")
  func requestedMissing() {
    var locked = EditorFixture.state()
    _ = EditorReducer.reduce(&locked, .chooseTarget("adb:LOCKED"))
    _ = EditorReducer.reduce(&locked, .targetsFound(Self.listing))
    #expect(locked.audition.chosen == nil)
    #expect(
      locked.screen.message
        == StatusMessage(
          "adb:LOCKED cannot play: the phone has not authorised this computer; Space plays on "
            + "the rumble device, O picks another", kind: .error))
    var gone = EditorFixture.state()
    _ = EditorReducer.reduce(&gone, .chooseTarget("adb:GONE"))
    _ = EditorReducer.reduce(&gone, .targetsFound(Self.listing))
    #expect(gone.audition.chosen == nil)
    #expect(
      gone.screen.message?.text.hasPrefix(
        "adb:GONE was not found ('haptui devices' lists the targets; Ctrl-T searches again)")
        == true)
    // Later searches choose as O's first search does.
    _ = EditorFixture.press("<Ctrl-T>", &gone)
    _ = EditorReducer.reduce(&gone, .targetsFound(Self.listing))
    #expect(gone.audition.chosen == "adb:PIXEL36")
  }

  @Test("Ctrl-T searches again, probing the chosen phone, and keeps the choice it still lists")
  func rescan() {
    var state = EditorFixture.state()
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .targetsFound(Self.listing))
    _ = EditorFixture.press("O", &state)
    #expect(state.audition.chosen == "sound")
    #expect(EditorFixture.press("<Ctrl-T>", &state) == [.findTargets(probe: "sound")])
    #expect(EditorFixture.press("<Ctrl-T>", &state).isEmpty, "one search at a time")
    _ = EditorReducer.reduce(&state, .targetsFound(Self.listing))
    #expect(state.audition.chosen == "sound", "the choice survives the new search")
    #expect(
      state.screen.message?.text.hasPrefix("targets: rumble device, adb:PIXEL36, sound.") == true)
    // A choice the new search no longer lists falls back to the first that can play.
    _ = EditorFixture.press("<Ctrl-T>", &state)
    _ = EditorReducer.reduce(&state, .targetsFound([Self.listing[0]]))
    #expect(state.audition.chosen == "adb:PIXEL36")
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
