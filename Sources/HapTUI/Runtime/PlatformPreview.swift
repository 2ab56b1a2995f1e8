import HapModel
import HapRender

/// Renders a pattern for every platform with the chosen profiles, for the live panel.
struct PlatformPreview {
  /// The profiles the panel offers.
  var catalog: ProfileCatalog

  /// The catalog of the renderer in this build.
  static func standardCatalog() -> ProfileCatalog {
    ProfileCatalog(choices: [:])
  }

  /// One column per platform; empty while no renderer is linked.
  func columns(for request: AnalysisRequest) -> [PlatformColumn] {
    []
  }
}
