import HapModel
import HapRender

/// Computes an `Analysis` for a request: the live diagnostics and one column per platform.
public protocol PatternAnalyzer {
  func analyze(_ request: AnalysisRequest) -> Analysis
}

/// The analyzer the editor uses: diagnostics from the document session, platform columns from
/// the renderer.
public struct SessionAnalyzer: PatternAnalyzer {
  var session: DocumentSession
  var preview: PlatformPreview

  init(session: DocumentSession, preview: PlatformPreview) {
    self.session = session
    self.preview = preview
  }

  /// The editor's analyzer for `session`, offering every profile the renderer knows (for the
  /// benchmark, which measures what the live panel costs after an edit).
  public init(session: DocumentSession) {
    self.init(
      session: session, preview: PlatformPreview(catalog: PlatformPreview.standardCatalog()))
  }

  public func analyze(_ request: AnalysisRequest) -> Analysis {
    Analysis(
      key: request.key,
      diagnostics: session.diagnostics(
        for: request.pattern, title: request.title, frontmatter: request.frontmatter),
      platforms: session.document.pattern == nil ? [] : preview.columns(for: request))
  }

  /// The six platform columns for a request, as the panel shows them (the benchmark times
  /// this part on its own).
  public static func platformColumns(for request: AnalysisRequest) -> [PlatformColumn] {
    PlatformPreview(catalog: PlatformPreview.standardCatalog()).columns(for: request)
  }
}
