import Testing

@testable import HapCLI

@Suite struct ArgumentScannerTests {
  @Test func splitsFlagsOptionsAndPositionals() throws {
    let scan = try ArgumentScanner(
      ["--json", "a.hap.md", "--platform=ios", "--profile", "full", "--", "--odd"],
      flags: ["json"], options: ["platform", "profile"])
    #expect(scan.has("json"))
    #expect(scan.value("platform") == "ios")
    #expect(scan.value("profile") == "full")
    #expect(scan.positionals == ["a.hap.md", "--odd"])
  }

  @Test func rejectsUnknownOptionsAndMissingValues() {
    #expect(throws: UsageError("unknown option '--jsn'")) {
      try ArgumentScanner(["--jsn"], flags: ["json"], options: [])
    }
    #expect(throws: UsageError("option --platform needs a value")) {
      try ArgumentScanner(["--platform"], flags: [], options: ["platform"])
    }
    #expect(throws: UsageError("option --json takes no value")) {
      try ArgumentScanner(["--json=1"], flags: ["json"], options: [])
    }
  }

  @Test func unknownCommandIsAUsageError() {
    let sink = OutputSink()
    #expect(HaptuiCommand.run(["frobnicate"], io: sink.io) == 2)
    #expect(sink.err.contains("unknown command 'frobnicate'"))
    #expect(HaptuiCommand.run(["--version"], io: sink.io) == 0)
    #expect(sink.out.hasPrefix("haptui "))
  }
}
