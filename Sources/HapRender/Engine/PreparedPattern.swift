import HapModel

/// A pattern read for rendering once (tokens resolved, values clamped, events in play order),
/// to be rendered for several profiles, on several threads, without reading it again.
public struct PreparedPattern: Sendable {
  let input: RenderInput

  /// Prepares `pattern`.
  public init(_ pattern: HapticPattern) {
    input = RenderInput(pattern)
  }
}
