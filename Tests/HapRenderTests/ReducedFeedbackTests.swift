import HapModel
import Testing

@testable import HapRender

/// Issue 20 item 11 (D092): reduced feedback is never stronger than the full pattern, and never
/// silences an error or a selection.
@Suite struct ReducedFeedbackTests {
  static let library = PatternsLibraryRenderTests.patterns
  static let reduced = RenderSettings(reduced: true)

  /// The corpus of the artefact interpreters: the library, adversarial and generated patterns.
  static var corpus: [HapticPattern] { InterpreterCorpus.patterns }

  @Test func reducedNeverPlaysWhereTheFullPatternIsSilent() {
    var checked = 0
    for pattern in Self.corpus {
      let full = Renderer.render(pattern, profiles: DeviceProfile.all, includeArtifact: false)
      let lighter = Renderer.render(
        pattern, profiles: DeviceProfile.all, settings: Self.reduced, includeArtifact: false)
      for (normal, reduced) in zip(full, lighter) where normal.isSilent {
        checked += 1
        let what =
          "\(pattern.id) on \(normal.profile.platform.rawValue) \(normal.profile.name): "
          + "silent in full, \(reduced.rung.rawValue) under reduced"
        #expect(reduced.isSilent, "\(what)")
      }
    }
    #expect(checked > 100)
  }

  @Test func dragSnapAndPullToRefreshAreSilentUnderReducedWhereTheyAreSilentInFull() {
    for id in ["drag-snap", "pull-to-refresh"] {
      let pattern = Self.library.first { $0.id == id }!
      // React Native on the web plays fallbacks.web in full, so it may play reduced there.
      for profile in DeviceProfile.profiles(for: .reactNative)
        + DeviceProfile.profiles(
          for: .flutter) where profile.host != .web
      {
        #expect(Renderer.render(pattern, profile: profile).isSilent, "\(id) \(profile.name)")
        #expect(
          Renderer.render(pattern, profile: profile, settings: Self.reduced).isSilent,
          "\(id) on \(profile.platform.rawValue) \(profile.name) under reduced")
      }
    }
  }

  @Test func errorsAndSelectionsWithoutAReducedVariantKeepTheFullPattern() {
    var error = Self.library.first { $0.id == "notification-error" }!
    error.id = "error-without-reduced"
    error.fallbacks?.reduced = nil
    for pattern in [Self.library.first { $0.id == "selection" }!, error] {
      let id = pattern.id
      #expect(pattern.fallbacks?.reduced == nil, "\(id) has no fallbacks.reduced")
      for profile in DeviceProfile.all where profile.has(.actuator) {
        let full = Renderer.render(pattern, profile: profile)
        let reduced = Renderer.render(pattern, profile: profile, settings: Self.reduced)
        #expect(
          reduced.rung == full.rung && reduced.path == full.path,
          "\(id) on \(profile.platform.rawValue) \(profile.name): \(reduced.rung) vs \(full.rung)")
        #expect(reduced.artifact.text.contains("keeps its full pattern") || reduced.isSilent)
      }
    }
  }

  @Test func errorBuzzPlaysAnErrorUnderReducedWhereItPlaysInFull() {
    let pattern = Self.library.first { $0.id == "error-buzz" }!
    let iphone = DeviceProfile.defaultProfile(for: .ios)
    let reduced = Renderer.render(pattern, profile: iphone, settings: Self.reduced)
    #expect(!reduced.isSilent, "an error is not silenced by reduced feedback")
  }
}
