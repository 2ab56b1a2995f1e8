import Glibc
import HapSystem

@testable import HapTUI

/// A terminal double that hands out its input at set times (ms after the first wait for
/// input), waiting as a real terminal does in between, then ends input at `endMs`: for run
/// loop tests whose devices answer in real time.
final class PacedBackend: TerminalBackend {
  let size = TerminalSize(columns: 200, rows: 40)
  let hasColor = true
  let glyphs = Glyphs.unicode
  private var script: [(atMs: Int, event: InputEvent)]
  private let endMs: Int
  private var startedAt: Int?
  /// When each event was handed out (monotonic ns), in order.
  private(set) var delivered: [UInt64] = []
  /// The text of every frame drawn.
  private(set) var texts: [String] = []

  init(_ script: [(atMs: Int, event: InputEvent)], endMs: Int) {
    self.script = script
    self.endMs = endMs
  }

  func draw(_ frame: CellBuffer, theme: Theme, full: Bool) { texts.append(frame.text) }

  func nextInput(timeoutMs: Int) -> InputEvent? {
    let now = MonotonicTime.milliseconds()
    let start = startedAt ?? now
    startedAt = start
    let due = script.first.map { start + $0.atMs } ?? start + endMs
    if now >= due {
      guard !script.isEmpty else { return .end }
      delivered.append(MonotonicTime.nanoseconds())
      return script.removeFirst().event
    }
    usleep(UInt32(max(min(due - now, timeoutMs), 1) * 1000))
    return nil
  }

  func suspend() {}
  func runOutside(_ body: () -> Void) { body() }
  func shutdown() {}
}
