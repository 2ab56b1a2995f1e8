import Glibc
import HapLSP

/// `haptui lsp`: the language server over stdio (the shell around HapLSP's pure server).
enum LspCommand: Subcommand {
  static let name = "lsp"
  static let summary = "run the language server (LSP 3.17 over stdio) for editors"
  static let help = """
    Usage: haptui lsp [--debounce MS]

    Speaks the Language Server Protocol 3.17 on standard input and output (Content-Length
    framing; only protocol messages go to stdout, logs go to stderr) for Markdown documents
    holding a haptic block. Editors start it themselves: docs/editors.md has the setup for
    Neovim, VS Code, Helix and Zed.

    What it offers: diagnostics from the same checker as validate (pushed on open and after
    each change), with a link to each code's entry in docs/cli.md; code actions for every
    diagnostic that names its fix (slug, mirrors, derived fallbacks.web, misspelt members,
    suggested tokens, order, missing durations, ignored members) and for fmt; completion
    of member names, intent tokens, event types, curves, capabilities and primitives;
    hover (what a member and value mean, what each platform keeps of the event); one
    symbol per event; folding; formatting of the block; and the command haptui.play.

    haptui.play (workspace/executeCommand, arguments [URI] or [URI, POSITION]) plays the
    pattern, or the event under the cursor, with 'haptui play' on the audition target set by
    initializationOptions.auditionTarget or the setting haptui.auditionTarget: evdev (the
    first rumble device, the default), evdev:PATH (that device node), or another target
    name, passed to 'haptui play --target NAME' as written.

    Options:
      --debounce MS   wait MS milliseconds after the last change before checking (default
                      150)
      -h, --help      show this help

    Exit status: 0 after the client's shutdown and exit, 1 when the stream ends or exit
    comes without shutdown, 2 usage error.

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scanner: ArgumentScanner
    do {
      scanner = try ArgumentScanner(arguments, flags: [], options: ["debounce"])
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    guard scanner.positionals.isEmpty else {
      return HaptuiCommand.usageFailure(
        UsageError("takes no arguments (it talks over stdin and stdout)"), command: name, io: io)
    }
    var debounce = 150
    if let text = scanner.value("debounce") {
      guard let value = Int(text), value >= 0, value <= 10_000 else {
        return HaptuiCommand.usageFailure(
          UsageError("--debounce needs milliseconds from 0 to 10000, not '\(text)'"),
          command: name, io: io)
      }
      debounce = value
    }
    // A client that goes away mid-write must not kill the server with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    var server = LanguageServer(
      debounce: debounce, documentation: DocumentationLocation.current())
    var transport = StdioTransport()
    return ServerLoop.run(
      &server, transport: &transport, auditioner: PlayAuditioner(),
      clock: StdioTransport.milliseconds)
  }
}
