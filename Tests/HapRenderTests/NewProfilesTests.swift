import HapModel
import Testing

@testable import HapRender

/// Issue 20 items 16 and 17: Flutter on Android and Firefox for Android as profiles.
@Suite struct NewProfilesTests {
  static let library = PatternsLibraryRenderTests.patterns

  @Test func firefoxForAndroidReportsEveryPatternSilent() throws {
    let firefox = try #require(DeviceProfile.named("firefox-android", platform: .web))
    for pattern in Self.library + InterpreterCorpus.patterns.prefix(50) {
      let rendition = Renderer.render(pattern, profile: firefox)
      #expect(rendition.isSilent, "\(pattern.id)")
      if pattern.fallbacks?.web != nil {
        let web = rendition.report.first { $0.construct == .web }
        #expect(web?.reason.contains("vibrates nothing") == true, "\(web?.reason ?? "")")
      }
    }
  }

  @Test func theWebReportNamesChromiumAsTheOnlyEngineThatVibrates() {
    let pattern = Self.library.first { $0.id == "double-tap" }!
    let chrome = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .web))
    // The comment is wrapped: read it as one line.
    let flat = chrome.artifact.text.split(separator: "\n")
      .map { $0.hasPrefix("// ") ? String($0.dropFirst(3)) : String($0) }.joined(separator: " ")
    #expect(flat.contains("Only Chromium-based browsers on Android vibrate"), "\(flat)")
    #expect(flat.contains("Firefox for Android has navigator.vibrate, returns true and vibrates"))
    #expect(!flat.contains("Android Chrome family only"))
    let vocabulary = CodegenFixtures.file(CodegenFixtures.generate(.typescript), "haptics.web.ts")
    #expect(vocabulary?.contains("Vibrates where navigator.vibrate exists") == false)
    #expect(vocabulary?.contains("Firefox for") == true)
  }

  @Test func flutterOnAndroidSaysHeavyIsALightTickAndLightEqualsMedium() throws {
    let android = try #require(DeviceProfile.named("android", platform: .flutter))
    #expect(android.host == .android)
    func intent(_ id: String) -> ReportEntry? {
      let pattern = Self.library.first { $0.id == id }!
      return Renderer.render(pattern, profile: android).report.first { $0.construct == .intent }
    }
    let heavy = try #require(intent("impact-heavy"))
    #expect(heavy.status == .approximated, "\(heavy.reason)")
    #expect(heavy.reason.contains("CONTEXT_CLICK"))
    let light = try #require(intent("impact-light"))
    #expect(light.reason.contains("VIRTUAL_KEY"))
    let medium = try #require(intent("impact-medium"))
    #expect(medium.status == .approximated && medium.reason.contains("KEYBOARD_TAP"))
    let selection = try #require(intent("selection"))
    #expect(selection.status == .kept && selection.reason.contains("CLOCK_TICK"))
    // On iOS the same calls keep their intent.
    let classic = DeviceProfile.defaultProfile(for: .flutter)
    let onIOS = Renderer.render(Self.library.first { $0.id == "impact-heavy" }!, profile: classic)
    #expect(onIOS.report.first { $0.construct == .intent }?.status == .kept)
  }

  @Test func hapticsMdListsTheFlutterOnAndroidAndReducedCollisions() {
    let table = CodegenFixtures.file(CodegenFixtures.generate(.dart), "HAPTICS.md") ?? ""
    #expect(
      table.contains(
        "collision on Flutter (android): Haptics.impactLight(), Haptics.impactMedium()")
        || table.contains("collision on Flutter (android): impactLight(), impactMedium()"),
      "light equals medium on Android")
    #expect(table.contains("### Collisions under reduced feedback"))
    #expect(table.contains("under reduced feedback: "), "error and warning share one impact")
  }
}
