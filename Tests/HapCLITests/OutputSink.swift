import Synchronization

@testable import HapCLI

/// Captures what a command writes, for assertions.
final class OutputSink: Sendable {
  private let outText = Mutex("")
  private let errText = Mutex("")

  var out: String { outText.withLock { $0 } }
  var err: String { errText.withLock { $0 } }

  var io: CommandIO {
    CommandIO(
      out: { text in self.outText.withLock { $0 += text } },
      err: { text in self.errText.withLock { $0 += text } })
  }
}
