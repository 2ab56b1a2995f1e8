import HapModel
import HapRender

/// The renditions hover explains an event with: every platform's default profile, without
/// artefacts, made once per version of a document.
enum RenditionCache {
  static func renditions(of pattern: HapticPattern?) -> [Rendition] {
    guard let pattern else { return [] }
    return Renderer.render(
      pattern, profiles: Platform.allCases.map(DeviceProfile.defaultProfile(for:)),
      includeArtifact: false)
  }
}
