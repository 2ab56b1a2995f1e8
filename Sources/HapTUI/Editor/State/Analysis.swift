/// What the checker and the renderer say about the pattern as it stands.
///
/// Computed outside the reducer (it costs more than a keystroke should) and handed back with
/// the key of the request, so a stale answer is dropped.
public struct Analysis: Equatable, Sendable {
  public var key: Int
  public var diagnostics: [LiveDiagnostic]
  /// One column per platform, in `Platform` order; empty when no renderer is available.
  public var platforms: [PlatformColumn]

  public init(key: Int, diagnostics: [LiveDiagnostic], platforms: [PlatformColumn]) {
    self.key = key
    self.diagnostics = diagnostics
    self.platforms = platforms
  }
}
