import Foundation

@testable import HapCLI

/// Helpers for suites that run `haptui` commands in-process: scratch folders and captured output.
protocol CommandTesting {}

extension CommandTesting {
  /// A temporary folder holding `files` (relative name → text); the caller removes it.
  func folder(_ files: [String: String]) throws -> String {
    let path = NSTemporaryDirectory() + "haptui-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (name, text) in files {
      let file = path + "/" + name
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }
    return path
  }

  /// Runs `haptui` with `arguments` and returns its exit status and what it wrote.
  func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let sink = OutputSink()
    let status = HaptuiCommand.run(arguments, io: sink.io)
    return (status, sink.out, sink.err)
  }
}
