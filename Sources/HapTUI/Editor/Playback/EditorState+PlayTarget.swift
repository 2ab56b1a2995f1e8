import HapRender

extension EditorState {
  /// What Space would play now.
  public var playTarget: PlaybackState.Target {
    // From the platform panel or the artefact, Space plays what that platform would do.
    let platformFocused = screen.focus == .platforms || screen.focus == .artifact
    guard panel.feelsPlatform || platformFocused, let profile = profile(for: panel.focused) else {
      return .track
    }
    return .platform(panel.focused, profile: profile)
  }
}
