import HapModel
import HapRender

/// Reads a `.hap.md` file for `render`, `explain` and `export`: any file whose haptic block
/// parses renders; conformance problems are shown as warnings, never as a refusal, because a
/// 0.1 runtime renders what it understands.
enum RenderableFile {
  /// The pattern in `path`, or `nil` (after saying why on standard error) when there is none.
  /// Conformance findings go to standard error as warnings.
  static func load(_ path: String, command: String, io: CommandIO, quiet: Bool = false)
    -> HapticPattern?
  {
    let document = HapDocument.read(path: path)
    guard let pattern = document.pattern else {
      // Without a pattern there is nothing to render, so the checker's findings are reading's.
      let found = Checker.findings(for: document).map(\.diagnostic)
      let failures = found.filter { $0.severity == .error }
      let errors = failures.isEmpty ? found : failures
      for diagnostic in errors {
        io.err(
          "\(path):\(diagnostic.line):\(diagnostic.column): error[\(diagnostic.code)]: "
            + "\(diagnostic.message)\n")
      }
      if errors.isEmpty {
        io.err("haptui \(command): \(path): no haptic block to render\n")
      } else {
        io.err("haptui \(command): \(path): nothing to render: the haptic block does not parse\n")
      }
      return nil
    }
    if !quiet {
      let errors = Checker.errors(of: document).map(\.diagnostic)
      for diagnostic in errors {
        io.err(
          "\(path):\(diagnostic.line):\(diagnostic.column): warning[\(diagnostic.code)]: "
            + "\(diagnostic.message)\n")
      }
      if !errors.isEmpty {
        io.err(
          "haptui \(command): \(path) is not conformant; rendering what its block says, as a "
            + "0.1 runtime would\n")
      }
    }
    return pattern
  }
}
