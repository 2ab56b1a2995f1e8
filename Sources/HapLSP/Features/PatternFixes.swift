import HapModel

/// Fixes made on the typed pattern and written back by the document's own writer (the block
/// in the canonical layout, the mirrors kept true), offered only when that layout keeps the
/// block's meaning.
enum PatternFixes {
  /// HAP005: the track sorted by `at`, stably.
  static func sorted(_ analysis: DocumentAnalysis) -> [UInt8]? {
    rewrite(analysis) { pattern in
      pattern.track = pattern.track.map(TrackOrder.stablySorted)
    }
  }

  /// HAP006: every continuous event without a duration given the default one.
  static func durations(_ analysis: DocumentAnalysis) -> [UInt8]? {
    rewrite(analysis) { pattern in
      pattern.track = pattern.track?.map { event in
        var event = event
        if event.type == .continuous, event.duration == nil {
          event.duration = EventDefaults.duration
        }
        return event
      }
    }
  }

  static func rewrite(_ analysis: DocumentAnalysis, _ change: (inout HapticPattern) -> Void)
    -> [UInt8]?
  {
    let document = analysis.document
    guard var pattern = document.pattern, document.formatRefusal == nil else { return nil }
    change(&pattern)
    return document.serialized(with: pattern)
  }
}
