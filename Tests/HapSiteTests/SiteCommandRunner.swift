import Foundation
import HapTestSupport
import Synchronization

@testable import HapCLI

/// Runs `haptui` in-process with its output captured, for the site's command tests.
enum SiteCommandRunner {
  /// What a command wrote.
  final class Capture: Sendable {
    let out = Mutex("")
    let err = Mutex("")
  }

  static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let capture = Capture()
    let io = CommandIO(
      out: { text in capture.out.withLock { $0 += text } },
      err: { text in capture.err.withLock { $0 += text } })
    let status = HaptuiCommand.run(arguments, io: io)
    return (status, capture.out.withLock { $0 }, capture.err.withLock { $0 })
  }

  /// Every file under `path`, relative, sorted (hidden ones included).
  static func listing(_ path: String) -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).sorted()
  }
}
