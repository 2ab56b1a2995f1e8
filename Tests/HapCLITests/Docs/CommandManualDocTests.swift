import Foundation
import HapTestSupport
import Testing

@testable import HapCLI

/// docs/cli.md carries every command's help text (what `haptui --help-markdown` prints) between
/// two markers, so the manual cannot drift from `haptui CMD --help`.
@Suite("CLI manual")
struct CommandManualDocTests {
  static let start = "<!-- cli:start -->\n"
  static let end = "<!-- cli:end -->"
  /// The repository root: the nearest folder above this file that holds Package.swift (no
  /// helper target needed, so the suite can move between test targets).
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/",
      !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
    {
      url.deleteLastPathComponent()
    }
    return url.path
  }()

  @Test(
    "docs/cli.md holds every command's help as it prints (HAPTUI_RECORD=1 rewrites it)")
  func cliManualMatches() throws {
    let path = Self.root + "/docs/cli.md"
    let manual = try String(contentsOfFile: path, encoding: .utf8)
    let generated = CommandManual.markdown(HaptuiCommand.subcommands, overview: HaptuiCommand.help)
    let startRange = try #require(manual.range(of: Self.start))
    let endRange = try #require(manual.range(of: Self.end))
    let current = String(manual[startRange.upperBound..<endRange.lowerBound])
    if ProcessInfo.processInfo.environment["HAPTUI_RECORD"] == "1" {
      try
        (String(manual[..<startRange.upperBound]) + generated
        + String(manual[endRange.lowerBound...])).write(
          toFile: path, atomically: true, encoding: .utf8)
      SnapshotFolder.recorded(path)
      return
    }
    #expect(
      current == generated,
      "docs/cli.md is stale: run HAPTUI_RECORD=1 swift test --filter CommandManualDocTests"
    )
  }

  @Test("the generated manual is what --help-markdown prints, and holds every command's help")
  func markdownOutputHoldsEveryHelp() {
    let sink = OutputSink()
    #expect(HaptuiCommand.run(["--help-markdown"], io: sink.io) == 0)
    for command in HaptuiCommand.subcommands {
      #expect(sink.out.contains("## haptui \(command.name)\n"))
      #expect(sink.out.contains(command.help), "\(command.name)'s help is in the manual whole")
    }
  }

  @Test("options are read from the help strings: flags, their argument and listed values")
  func optionsFromHelp() {
    let render = HelpOption.options(in: RenderCommand.help)
    let platform = render.first { $0.flags == ["--platform"] }
    #expect(platform?.argument == "P")
    #expect(platform?.values == ["ios", "android", "web", "react-native", "flutter", "gamepad"])
    #expect(render.contains { $0.flags == ["--list-profiles"] && $0.argument == nil })
    let validate = HelpOption.options(in: ValidateCommand.help)
    #expect(validate.map(\.flags) == [["--format"], ["--json"], ["--jobs"], ["--help", "-h"]])
    #expect(validate[0].values == ["human", "json", "github", "sarif"])
    #expect(validate[2].shortSummary == "check files on N threads")
    // A command whose help lists no --help still gets it (the dispatcher handles it).
    #expect(
      HelpOption.options(in: EditCommand.help).map(\.flags) == [
        ["--mono"], ["--ascii"], ["--audio"], ["--target"], ["--help", "-h"],
      ])
    #expect(HaptuiCommand.run(["--completion", "fish"], io: OutputSink().io) == 2)
  }
}
