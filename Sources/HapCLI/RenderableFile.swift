import HapModel
import HapRender
import HapSystem

/// Reads a `.hap.md` file for `render`, `explain` and `export`: any file whose haptic block
/// parses renders; conformance problems are shown as warnings, never as a refusal, because a
/// 0.1 runtime renders what it understands.
enum RenderableFile {
  /// The pattern in `path`, or `nil` (after saying why on standard error) when there is none.
  /// Conformance findings go to standard error as warnings.
  static func load(_ path: String, command: String, io: CommandIO) -> HapticPattern? {
    rendering(path, command: command, io: io) { $0 }
  }

  /// `render` of the pattern in `path`, the file's checks running on a second thread beside
  /// it (D371); `nil` (after saying why on standard error) when the file has no pattern.
  /// Conformance findings go to standard error as warnings before this returns, so before
  /// anything the caller writes with the result.
  static func rendering<Result>(
    _ path: String, command: String, io: CommandIO, _ render: (HapticPattern) -> Result
  ) -> Result? {
    // The document is held only by the handoff, so the checks free it (its tree and bytes)
    // as soon as they are done, while the render goes on.
    let read = Handoff(HapDocument.read(path: path, checking: false))
    guard let pattern = read.peek(\.pattern) ?? nil else {
      refuse(read.take()!.checked(), path: path, command: command, io: io)
      return nil
    }
    let (result, errors) = ParallelWork.beside(
      { Checker.errors(of: read.take()!.checked()).map(\.diagnostic) },
      while: { render(pattern) }, threaded: pattern.events.count >= threadedEvents)
    warn(errors, path: path, command: command, io: io)
    return result
  }

  /// From this many events a file's checks run on a thread of their own: a smaller track
  /// costs less to check than a thread costs to start (exporting 1,000 small files took 0.17 s
  /// one thread each, 0.22 s with a thread each).
  static let threadedEvents = 2_000

  /// Says why `document`, whose block gave no pattern, has nothing to render.
  private static func refuse(
    _ document: HapDocument, path: String, command: String, io: CommandIO
  ) {
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
  }

  /// Writes a rendered file's conformance errors as warnings.
  private static func warn(
    _ errors: [Diagnostic], path: String, command: String, io: CommandIO
  ) {
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
}
