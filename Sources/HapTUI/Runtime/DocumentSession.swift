import HapModel

/// The open file behind the editor: HapModel's document, saved through its lossless writer.
///
/// The reducer never sees this; it asks for saves with `Effect.save` and the runtime answers
/// through the session, which keeps the document in step with the file on disk.
public final class DocumentSession: @unchecked Sendable {
  private var current: HapDocument
  /// Guards `current`: the background worker reads it while the run loop may save.
  private let lock = Lock()
  public let path: String
  /// The AHAP, `.haptic` or XML file the document was imported from (never written), if any.
  public internal(set) var importedFrom: String?
  /// The import report's approximations and drops, kept in the Problems pane through edits.
  var importNotes: [LiveDiagnostic] = []
  /// Whether an import has been saved once (later saves check the file like any other).
  var importSaved = false

  init(document: HapDocument, path: String) {
    current = document
    self.path = path
  }

  /// The document as last read or saved.
  public var document: HapDocument { lock.withLock { current } }

  /// What opening a file gives the editor: the session, the facts for the state, the pattern.
  public struct Opened {
    public var session: DocumentSession
    public var info: DocumentInfo
    public var pattern: HapticPattern
  }

  /// Reads `path`. Never fails: an unreadable or broken file opens read-only with its
  /// diagnostics, and a file that can be repaired says so.
  public static func open(path: String) -> Opened {
    if let imported = openImport(path: path) { return imported }
    let document = HapDocument.read(path: path)
    let session = DocumentSession(document: document, path: path)
    let diagnostics = LiveDiagnostics.from(document)
    let frontmatter = document.frontmatter
    var info = DocumentInfo(
      path: path, title: frontmatter?.title, diagnostics: diagnostics,
      frontmatterID: frontmatter?.id)
    info.hasFrontmatter = frontmatter != nil
    guard let pattern = document.pattern else {
      info.hasPattern = false
      info.readOnlyReason =
        readOnlyReason(document.errors) ?? "the file has no haptic block to edit"
      return Opened(session: session, info: info, pattern: HapticPattern(id: frontmatter?.id ?? ""))
    }
    if let reason = readOnlyReason(document.errors) {
      info.readOnlyReason = reason
      let repaired = PatternRepair.repair(pattern, frontmatterID: frontmatter?.id)
      if repaired.isConformant {
        let check = HapDocument(bytes: document.serialized(with: repaired.pattern), path: path)
        info.isRepairable = check.isConformant
      }
    }
    return Opened(session: session, info: info, pattern: pattern)
  }

  /// A short reason naming the first error and where it is, or `nil` when there is none.
  static func readOnlyReason(_ errors: [Diagnostic]) -> String? {
    guard let first = errors.first else { return nil }
    let more = errors.count > 1 ? " (+\(errors.count - 1) more)" : ""
    return "\(first.code) at \(first.line):\(first.column) \(first.message)\(more)"
  }

  /// The file's bytes as they would be saved with `pattern` and `title` (`nil`: as in the
  /// file). A title the frontmatter cannot take is left out: the save says why.
  public func serialized(with pattern: HapticPattern, title: String? = nil) -> [UInt8] {
    let document = self.document
    return (try? document.serialized(with: pattern, title: title))
      ?? document.serialized(with: pattern)
  }

  /// Saves atomically; refuses (unless `force`) when the file changed on disk since it was read.
  public func save(_ request: SaveRequest) -> SaveOutcome {
    do {
      var saving = document
      // An import's first save creates its file; one already there is only replaced on the
      // confirmation that a "changed on disk" refusal asks for.
      if importedFrom != nil, !importSaved, targetExists, !request.force {
        return .changedOnDisk(thenQuit: request.thenQuit)
      }
      let force = request.force || (importedFrom != nil && !importSaved)
      try saving.save(request.pattern, title: request.title, force: force)
      importSaved = true
      lock.withLock { current = saving }
      return .saved(revision: request.revision, thenQuit: request.thenQuit)
    } catch {
      switch error.reason {
      case .changedOnDisk, .removedOnDisk: return .changedOnDisk(thenQuit: request.thenQuit)
      default: return .failed(error.message)
      }
    }
  }

  /// The diagnostics of the file as it would be saved with `pattern` and `title`, tied to
  /// events.
  public func diagnostics(for pattern: HapticPattern, title: String? = nil) -> [LiveDiagnostic] {
    // A block that never decoded has nothing to re-check: its reading diagnostics stand.
    guard document.pattern != nil else { return importNotes + LiveDiagnostics.from(document) }
    let bytes = serialized(with: pattern, title: title)
    if bytes == document.bytes {
      return importNotes + LiveDiagnostics.from(document, pattern: pattern)
    }
    // The import report comes first: it is what a designer opening an import needs to read.
    return importNotes
      + LiveDiagnostics.from(HapDocument(bytes: bytes, path: path), pattern: pattern)
  }
}
