import HapModel

@testable import HapRender

/// The branch of the ladder `profile` plays for `pattern` (tests look at its effect directly).
func chosenBranch(
  _ pattern: HapticPattern, _ profile: DeviceProfile, settings: RenderSettings = .standard
) -> Branch? {
  Ladder.plan(RenderInput(pattern), settings: settings, on: Renderer.ladder(for: profile))
    .branch(for: profile)
}
