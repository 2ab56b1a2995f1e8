import Foundation
import HapLSP
import HapTestSupport
import Testing

/// Neovim 0.7's built-in client (headless) against the real `haptui lsp`: every pattern of
/// the library and the broken fixtures, its `vim.diagnostic.get()` compared with
/// `validate --json`.
@Suite struct NeovimEndToEndTests {
  @Test func neovimSeesWhatValidateSees() throws {
    let nvim = try #require(
      RequiredTool.path("nvim"), "\(RequiredTool.missing("nvim", package: "neovim"))")
    let binary = try #require(BuiltBinary.haptui, "build haptui first (swift build)")
    let files = LspEndToEndTests.files.map { Repository.path($0) }
    let scratch = TemporaryFolder(prefix: "haptui-nvim")
    defer { scratch.remove() }
    let out = scratch.path + "/diagnostics.tsv"
    let script = Repository.path("Tests/HapCLITests/LSP/neovim-diagnostics.lua")
    let quoted = ChildProcess.quoted
    let command =
      "cd \(quoted(scratch.path)) && HOME=\(quoted(scratch.path)) XDG_STATE_HOME=\(quoted(scratch.path)) "
      + "HAPTUI_BIN=\(quoted(binary)) HAPTUI_OUT=\(quoted(out)) "
      + "HAPTUI_FILES=\(quoted(files.joined(separator: "\n"))) "
      + "timeout 300 \(quoted(nvim)) --headless -u NONE -i NONE -n -c \(quoted("luafile " + script)) "
      + "</dev/null 2>&1"
    let run = ChildProcess.shell(command)
    let text = try String(contentsOfFile: out, encoding: .utf8)
    var seen: [String: [String]] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\t").map(String.init)
      guard parts.count == 3 else { continue }
      #expect(parts[1] != "TIMEOUT", "no diagnostics arrived for \(parts[0]): \(run.output)")
      if parts[1] != "-" {
        seen[parts[0], default: []].append("\(parts[1])@\(parts[2])")
      } else {
        seen[parts[0]] = seen[parts[0]] ?? []
      }
    }
    #expect(seen.count == files.count, "\(run.output)")
    for file in files {
      let json = ChildProcess.run([binary, "validate", "--json", file])
      let parsed =
        JSONValue.parse(Array(json.stdout.utf8))?.array?.first?["diagnostics"].array ?? []
      let expected = parsed.map { "\($0["code"].string ?? "")@\($0["line"].int ?? 0)" }
      #expect((seen[file] ?? []).sorted() == expected.sorted(), "\(file)")
    }
    #expect(seen.values.contains { $0.contains { $0.hasPrefix("HAPW10") } })
  }
}
