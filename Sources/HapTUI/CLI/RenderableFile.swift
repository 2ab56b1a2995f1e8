import HapModel

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
      let errors = document.errors.isEmpty ? document.diagnostics : document.errors
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
      let errors = document.errors
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
