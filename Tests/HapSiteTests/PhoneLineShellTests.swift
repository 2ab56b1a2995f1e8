import Foundation
import HapModel
import HapRender
import HapTestSupport
import Testing

@testable import HapSite

/// The copy lines on a pattern's page, pasted into bash and zsh, reach `adb` and `busctl` with
/// the words their grammars expect.
///
/// `adb shell` joins the words after `shell` with spaces and hands that one line to the
/// phone's shell, which splits it again (like ssh); so the words must survive two shells. The
/// stand-ins record their argv; dash stands in for the phone's shell.
@Suite struct PhoneLineShellTests {
  /// Every shipped pattern, one site built from them.
  static func pages() -> [(id: String, html: String)] {
    let folder = Repository.path("Patterns")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".hap.md") }.sorted()
    let sources = names.map { name in
      SiteSource(
        path: name,
        document: HapDocument(bytes: TextFile.bytes("\(folder)/\(name)") ?? [], path: name))
    }
    return SiteBuilder.build(sources, options: SiteOptions()).compactMap { file in
      guard file.path.hasPrefix("patterns/"), file.path.hasSuffix(".html") else { return nil }
      let id = String(file.path.dropFirst("patterns/".count).dropLast(".html".count))
      return (id, String(decoding: file.bytes, as: UTF8.self))
    }
  }

  /// The text of `<code id="ID">` as a browser's `textContent` reads it (what Copy copies).
  static func codeText(_ html: String, id: String) -> String? {
    guard let open = html.range(of: "<code id=\"\(id)\">"),
      let close = html[open.upperBound...].range(of: "</code>")
    else { return nil }
    return String(html[open.upperBound..<close.lowerBound])
      .replacing("&lt;", with: "<").replacing("&gt;", with: ">")
      .replacing("&quot;", with: "\"").replacing("&#39;", with: "'")
      .replacing("&amp;", with: "&")
  }

  /// A folder holding recording stand-ins of `names`: each writes its argv, one word per
  /// NUL-terminated record, to `NAME.argv` beside it.
  static func standIns(_ names: [String]) -> TemporaryFolder {
    let folder = TemporaryFolder(prefix: "haptui-phone-line")
    for name in names {
      let script =
        "#!/bin/sh\n: > '\(folder.path)/\(name).argv'\n"
        + "for word in \"$@\"; do printf '%s\\0' \"$word\" >> '\(folder.path)/\(name).argv'; done\n"
      let path = folder.write(name, script)
      chmod(path, 0o755)
    }
    return folder
  }

  /// The words a stand-in recorded, nil when it never ran.
  static func recorded(_ folder: TemporaryFolder, _ name: String) -> [String]? {
    guard FileManager.default.fileExists(atPath: folder.path("\(name).argv")) else { return nil }
    let bytes = folder.bytes("\(name).argv")
    return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Runs `line` with `shell -c`, the stand-ins first on PATH.
  static func run(_ line: String, shell: String, folder: TemporaryFolder) -> ChildRun {
    let arguments = [shell, "-c", "PATH='\(folder.path)':\"$PATH\"\n" + line]
    let run = ChildProcess.run(arguments, timeout: 20)
    // A process another test forked in the moment the stand-in was written can hold it open
    // until its exec ("Text file busy"): that is the machine, not the line, so run it again.
    guard run.exitCode == 126, run.stderr.contains("Text file busy") else { return run }
    usleep(50_000)
    return ChildProcess.run(arguments, timeout: 20)
  }

  /// The shipped pattern `id`.
  static func pattern(_ id: String) -> HapticPattern? {
    let path = Repository.path("Patterns/\(id).hap.md")
    return HapDocument(bytes: TextFile.bytes(path) ?? [], path: path).pattern
  }

  static let shells = ["bash", "zsh"]

  @Test(arguments: shells) func theAdbLineReachesThePhoneShellAsTheCommandsWords(shell: String)
    throws
  {
    let shellPath = try #require(
      RequiredTool.path(shell), "\(RequiredTool.missing(shell, package: shell))")
    let dash = try #require(
      RequiredTool.path("dash"), "\(RequiredTool.missing("dash", package: "dash"))")
    var checked = 0
    for page in Self.pages() {
      guard let line = Self.codeText(page.html, id: "adb-line") else { continue }
      let folder = Self.standIns(["adb", "cmd"])
      let run = Self.run(line, shell: shellPath, folder: folder)
      #expect(run.exitCode == 0, "\(page.id) in \(shell): \(run)")
      let argv = try #require(Self.recorded(folder, "adb"), "\(page.id): adb never ran")
      // `adb shell COMMAND`: one command line, as `haptui play` sends it.
      #expect(argv.first == "shell" && argv.count == 2, "\(page.id): \(argv)")
      // What the phone's shell makes of the joined words: the command's own words.
      let phone = Self.run(
        ChildProcess.quoted(dash) + " -c "
          + ChildProcess.quoted(argv.dropFirst().joined(separator: " ")),
        shell: shellPath, folder: folder)
      #expect(phone.exitCode == 0, "\(page.id) on the phone: \(phone)")
      let pattern = try #require(Self.pattern(page.id))
      let audition = AndroidAudition(
        pattern, profile: try #require(DeviceProfile.named("api36", platform: .android)))
      let expected = VibratorCommandBuilder.command(audition.vibration, grammar: .newest)
      #expect(
        Self.recorded(folder, "cmd") == Array(expected.shellArguments.dropFirst()),
        "\(page.id) in \(shell)")
      checked += 1
    }
    #expect(checked >= 15)
  }

  @Test(arguments: shells) func theBusctlLineReachesBusctlAsTheMethodCallsWords(shell: String)
    throws
  {
    let shellPath = try #require(
      RequiredTool.path(shell), "\(RequiredTool.missing(shell, package: shell))")
    var checked = 0
    for page in Self.pages() {
      guard let line = Self.codeText(page.html, id: "busctl-line") else { continue }
      let folder = Self.standIns(["busctl"])
      let run = Self.run(line, shell: shellPath, folder: folder)
      #expect(run.exitCode == 0, "\(page.id) in \(shell): \(run)")
      let pattern = try #require(Self.pattern(page.id))
      let argv = try #require(Self.recorded(folder, "busctl"), "\(page.id): busctl never ran")
      #expect(argv == Array(FeedbackdPattern(pattern).busctlArguments.dropFirst()), "\(page.id)")
      // busctl's grammar: options, `call SERVICE OBJECT INTERFACE METHOD SIGNATURE ARGS…`.
      let call = try #require(argv.firstIndex(of: "call"))
      #expect(Array(argv[call + 1...call + 5]).suffix(2) == ["Vibrate", "sa(du)"])
      checked += 1
    }
    #expect(checked >= 15)
  }
}
