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
    var unparsed: HapDocument? = HapDocument.read(path: path, checking: false, parsing: false)
    if let block = unparsed?.block, block.content.count >= directSize {
      return renderingDirect(
        block.content, unparsed.take()!, path: path, command: command, io: io, render)
    }
    // The document is held only by the handoff, so the checks free it (its tree and bytes)
    // as soon as they are done, while the render goes on.
    let read = Handoff(unparsed.take()!.parsed())
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

  /// `rendering` of a long block: its pattern is read without a tree (`DirectPatternReader`)
  /// and rendered while a second thread parses and checks the block (D447). When the block
  /// turns out not to parse (or not to hold an object) the render is dropped and the file
  /// refused as the other path refuses it; a block the direct reader declines is decoded from
  /// the tree and rendered after the checks.
  private static func renderingDirect<Result>(
    _ content: ArraySlice<UInt8>, _ unparsed: HapDocument, path: String, command: String,
    io: CommandIO, _ render: (HapticPattern) -> Result
  ) -> Result? {
    let read = Handoff(unparsed)
    // Set once the direct reader has the pattern: the checks then drop the tree, which would
    // otherwise be held beside the render's own memory until it ends.
    let taken = Handoff<Bool>()
    let (direct, checked) = ParallelWork.beside(
      { () -> DirectCheck in
        let document = read.take()!.parsed(decoding: false).checked()
        // `PatternDecoder.decode` gives a pattern exactly when the block holds an object.
        guard let tree = document.tree, let root = tree.nodes.first, root.kind == .object else {
          return .refused(document)
        }
        let errors = Checker.errors(of: document).map(\.diagnostic)
        return .errors(errors, taken.peek { $0 } == true ? nil : tree)
      },
      while: { () -> Result? in
        guard let pattern = DirectPatternReader.pattern(in: content) else { return nil }
        taken.put(true)
        return render(pattern)
      })
    switch checked {
    case .refused(let document):
      refuse(document, path: path, command: command, io: io)
      return nil
    case .errors(let errors, let tree):
      warn(errors, path: path, command: command, io: io)
      if let direct { return direct }
      return tree.flatMap(PatternDecoder.decode).map(render)
    }
  }

  /// What the checks of a directly read block found.
  private enum DirectCheck: Sendable {
    case refused(HapDocument)
    /// The errors, and the tree unless the direct reader had the pattern by then.
    case errors([Diagnostic], JSONTree?)
  }

  /// From this many bytes of block the pattern is read without a tree and rendered while the
  /// tree is made for the checks (about 2,500 canonical events; D447).
  static let directSize = 1 << 18

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
