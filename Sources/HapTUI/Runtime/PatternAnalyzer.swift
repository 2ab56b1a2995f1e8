import HapModel
import HapRender
import HapSystem

/// Computes an `Analysis` for a request: the live diagnostics and one column per platform.
public protocol PatternAnalyzer {
  func analyze(_ request: AnalysisRequest) -> Analysis

  /// The analysis, after handing `early` a first answer when part of it is ready sooner (the
  /// diagnostics and the previewed column of a long track; see `Analysis.awaiting`).
  func analyze(
    _ request: AnalysisRequest, early: @escaping @Sendable (Analysis) -> Void
  ) -> Analysis
}

extension PatternAnalyzer {
  /// The whole analysis at once: no early answer.
  public func analyze(
    _ request: AnalysisRequest, early: @escaping @Sendable (Analysis) -> Void
  ) -> Analysis {
    analyze(request)
  }
}

/// The analyzer the editor uses: diagnostics from the document session, platform columns from
/// the renderer.
public struct SessionAnalyzer: PatternAnalyzer, Sendable {
  var session: DocumentSession
  var preview: PlatformPreview
  /// How many threads an analysis may use: the processors online.
  var threads: Int

  init(session: DocumentSession, preview: PlatformPreview, threads: Int = Self.processors) {
    self.session = session
    self.preview = preview
    self.threads = threads
  }

  /// The processors online.
  public static var processors: Int { ParallelWork.processors }

  /// The editor's analyzer for `session`, offering every profile the renderer knows (for the
  /// benchmark, which measures what the live panel costs after an edit).
  public init(session: DocumentSession, threads: Int = Self.processors) {
    self.init(
      session: session, preview: PlatformPreview(catalog: PlatformPreview.standardCatalog()),
      threads: threads)
  }

  /// The diagnostics and the columns, all at once.
  public func analyze(_ request: AnalysisRequest) -> Analysis {
    analyze(request, early: { _ in })
  }

  /// The diagnostics and the columns; a long pattern's parts (the diagnostics, the previewed
  /// platform, each other platform) are made at once on the machine's cores (D251), and the
  /// first two go to `early` as soon as both are done, while the other five are still made
  /// (D374).
  public func analyze(
    _ request: AnalysisRequest, early: @escaping @Sendable (Analysis) -> Void
  ) -> Analysis {
    // A long file drawn before it was checked is checked first, and that answer goes back
    // alone: the editor opens edits with it and asks again for the columns (D264).
    if let check = session.completePendingChecks() {
      return Analysis(
        key: request.key, diagnostics: check.diagnostics, platforms: [], check: check)
    }
    let rendered = session.document.pattern != nil
    guard rendered, let shown = request.artifactFor, threads > 1,
      request.pattern.events.count >= Self.parallelFrom
    else {
      return Analysis(
        key: request.key, diagnostics: diagnostics(for: request),
        platforms: rendered ? preview.columns(for: request) : [])
    }
    let analyzer = self
    // The pattern is prepared once for the six renders.
    let prepared = PreparedPattern(request.pattern)
    // The longest parts first, so the threads end about together: the previewed column, the
    // diagnostics, then each other platform on its own, the costliest first.
    let rest = Self.byCost.filter { $0 != shown }
    let others = rest.map { platform -> @Sendable () -> Part in
      { .columns(analyzer.preview.others(for: request, [platform], prepared: prepared)) }
    }
    let key = request.key
    // The early answer goes when the previewed column (without its report's lines) and the
    // diagnostics are both made, from whichever thread makes the later; the thread that made
    // the column groups its report's lines straight after, while the diagnostics may still be
    // checked on the other (D375, D450, D463).
    let first = FirstResults<Part>(count: 2)
    let answer: @Sendable (Part, Int) -> Void = { part, index in
      if let both = first.put(part, at: index) {
        early(Self.analysis(of: both, key: key, awaiting: rest))
      }
    }
    let parts: [Part] = ParallelWork.results(
      of: [
        {
          let made = analyzer.preview.focusedLeavingLines(for: request, shown, prepared: prepared)
          answer(.columns([made.column]), 0)
          return .columns([made.column.grouped(into: made.pending.lines())])
        },
        {
          let found = Part.diagnostics(analyzer.diagnostics(for: request))
          answer(found, 1)
          return found
        },
      ] + others, threads: threads)
    return Self.analysis(of: parts, key: key)
  }

  /// The analysis the parts make, awaiting the columns of `awaiting`.
  private static func analysis(
    of parts: [Part], key: Int, awaiting: [Platform] = []
  ) -> Analysis {
    var diagnostics: [LiveDiagnostic] = []
    var columns: [PlatformColumn] = []
    for part in parts {
      switch part {
      case .diagnostics(let found): diagnostics = found
      case .columns(let made): columns += made
      }
    }
    return Analysis(
      key: key, diagnostics: diagnostics, platforms: PlatformPreview.ordered(columns),
      awaiting: awaiting)
  }

  /// One part of an analysis, made on its own thread.
  private enum Part: Sendable {
    case diagnostics([LiveDiagnostic])
    case columns([PlatformColumn])
  }

  /// The platforms by what their column usually costs, the costliest first (measured at 20,000
  /// events: Android's waveforms and a gamepad's motor steps take several times the others).
  static let byCost: [Platform] = [.ios, .android, .gamepad, .web, .reactNative, .flutter]

  /// The fewest events for which the parts are made on several threads: below it, starting a
  /// thread costs more than the work it takes over.
  static let parallelFrom = 2_000

  private func diagnostics(for request: AnalysisRequest) -> [LiveDiagnostic] {
    session.diagnostics(
      for: request.pattern, title: request.title, frontmatter: request.frontmatter)
  }

  /// The six platform columns for a request, as the panel shows them (the benchmark times
  /// this part on its own).
  public static func platformColumns(for request: AnalysisRequest) -> [PlatformColumn] {
    PlatformPreview(catalog: PlatformPreview.standardCatalog()).columns(for: request)
  }
}
