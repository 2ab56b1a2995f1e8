import HapModel
import HapRender

/// What the checker and the renderer say about the pattern as it stands.
///
/// Computed outside the reducer (it costs more than a keystroke should) and handed back with
/// the key of the request, so a stale answer is dropped.
public struct Analysis: Equatable, Sendable {
  public var key: Int
  public var diagnostics: [LiveDiagnostic]
  /// One column per platform, in `Platform` order; empty when no renderer is available.
  public var platforms: [PlatformColumn]
  /// The platforms whose columns are still being made: an early answer brings the diagnostics
  /// and the previewed column first (a long track's other columns take longer), and any column
  /// of these platforms it holds is an earlier analysis's, kept until the new one arrives.
  public var awaiting: [Platform]
  /// The events errors point at, and those only warnings point at, gathered once for the grid.
  public var errorEvents: Set<EventID>
  public var warningEvents: Set<EventID>
  /// The checks an open left to the worker, when this analysis ran them (it then has no
  /// columns: the reducer applies the check and asks for a full analysis).
  public var check: DocumentCheck?

  public init(
    key: Int, diagnostics: [LiveDiagnostic], platforms: [PlatformColumn],
    awaiting: [Platform] = [], check: DocumentCheck? = nil
  ) {
    self.key = key
    self.awaiting = awaiting
    self.check = check
    self.diagnostics = diagnostics
    self.platforms = platforms
    (errorEvents, warningEvents) = Self.events(of: diagnostics)
  }

  /// Whether some columns are still being made (this is an early answer).
  public var isEarly: Bool { !awaiting.isEmpty }

  /// Whether `platform`'s column is an earlier analysis's, shown until its new one arrives.
  public func isCatchingUp(_ platform: Platform) -> Bool { awaiting.contains(platform) }

  /// This analysis with the columns it awaits taken from `earlier` (the one on screen), so the
  /// panel keeps showing them, marked, rather than dropping them.
  public func filled(from earlier: Analysis?) -> Analysis {
    guard isEarly, let earlier else { return self }
    var filled = self
    filled.platforms = Platform.allCases.compactMap { platform in
      let source = awaiting.contains(platform) ? earlier.platforms : platforms
      return source.first { $0.platform == platform }
    }
    return filled
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
