import Foundation
import HapModel
import HapTUI
import HapTestSupport
import Testing

/// Issue 6's hostile inputs thrown at the real `haptui` binary: `validate`, `fmt --check`,
/// `fmt`, `render` for every platform, and the editor's open path. Every run must end by itself
/// (no signal, no hang) with a clear, positioned diagnostic and the exit status its verdict
/// calls for, and must leave the input byte-identical (`fmt` may only rewrite a block it can
/// lay out without changing its meaning).
@Suite(.serialized, .requires(Haptui.isAvailable, Haptui.notBuilt))
struct HostileInputSuiteTests {
  static let platforms = ["ios", "android", "web", "react-native", "flutter", "gamepad"]

  @Test(arguments: HostileCase.all)
  func eachHostileFileEndsWithAClearDiagnosticAndStaysIntact(_ hostile: HostileCase) {
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    let file = scratch.write("case.hap.md", hostile.bytes)
    let large = hostile.bytes.count > 1_000_000
    let limit = large ? 180.0 : 60.0
    let document = HapDocument(bytes: hostile.bytes)

    HostileExpectations.validate(
      Haptui.run(["validate", file], timeout: limit), hostile.verdict, file: file)
    #expect(scratch.bytes("case.hap.md") == hostile.bytes, "validate changed the file")

    let check = Haptui.run(["fmt", "--check", file], timeout: limit)
    HostileExpectations.format(check, document, file: file, label: "fmt --check")
    #expect(scratch.bytes("case.hap.md") == hostile.bytes, "fmt --check changed the file")

    // Big files: the read paths above and below are what matters; a rewrite costs seconds.
    if !large {
      let format = Haptui.run(["fmt", file], timeout: limit)
      HostileExpectations.format(format, document, file: file, label: "fmt")
      if document.formatRefusal != nil {
        #expect(scratch.bytes("case.hap.md") == hostile.bytes, "fmt changed a file it refused")
      } else {
        // A rewrite must be a fixed point and keep the verdict.
        let once = scratch.bytes("case.hap.md")
        let again = Haptui.run(["fmt", file], timeout: limit)
        #expect(again.exitCode == 0 && scratch.bytes("case.hap.md") == once, "fmt: \(again)")
        HostileExpectations.validate(
          Haptui.run(["validate", file], timeout: limit), hostile.verdict, file: file)
      }
      scratch.write("case.hap.md", hostile.bytes)
    }

    // Every platform shares the read path; a file with no pattern stops there, so one will do.
    let platforms = large || document.pattern == nil ? ["android"] : Self.platforms
    for platform in platforms {
      let render = Haptui.run(["render", "--platform", platform, file], timeout: limit)
      HostileExpectations.render(render, document, file: file, platform: platform)
    }
    #expect(scratch.bytes("case.hap.md") == hostile.bytes, "render changed the file")
  }

  /// The editor's open path in-process, for every case: `DocumentSession.open` as `haptui edit`
  /// calls it, the editor state, its first frame at 120×40, a few keys, and `q`. A file with
  /// errors opens read-only and shows its first error.
  @Test(arguments: HostileCase.all)
  func theEditorOpenPathTakesEachHostileFile(_ hostile: HostileCase) {
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    let file = scratch.write("case.hap.md", hostile.bytes)
    let opened = DocumentSession.open(path: file)
    var state = EditorState(
      document: opened.info, pattern: opened.pattern, size: TerminalSize(columns: 120, rows: 40))
    _ = EditorReducer.start(&state)
    var screen = EditorScreen.render(state).text
    for key in [Key.tab, .right, .character("t"), .character("u"), .character("?")] {
      _ = EditorReducer.reduce(&state, .key(key))
      screen = EditorScreen.render(state).text
    }
    let quit =
      EditorReducer.reduce(&state, .key(.escape))
      + EditorReducer.reduce(&state, .key(.character("q")))
    #expect(!quit.contains { if case .save = $0 { true } else { false } }, "quitting saved")
    if case .rejected = hostile.verdict {
      #expect(state.isReadOnly, "a file with errors opens read-only")
      #expect(opened.info.readOnlyReason?.hasPrefix("HAP0") == true)
    }
    _ = screen
    #expect(scratch.bytes("case.hap.md") == hostile.bytes)
  }

  /// The real binary's editor under tmux, for the cases most likely to break it: the file opens
  /// (read-only with its diagnostics when it is broken), `q` quits normally, the file is intact.
  @Test(
    .requires(EditorOpenRun.isAvailable, "needs tmux (make deps) and the built haptui binary"),
    arguments: HostileCase.all.filter { Self.editorSubset.contains($0.name) })
  func theRealEditorOpensHostileFilesAndLeavesThemIntact(_ hostile: HostileCase) {
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    let file = scratch.write("case.hap.md", hostile.bytes)
    let run = EditorOpenRun.open(
      file, scratch: scratch, timeout: hostile.bytes.count > 1_000_000 ? 120 : 30)
    #expect(!run.hung, "\(run)")
    #expect(run.exitCode == 0, "\(run)")
    if case .rejected = hostile.verdict {
      // The Problems pane lists what validate reports, in file order: a render warning at the
      // block's fence (HAPW03) may come before the error, so any code shows it is there.
      #expect(run.screen.contains(" HAP"), "the diagnostics are on screen: \(run)")
      #expect(run.screen.contains("[read-only]"), "a rejected file opens read-only: \(run)")
    }
    #expect(scratch.bytes("case.hap.md") == hostile.bytes, "the editor changed the file")
  }

  static let editorSubset: Set<String> = [
    "invalid UTF-8 in the block", "a file of NUL bytes", "an empty file",
    "JSON nested 100,000 deep in an unknown member",
    "a 50 MB file of prose without a block", "at = 1e400",
  ]
}
