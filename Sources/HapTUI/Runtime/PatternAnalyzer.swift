import HapModel
import HapRender

/// Computes an `Analysis` for a request: the live diagnostics and one column per platform.
public protocol PatternAnalyzer {
  func analyze(_ request: AnalysisRequest) -> Analysis
}

/// The analyzer the editor uses: diagnostics from the document session, platform columns from
/// the renderer.
struct SessionAnalyzer: PatternAnalyzer {
  var session: DocumentSession
  var preview: PlatformPreview

  func analyze(_ request: AnalysisRequest) -> Analysis {
    Analysis(
      key: request.key,
      diagnostics: session.diagnostics(for: request.pattern, title: request.title),
      platforms: session.document.pattern == nil ? [] : preview.columns(for: request))
  }
}
