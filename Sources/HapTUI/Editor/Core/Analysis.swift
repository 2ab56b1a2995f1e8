import HapModel

/// What the checker and the renderer say about the pattern as it stands.
///
/// Computed outside the reducer (it costs more than a keystroke should) and handed back with
/// the key of the request, so a stale answer is dropped.
public struct Analysis: Equatable, Sendable {
  public var key: Int
  public var diagnostics: [LiveDiagnostic]
  /// One column per platform, in `Platform` order; empty when no renderer is available.
  public var platforms: [PlatformColumn]
  /// The events errors point at, and those only warnings point at, gathered once for the grid.
  public var errorEvents: Set<EventID>
  public var warningEvents: Set<EventID>
  /// The checks an open left to the worker, when this analysis ran them (it then has no
  /// columns: the reducer applies the check and asks for a full analysis).
  public var check: DocumentCheck?

  public init(
    key: Int, diagnostics: [LiveDiagnostic], platforms: [PlatformColumn],
    check: DocumentCheck? = nil
  ) {
    self.key = key
    self.check = check
    self.diagnostics = diagnostics
    self.platforms = platforms
    (errorEvents, warningEvents) = Self.events(of: diagnostics)
  }

  /// The events the error and the warning diagnostics point at.
  static func events(of diagnostics: [LiveDiagnostic]) -> (Set<EventID>, Set<EventID>) {
    var errors: Set<EventID> = []
    var warnings: Set<EventID> = []
    for diagnostic in diagnostics {
      guard let id = diagnostic.eventID else { continue }
      if diagnostic.severity == .error { errors.insert(id) } else { warnings.insert(id) }
    }
    return (errors, warnings.subtracting(errors))
  }
}
