import HapModel
import HapRender
import HapTestSupport
import Testing

@testable import HapTUI

@Suite("The rendition lane under the grid")
struct RenditionLaneTests {
  /// The fixture at 120 × 40 previewing `platform` with `profile`, analysed by the real
  /// renderer (the analysis the editor's worker makes).
  static func previewing(
    _ platform: Platform, _ profile: String, pattern: HapticPattern = EditorFixture.pattern
  ) -> EditorState {
    var state = EditorFixture.state(size: EditorFixture.wide, pattern: pattern)
    state.panel.focused = platform
    state.panel.profiles[platform] = profile
    state.panel.feelsPlatform = true
    let columns = PlatformPreview(catalog: PlatformPreview.standardCatalog()).columns(
      for: AnalysisRequest(
        key: state.analysis.key, pattern: state.track.pattern,
        profiles: [platform: profile], settings: state.panel.settings))
    state.analysis.latest = Analysis(key: state.analysis.key, diagnostics: [], platforms: columns)
    return state
  }

  @Test("Android basic at 120 × 40: on/off pulses where the renderer's schedule has them")
  func androidBasic() throws {
    let state = Self.previewing(.android, "basic")
    let buffer = EditorScreen.render(state)
    SnapshotFolder.screens.check(
      ScreenSnapshotTests.dump(buffer), named: "lane-android-basic-120x40")
    let geometry = TrackReducer.geometry(state)
    let lane = geometry.lane
    #expect(lane.height == 3)
    #expect(buffer.row(lane.y).contains("Android basic plays"))
    // It plays its intent, a system effect: the steps are haptui's estimate, and say so.
    #expect(state.focusedColumn?.rung == .intent)
    #expect(buffer.row(lane.y).contains("plays ≈ 1 step (estimated)"))
    #expect(buffer.row(lane.y).contains("▶ Space plays this"))
    // The columns with bars are exactly those the schedule sounds in, and every bar is full
    // height: basic plays at one strength.
    let feel = try #require(state.focusedColumn?.feel)
    #expect(!feel.steps.isEmpty)
    let plot = geometry.plot
    let bottom = Array(buffer.row(lane.maxY - 1))
    let top = Array(buffer.row(lane.y + 1))
    for column in 0..<plot.width {
      let from = state.track.viewport.time(atColumn: column)
      let to = state.track.viewport.time(atColumn: column + 1)
      let sounds = feel.steps.contains {
        $0.at < to && $0.end > from && max($0.strong, $0.weak) > 0
      }
      let cell = bottom[plot.x + column]
      #expect((cell == "█") == sounds, "column \(column) (\(from) ms)")
      #expect((top[plot.x + column] == "█") == sounds, "column \(column) (\(from) ms)")
    }
    // What Space plays from here is that schedule.
    var playing = state
    let effects = EditorFixture.press("<Space>", &playing)
    guard case .startPlayback(let request) = effects.first else {
      Issue.record("Space played nothing")
      return
    }
    #expect(request.target == .platform(.android, profile: "basic"))
    #expect(PlayerPlaybackDriver.schedule(for: request) == feel)
  }

  /// The fixture without its intent, so every platform that can plays its track.
  static var trackOnly: HapticPattern {
    var pattern = EditorFixture.pattern
    pattern.intent = nil
    return pattern
  }

  @Test("iOS iphone at 120 × 40: the track's AHAP at its own intensity, not a rumble version")
  func iphoneDrawsTheAHAP() throws {
    let state = Self.previewing(.ios, "iphone", pattern: Self.trackOnly)
    let buffer = EditorScreen.render(state)
    SnapshotFolder.screens.check(
      ScreenSnapshotTests.dump(buffer), named: "lane-ios-iphone-ahap-120x40")
    let geometry = TrackReducer.geometry(state)
    let lane = geometry.lane
    #expect(
      buffer.row(lane.y).contains(
        "iOS iphone plays its AHAP: 3 transients, 3 continuous events"), "\(buffer.row(lane.y))")
    let column = try #require(state.focusedColumn)
    #expect(column.rung == .track && column.lane?.kind == .ahap)
    // The last transient (800 ms, intensity 0.3) is one column at 0.3 of the lane's height;
    // the rumble schedule stretched it to the motor's 40 ms at its own strength.
    let viewport = state.track.viewport
    let plot = geometry.plot
    let bars = (lane.y + 1)..<lane.maxY
    func filled(_ column: Int) -> Bool {
      bars.contains { buffer.row($0).dropFirst(plot.x + column).first.map { $0 != " " } ?? false }
    }
    let at = viewport.column(of: 800)
    #expect(filled(at))
    #expect(!filled(at + 1) && !filled(at - 1))
    #expect(column.feel.steps.contains { $0.at <= 800 && $0.end >= 840 })
    #expect(abs((column.lane?.level(from: 800, to: 801) ?? -1) - 0.3) < 1e-9)
  }

  @Test("the platform panel says in one line why the previewed platform fell back")
  func panelSaysWhyItFellBack() throws {
    let state = Self.previewing(.android, "basic", pattern: Self.trackOnly)
    let buffer = EditorScreen.render(state)
    SnapshotFolder.screens.check(
      ScreenSnapshotTests.dump(buffer), named: "panel-fallback-android-basic-120x40")
    let rows = (0..<buffer.height).map { buffer.row($0) }
    let line = try #require(rows.first { $0.contains("Android basic fell back to web: ") })
    #expect(line.contains("fell back to web: track not played: requiredCapability 'amplitude'"))
    // A platform that plays its track says nothing of the kind.
    let iphone = EditorScreen.render(Self.previewing(.ios, "iphone", pattern: Self.trackOnly))
    #expect(!(0..<iphone.height).contains { iphone.row($0).contains("fell back") })
  }

  @Test("the lane follows every edit and the preview; a click on it plays it")
  func followsEdits() throws {
    var state = Self.previewing(.ios, "iphone")
    #expect(
      EditorScreen.render(state).row(TrackReducer.geometry(state).lane.y).contains(
        "iOS iphone plays"))
    EditorFixture.press("} f", &state)
    let lane = TrackReducer.geometry(state).lane
    #expect(EditorScreen.render(state).row(lane.y).contains("f: Space plays this"))
    let effects = EditorReducer.reduce(&state, .mouse(MouseInput(.press, x: 20, y: lane.y + 1)))
    #expect(state.panel.feelsPlatform && state.playback.isPlaying)
    #expect(effects.contains { if case .startPlayback = $0 { true } else { false } })
    // An edit asks for a new analysis, which redraws the lane.
    var edited = state
    #expect(EditorFixture.press("t", &edited).requestsAnalysis)
  }

  /// The worker's columns leave out the lanes of the platforms not previewed (D451): right
  /// after a switch of platform the lane says it is working them out, and the analysis the
  /// switch asks for draws it.
  @Test("after a switch of platform the lane is worked out by the analysis it asks for")
  func switchWaitsForItsLane() throws {
    var pattern = EditorFixture.pattern
    pattern.intent = nil
    var state = EditorFixture.state(size: EditorFixture.wide, pattern: pattern)
    let preview = PlatformPreview(catalog: PlatformPreview.standardCatalog())
    func analysis(previewing shown: Platform) -> Analysis {
      let request = AnalysisRequest(
        key: state.analysis.key, pattern: state.track.pattern, profiles: [:],
        settings: state.panel.settings, artifactFor: shown)
      return Analysis(
        key: state.analysis.key, diagnostics: [], platforms: preview.columns(for: request))
    }
    _ = EditorReducer.reduce(&state, .analyzed(analysis(previewing: .ios)))
    let lane = TrackReducer.geometry(state).lane
    #expect(EditorScreen.render(state).row(lane.y).contains("iOS iphone plays its AHAP"))
    #expect(EditorFixture.press("}", &state).requestsAnalysis)
    #expect(state.panel.focused == .android)
    #expect(EditorScreen.render(state).row(lane.y).contains("plays working it out…"))
    _ = EditorReducer.reduce(&state, .analyzed(analysis(previewing: .android)))
    let drawn = EditorScreen.render(state).row(lane.y)
    #expect(drawn.contains("Android") && drawn.contains(" plays ") && !drawn.contains("working"))
  }

  @Test("strengths: a step covers the columns it sounds in, the loudest motor wins")
  func strengths() {
    let feel = RumbleSchedule(steps: [
      RumbleStep(at: 0, duration: 30, strong: 0xFFFF, weak: 0),
      RumbleStep(at: 50, duration: 20, strong: 0, weak: 0x8000),
      RumbleStep(at: 90, duration: 10, strong: 0, weak: 0),
    ])
    let lane = RenditionLane(feel: feel, rung: .track)
    let levels = RenditionLaneWidget.strengths(
      of: lane, viewport: Viewport(start: 0, zoom: 3), columns: 10)
    #expect(levels.map { ($0 * 100).rounded() / 100 } == [1, 1, 1, 0, 0, 0.5, 0.5, 0, 0, 0])
    #expect(lane.words == "2 steps")
  }
}

@Suite("The artefact pane's report")
struct ArtefactPaneTests {
  @Test("a reason repeated for many events is one report line naming them")
  func reportOncePerConstruct() {
    let report =
      (1...12).map {
        ReportEntry(
          event: "event \($0)", construct: .intensity, status: .dropped,
          reason: "navigator.vibrate has no strength")
      } + [ReportEntry(event: "event 3", construct: .curve, status: .dropped, reason: "no curves")]
    let lines = ReportLine.grouped(report)
    #expect(lines.count == 2)
    #expect(lines[0].subject == "event 1, event 2 and 10 more")
    #expect(lines[1].subject == "event 3")
    let column = PlatformColumn(
      platform: .web, profile: "android-chrome", profileSummary: "", rung: .web,
      constructs: [], artifact: Artifact(language: "js", text: "a\nb"), report: report,
      feelLength: 0)
    #expect(ArtifactLayout.lineCount(of: column) == 2 + 2 + 2)
    #expect(
      ArtifactLayout.line(4, of: column, glyphs: Glyphs.unicode).0
        == "✗ event 1, event 2 and 10 more intensity: navigator.vibrate has no strength")
  }
}
