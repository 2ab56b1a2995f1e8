import HapAudition

/// How `haptui play` says it loops: `, looping`, `, looping with 440 ms gaps`, `, 3 passes`.
enum LoopText {
  static func describe(_ request: PlayRequest) -> String {
    request.looping ? describe(request.loop) : ""
  }

  static func describe(_ loop: LoopPlan) -> String {
    let gap = loop.gap > 0 ? " with \(loop.gap) ms gaps" : ""
    guard let count = loop.count else { return ", looping\(gap)" }
    return ", \(count) pass\(count == 1 ? "" : "es")\(gap)"
  }
}
