import HapModel
import HapRender

/// A document the client has open: its text as the client sees it and the latest analysis.
public struct OpenDocument: Sendable {
  public let uri: String
  public var version: Int
  public var text: TextBuffer
  /// The path for a `file:` URI, else `nil` (the document is still checked, D131).
  public let path: String?
  /// The analysis of `text`, `nil` after a change until it is worked out again.
  public var analysis: DocumentAnalysis?
  /// What hover looks up, made on the first hover after a change.
  var hoverCache = HoverCache()

  public init(uri: String, version: Int, text: TextBuffer) {
    self.uri = uri
    self.version = version
    self.text = text
    path = DocumentURI.path(of: uri)
  }

  /// The analysis of the current text, worked out now if a change made it stale.
  public mutating func analysed() -> DocumentAnalysis {
    if let analysis, !isDirtyText {
      return analysis
    }
    let fresh = DocumentAnalysis(
      text: text, path: path, earlier: analysis.flatMap { EarlierReading($0.document) })
    analysis = fresh
    isDirtyText = false
    return fresh
  }

  /// Whether `text` changed since `analysis` was made.
  var isDirtyText = true

  /// Replaces the text (a full or incremental change) and marks it for re-checking.
  public mutating func change(to text: TextBuffer, version: Int) {
    self.text = text
    self.version = version
    isDirtyText = true
    hoverCache = HoverCache()
  }
}
