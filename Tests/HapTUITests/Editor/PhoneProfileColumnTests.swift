import HapAudition
import HapModel
import HapRender
import HapTestSupport
import Testing

@testable import HapTUI

/// The Android column can follow "the phone on USB": the profile learnt from a phone's dumpsys
/// joins the panel's profiles when the picker finds it (D160).
@Suite("The Android column follows the phone on adb")
struct PhoneProfileColumnTests {
  /// The Android 13 phone of the stand-in, learnt from the recorded dump.
  static func phone() throws -> AdbPhone {
    let folder = Repository.path("Tests/Fixtures/audition/")
    let help = try String(contentsOfFile: folder + "help-oldest.txt", encoding: .utf8)
    let dump = try String(contentsOfFile: folder + "dumpsys-api33.txt", encoding: .utf8)
    return AdbPhone(
      serial: "OLD33", model: "Pixel 6", apiLevel: 33,
      grammar: VibratorShellGrammar(help: help), info: VibratorDump.info(dump))
  }

  static func listing(_ phone: AdbPhone) -> [TargetListing] {
    [
      TargetListing(
        kind: "adb", target: "adb:OLD33", name: "Pixel 6, API 33", keeps: phone.keeps,
        profile: phone.profile),
      TargetListing(
        kind: "sound", target: "sound", name: "sound card", keeps: ["clicks"], heard: true),
    ]
  }

  static func analysis(_ effects: [Effect]) -> AnalysisRequest? {
    effects.compactMap { if case .analyze(let request) = $0 { request } else { nil } }.first
  }

  @Test("Finding a phone adds its profile and the Android column follows it")
  func follows() throws {
    let phone = try Self.phone()
    var state = EditorFixture.state()
    _ = EditorFixture.press("O", &state)
    let effects = EditorReducer.reduce(&state, .targetsFound(Self.listing(phone)))
    #expect(state.panel.catalog.profiles(for: .android).map(\.name).last == "adb:OLD33")
    #expect(state.profile(for: .android) == "adb:OLD33")
    #expect(
      state.screen.message?.text.contains("the Android column follows adb:OLD33") == true,
      "\(state.screen.message?.text ?? "")")
    let request = try #require(Self.analysis(effects), "the panel renders the new profile")
    #expect(request.profiles[.android] == "adb:OLD33")
    #expect(request.learnt == [phone.profile])
    // The runtime's renderer resolves the learnt name to the phone's own profile.
    let preview = PlatformPreview(catalog: state.panel.catalog)
    let column = try #require(preview.columns(for: request).first { $0.platform == .android })
    #expect(column.profile == "adb:OLD33")
    #expect(column.profileSummary == "Pixel 6 on adb, API 33")
  }

  @Test("o cycles through the built-in profiles to the phone's and back")
  func cycling() throws {
    let phone = try Self.phone()
    var state = EditorFixture.state()
    state.panel.focused = .android
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .targetsFound([Self.listing(phone)[1]]))
    #expect(state.panel.catalog.learnt.isEmpty, "no phone found: no phone profile")
    state.audition = AuditionPicker()
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .targetsFound(Self.listing(phone)))
    var seen: [String] = []
    for _ in 0..<4 {
      _ = EditorReducer.reduce(&state, .perform(.nextProfile))
      seen.append(state.profile(for: .android) ?? "")
    }
    #expect(seen == ["full", "amplitude", "basic", "adb:OLD33"])
    #expect(state.screen.message?.text == "Android profile adb:OLD33: Pixel 6 on adb, API 33")
  }

  @Test("Space on the Android column plays the phone profile's rendition")
  func playing() throws {
    let phone = try Self.phone()
    var state = EditorFixture.state()
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .targetsFound(Self.listing(phone)))
    _ = EditorFixture.press("O", &state)
    _ = EditorFixture.press("O", &state)
    #expect(state.audition.chosen == nil, "back to the rumble device")
    state.panel.focused = .android
    state.panel.feelsPlatform = true
    let request = try #require(
      PlaybackReducer.startPlaying(EditorFixture.pattern, origin: 0, loops: false, &state)
        .compactMap { if case .startPlayback(let r) = $0 { r } else { nil } }.first)
    #expect(request.target == .platform(.android, profile: "adb:OLD33"))
    #expect(
      PlayerPlaybackDriver.schedule(for: request)
        == Renderer.render(EditorFixture.pattern, profile: phone.profile, settings: .standard)
        .feel)
  }
}
