import Foundation
import HapTestSupport
import Testing

/// `make install`'s work (`scripts/install.sh`) into a temporary PREFIX, with the debug binary
/// `swift build` made (a release build inside `swift test` would wait on the build lock).
@Suite(
  .serialized,
  .requires(TmuxSession.binary != nil, "the haptui binary is not built: run `swift build`"))
struct InstallTests {
  static let files = [
    "bin/haptui", "share/man/man1/haptui.1", "share/bash-completion/completions/haptui",
    "share/zsh/site-functions/_haptui", "share/doc/haptui/cli.md",
  ]
  static let script = Repository.path("scripts/install.sh")

  @Test(
    "install puts the binary, the man page, both completions and the manual of codes under PREFIX; uninstall removes them"
  )
  func installAndUninstall() throws {
    let folder = TemporaryFolder()
    let prefix = folder.path + "/prefix with space"
    let binary = try #require(TmuxSession.binary)
    let install = shell("bash \(quoted(Self.script)) \(quoted(binary)) \(quoted(prefix))")
    #expect(install.status == 0, "\(install.output)")
    for file in Self.files {
      #expect(access(prefix + "/" + file, R_OK) == 0, "\(file) installed")
    }
    #expect(access(prefix + "/bin/haptui", X_OK) == 0, "the binary is executable")
    let version = shell("\(quoted(prefix + "/bin/haptui")) --version")
    #expect(version.output.hasPrefix("haptui "), "the installed binary runs: \(version.output)")
    #expect(install.output.contains("is not on your PATH"), "says how to put it on the PATH")
    // The installed binary links each code to the installed manual, not to a guessed address.
    let sarif = shell(
      "cd \(quoted(folder.path)) && printf 'no block\\n' > x.hap.md && env -u HAPTUI_DOCS_URL \(quoted(prefix + "/bin/haptui")) validate --format sarif x.hap.md"
    )
    let manual =
      "file://" + (prefix + "/share/doc/haptui/cli.md").replacingOccurrences(of: " ", with: "%20")
    #expect(
      sarif.output.contains("\"helpUri\":\"\(manual)#hap001\""), "\(sarif.output.prefix(600))")

    let uninstall = shell("bash \(quoted(Self.script)) --uninstall \(quoted(prefix))")
    #expect(uninstall.status == 0, "\(uninstall.output)")
    for file in Self.files {
      #expect(access(prefix + "/" + file, F_OK) != 0, "\(file) removed")
    }
  }

  @Test("the man page renders without a warning and has the sections a man page needs")
  func manPageRenders() throws {
    let folder = TemporaryFolder()
    let page = try installed("share/man/man1/haptui.1", in: folder)
    for section in [".TH HAPTUI 1", ".SH NAME", ".SH SYNOPSIS", ".SH COMMANDS"] {
      #expect(page.text.contains(section), "\(section)")
    }
    let ascii = page.text.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii, "the page is ASCII (escaped)")
    if shell("command -v groff").status == 0 {
      let warnings = shell("groff -man -Tutf8 -ww -z \(quoted(page.path))")
      #expect(warnings.status == 0 && warnings.output.isEmpty, "groff: \(warnings.output)")
      let text = shell("groff -man -Tutf8 \(quoted(page.path)) | col -b")
      #expect(text.output.contains("haptui validate [--format human|json|github|sarif] [--jobs N]"))
      #expect(text.output.contains("░▒▓█"), "non-ASCII comes back through its escape")
    }
  }

  @Test("the bash completion parses and completes commands, options and listed values")
  func bashCompletion() throws {
    let folder = TemporaryFolder()
    let script = try installed("share/bash-completion/completions/haptui", in: folder)
    #expect(shell("bash -n \(quoted(script.path))").status == 0)
    // Completed in an empty folder: a command's place also offers file names (`haptui FILE`
    // opens the editor), and any file in the working folder would be among them.
    let empty = TemporaryFolder()
    func complete(_ words: String) -> String {
      let command =
        "source \(quoted(script.path)); COMP_WORDS=(\(words)); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); "
        + "_haptui; echo \"${COMPREPLY[*]}\""
      return shell("cd \(quoted(empty.path)) && bash -c \(quoted(command))").output
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(complete("haptui ren") == "render")
    #expect(complete("haptui render --pl") == "--platform")
    #expect(complete("haptui export --platform a") == "android")
    #expect(complete("haptui validate --j") == "--json --jobs")
  }

  @Test(
    "the zsh completion parses",
    .requires(shell("command -v zsh").status == 0, "zsh is not installed: run `make deps`"))
  func zshCompletion() throws {
    let folder = TemporaryFolder()
    let script = try installed("share/zsh/site-functions/_haptui", in: folder)
    let check = shell("zsh -n \(quoted(script.path))")
    #expect(check.status == 0, "\(check.output)")
  }

  @Test("the zsh completion names every command and option of the help strings")
  func zshCompletionCoversTheHelp() throws {
    let folder = TemporaryFolder()
    let script = try installed("share/zsh/site-functions/_haptui", in: folder).text
    #expect(script.hasPrefix("#compdef haptui\n"))
    #expect(script.contains("'render:show what one platform"))
    #expect(script.contains("--steps'[play raw rumble steps"))
    #expect(script.contains(":DIR:_files -/"))
  }

  /// Installs into `folder` as PREFIX and returns one installed file's path and text.
  private func installed(_ file: String, in folder: TemporaryFolder) throws -> (
    path: String, text: String
  ) {
    let binary = try #require(TmuxSession.binary)
    let result = shell("bash \(quoted(Self.script)) \(quoted(binary)) \(quoted(folder.path))")
    try #require(result.status == 0, "\(result.output)")
    let path = folder.path + "/" + file
    let bytes = try #require(TextFile.bytes(path))
    return (path, String(decoding: bytes, as: UTF8.self))
  }
}
