import HapModel
import HapRender
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 11, item 17: the status line says what was played, on what, or that nothing was.
@Suite("Reducer: playback says what it played, on which device, or that nothing was felt")
struct PlaybackClaimsTests {
  /// The fixture analysed, with iOS on the intent rung (UIKit) as a profile without Core
  /// Haptics renders it.
  func intentRung(device: String? = nil) -> EditorState {
    var state = EditorFixture.state()
    state.playback.deviceName = device
    var analysis = EditorFixture.analysis(for: state)
    let index = analysis.platforms.firstIndex { $0.platform == .ios }!
    let column = analysis.platforms[index]
    analysis.platforms[index] = PlatformColumn(
      platform: .ios, profile: column.profile, profileSummary: "", rung: .intent, path: "UIKit",
      constructs: column.constructs, artifact: column.artifact, reportLines: column.reportLines,
      fallbackReason: column.fallbackReason, feelLength: 140)
    _ = EditorReducer.reduce(&state, .analyzed(analysis))
    return state
  }

  @Test("the intent rung with no device: nothing to feel, and what iOS would call instead")
  func intentRungWithoutDevice() {
    var state = intentRung()
    EditorFixture.press("f <Space>", &state)
    #expect(state.playback.isPlaying && state.playback.length == 140)
    let start = state.screen.message?.text ?? ""
    #expect(start.hasPrefix("nothing is felt (no device attached)"), "\(start)")
    _ = EditorReducer.reduce(&state, .playbackEnded(generation: state.playback.generation))
    let end = state.screen.message?.text ?? ""
    #expect(!end.hasPrefix("played"), "\(end)")
    #expect(end.hasPrefix("nothing to feel here (no device attached)"), "\(end)")
    #expect(end.contains("iOS iphone plays impact.medium via UIKit (intent rung)"), "\(end)")
  }

  @Test("with a device, the end names what played and the device")
  func intentRungWithDevice() {
    var state = intentRung(device: "Xbox Wireless Controller")
    EditorFixture.press("f <Space>", &state)
    _ = EditorReducer.reduce(&state, .tick(generation: state.playback.generation, elapsed: 140))
    let end = state.screen.message?.text ?? ""
    #expect(
      end == "played on Xbox Wireless Controller: iOS iphone plays impact.medium via UIKit "
        + "(intent rung), 140 ms", "\(end)")
  }

  @Test("a track on iOS: the analysis leaves the feel out, and Space plays the render's length")
  func iosTrackFeelWorkedOutWhenPlayed() throws {
    // Without its intent, the fixture plays its track on iOS.
    var pattern = EditorFixture.pattern
    pattern.intent = nil
    var state = EditorFixture.state(pattern: pattern)
    state.panel.focused = .ios
    state.panel.feelsPlatform = true
    let columns = PlatformPreview(catalog: PlatformPreview.standardCatalog()).columns(
      for: AnalysisRequest(
        key: state.analysis.key, pattern: state.track.pattern, profiles: [:],
        settings: state.panel.settings, artifactFor: .ios))
    let ios = try #require(columns.first { $0.platform == .ios })
    // Its lane draws the AHAP, so the feel is not worked out; no other column is previewed,
    // so none has a lane or a feel either (D451), unless it is silent.
    #expect(ios.rung == .track && ios.lane?.kind == .ahap)
    #expect(ios.feelLength == nil && ios.feel.steps.isEmpty)
    for column in columns where column.platform != .ios {
      #expect((column.lane == nil) == (column.rung != .silent), "\(column.platform)")
      #expect(column.feel.steps.isEmpty, "\(column.platform)")
      #expect(column.feelLength == (column.rung == .silent ? 0 : nil), "\(column.platform)")
    }
    state.analysis.latest = Analysis(key: state.analysis.key, diagnostics: [], platforms: columns)
    EditorFixture.press("<Space>", &state)
    let rendered = Renderer.render(
      state.track.pattern, profile: DeviceProfile.defaultProfile(for: .ios)
    ).feel.length
    #expect(rendered > 0)
    #expect(state.playback.isPlaying && state.playback.length == rendered)
    let start = state.screen.message?.text ?? ""
    #expect(start.contains("\(rendered) ms"), "\(start)")
  }

  @Test("the track's playhead ends where the header says, or the status says why not")
  func trackLengthMatchesHeader() {
    var state = EditorFixture.state()
    EditorFixture.press("<Space>", &state)
    let header = state.track.trackLength
    let felt = RumbleSchedule.richest(for: state.track.pattern).length
    #expect(state.playback.length == max(header, felt))
    let start = state.screen.message?.text ?? ""
    #expect(start.contains("the track (\(header) ms"), "\(start)")
    if state.playback.length != header {
      #expect(start.contains("its last pulse ends at \(felt) ms"), "\(start)")
    }
    _ = EditorReducer.reduce(
      &state, .tick(generation: state.playback.generation, elapsed: state.playback.length))
    let end = state.screen.message?.text ?? ""
    #expect(end.hasPrefix("nothing was felt (no device attached)"), "\(end)")
    #expect(end.contains("the track (\(header) ms"), "\(end)")
  }

  @Test("a track ending in a continuous event plays exactly its length")
  func continuousEndPlaysHeaderLength() {
    let pattern = HapticPattern(
      id: "swell",
      track: [
        EditorFixture.event(1, .continuous, at: 0, intensity: 0.8, sharpness: 0.3, duration: 970)
      ])
    var state = EditorFixture.state(pattern: pattern)
    state.playback.deviceName = "pad"
    EditorFixture.press("<Space>", &state)
    #expect(state.playback.length == 970)
    _ = EditorReducer.reduce(&state, .tick(generation: state.playback.generation, elapsed: 975))
    #expect(state.screen.message?.text == "played on pad: the track (970 ms)")
  }

  @Test("haptics off: the track is not played and the status says why")
  func hapticsOff() {
    var state = EditorFixture.state()
    EditorFixture.press("M <Space>", &state)
    #expect(!state.playback.isPlaying)
    #expect(state.screen.message?.text.contains("haptics are off") == true)
  }
}

/// A driver whose device has gone: it starts, plays on nothing, and ends at once.
final class DeviceGoneDriver: PlaybackDriver {
  func start(_ request: PlaybackRequest) -> String? { nil }
  func stop() {}
  var elapsed: Int? { nil }
  var deviceName: String? { nil }
  var failure: String? { nil }
}

@Suite("Run loop: playback claims follow the device the driver opened")
struct PlaybackDeviceTests {
  @Test("a device that went away since the last poll is not claimed as played on")
  func deviceGoneSincePoll() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "heartbeat.hap.md")
    let opened = DocumentSession.open(path: path)
    var state = EditorState(
      document: opened.info, pattern: opened.pattern, size: EditorFixture.wide,
      catalog: EditorFixture.catalog, deviceName: "Xbox Wireless Controller")
    state.playback.deviceName = "Xbox Wireless Controller"
    let backend = TestBackend(
      size: EditorFixture.wide, script: InputEvent.keys("<Space>"))
    let runtime = EditorRuntime(
      state: state, backend: backend, session: opened.session,
      analyzer: SessionAnalyzer(
        session: opened.session,
        preview: PlatformPreview(catalog: PlatformPreview.standardCatalog())),
      environment: Environment(playback: DeviceGoneDriver()))
    #expect(runtime.run() == .inputEnded)
    #expect(runtime.state.playback.deviceName == nil)
    let said = backend.frames.map(\.text).joined(separator: "\n")
    #expect(!said.contains("played on Xbox"), "claimed the device that went away")
    // Depending on whether the playhead's first tick came before the input ended, the status
    // says the device went or that nothing was felt; never that it played on the pad.
    let last = backend.lastText
    #expect(
      last.contains("device removed: nothing attached")
        || last.contains("nothing was felt (no device attached)"), "\(last)")
  }
}
