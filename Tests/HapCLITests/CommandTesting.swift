import Foundation
import HapTestSupport

@testable import HapCLI

/// Helpers for suites that run `haptui` commands in-process: scratch folders and captured output.
protocol CommandTesting {}

extension CommandTesting {
  /// A temporary folder holding `files` (relative name → text); the caller removes it.
  func folder(_ files: [String: String]) throws -> String {
    let folder = TemporaryFolder(prefix: "haptui-cli")
    for (name, text) in files { folder.write(name, text) }
    return folder.keep()
  }

  /// Runs `haptui` with `arguments` and returns its exit status and what it wrote.
  func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let sink = OutputSink()
    let status = HaptuiCommand.run(arguments, io: sink.io)
    return (status, sink.out, sink.err)
  }
}
