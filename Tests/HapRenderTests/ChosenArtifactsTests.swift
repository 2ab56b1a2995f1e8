import HapModel
import Testing

@testable import HapRender

/// Rendering with artefacts for some profiles only (the site's downloads, D280): those
/// profiles get the artefact rendering them all gives, the others an empty one, and nothing
/// else about any rendition changes.
@Suite struct ChosenArtifactsTests {
  static func isDefault(_ profile: DeviceProfile) -> Bool {
    profile == DeviceProfile.defaultProfile(for: profile.platform)
  }

  @Test(arguments: SamplePatterns.all)
  func chosenProfilesGetTheArtifactOfRenderingAll(_ pattern: HapticPattern) {
    let all = Renderer.renderAll(pattern)
    let chosen = Renderer.render(
      pattern, profiles: DeviceProfile.all, artifactsFor: Self.isDefault)
    #expect(all.count == chosen.count)
    for (full, some) in zip(all, chosen) {
      if Self.isDefault(full.profile) {
        #expect(some == full, "\(full.profile.name)")
      } else {
        #expect(some.artifact == Artifact(language: "", text: ""), "\(full.profile.name)")
        var emptied = full
        emptied.artifact = some.artifact
        #expect(some == emptied, "\(full.profile.name)")
      }
    }
  }

  /// A profile that is not the first of those sharing its plan gets the first one's artefact
  /// (as rendering them all does), even when the first asked for none.
  @Test func aLaterProfileGetsTheFirstSharersArtifact() throws {
    let pattern = SamplePatterns.rampWithTicks
    let phones = DeviceProfile.all.filter { $0.platform == .android }
    try #require(phones.count >= 2)
    let last = phones[phones.count - 1]
    let all = Renderer.render(pattern, profiles: phones)
    let chosen = Renderer.render(pattern, profiles: phones, artifactsFor: { $0 == last })
    #expect(chosen.last?.artifact == all.last?.artifact)
    #expect(chosen.last?.artifact.text.isEmpty == false)
    #expect(chosen.first?.artifact.text.isEmpty == true)
  }
}
