import HapModel

@testable import HapRender

/// One pattern under one setting on one profile: the rendition the interpreters compare with
/// what the artefact did, and helpers to read its report.
struct InterpreterCase {
  var pattern: HapticPattern
  var setting: String
  var rendition: Rendition

  var input: RenderInput { RenderInput(pattern) }

  /// `pattern-id/setting/platform/profile`, for messages.
  var name: String { "\(pattern.id)/\(setting)/\(rendition.profile)" }

  /// The report entry for a construct of the event at file index `index`.
  func entry(_ index: Int, _ construct: Construct) -> ReportEntry? {
    let label = "event \(index + 1)"
    return rendition.report.first { $0.event == label && $0.construct == construct }
  }

  /// The pattern-level entry for `construct`.
  func entry(_ construct: Construct) -> ReportEntry? {
    rendition.report.first { $0.event == "pattern" && $0.construct == construct }
  }

  /// Whether `construct` of the event is reported kept.
  func kept(_ index: Int, _ construct: Construct) -> Bool {
    entry(index, construct)?.status == .kept
  }

  /// The token the rung played: the intent, or `fallbacks.reduced` on the reduced path.
  var playedToken: IntentToken? {
    rendition.rung == .reduced ? pattern.reducedToken : pattern.intentToken
  }

  /// `fallbacks.web` as written, negative entries read as 0.
  var web: [Int] { (pattern.fallbacks?.web ?? []).map { max($0, 0) } }

  /// The times `fallbacks.web` vibrates: `[start, end)` of each non-empty on entry.
  var webOnTimes: [(start: Int, end: Int)] {
    var times: [(Int, Int)] = []
    var time = 0
    for (position, length) in web.enumerated() {
      if position % 2 == 0, length > 0 {
        if let last = times.last, last.1 == time {
          times[times.count - 1].1 = time + length
        } else {
          times.append((time, time + length))
        }
      }
      time += length
    }
    return times
  }
}
