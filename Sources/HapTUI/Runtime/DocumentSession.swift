import HapModel
import HapPlayback

/// The open file behind the editor: HapModel's document, saved through its lossless writer.
///
/// The reducer never sees this; it asks for saves with `Effect.save` and the runtime answers
/// through the session, which keeps the document in step with the file on disk.
public final class DocumentSession: @unchecked Sendable {
  private var current: HapDocument
  /// Guards `current`: the background worker reads it while the run loop may save.
  private let lock = Lock()
  /// The file edited; a `save-as` moves it to the new file (guarded by `lock`).
  private var currentPath: String
  public var path: String { lock.withLock { currentPath } }

  init(document: HapDocument, path: String) {
    current = document
    currentPath = path
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
      try saving.save(request.pattern, title: request.title, force: request.force)
      lock.withLock { current = saving }
      return .saved(revision: request.revision, thenQuit: request.thenQuit)
    } catch {
      switch error.reason {
      case .changedOnDisk, .removedOnDisk: return .changedOnDisk(thenQuit: request.thenQuit)
      default: return .failed(error.message)
      }
    }
  }

  /// Writes the file under `request.path` (atomic; an existing file there is not replaced),
  /// after which the session edits the new file; the old one is left as it was.
  public func saveAs(_ request: SaveAsRequest) -> String? {
    do {
      var saving = document
      try saving.save(request.pattern, title: request.title, to: request.path)
      lock.withLock {
        current = saving
        currentPath = request.path
      }
      return nil
    } catch {
      return error.message
    }
  }

  /// The file's bytes on disk now, or `nil` when it cannot be read.
  public func bytesOnDisk() -> [UInt8]? { LocalFiles.read(path) }

  /// Whether the file on disk differs from what was read or last saved.
  public var changedOnDisk: Bool { bytesOnDisk() != document.bytes }

  /// Reads the file again and edits what it holds now.
  public func reload() -> Opened {
    let opened = Self.open(path: path)
    lock.withLock { current = opened.session.document }
    return Opened(session: self, info: opened.info, pattern: opened.pattern)
  }

  /// The diagnostics of the file as it would be saved with `pattern` and `title`, tied to
  /// events.
  public func diagnostics(for pattern: HapticPattern, title: String? = nil) -> [LiveDiagnostic] {
    // A block that never decoded has nothing to re-check: its reading diagnostics stand.
    guard document.pattern != nil else { return LiveDiagnostics.from(document) }
    let bytes = serialized(with: pattern, title: title)
    if bytes == document.bytes { return LiveDiagnostics.from(document, pattern: pattern) }
    return LiveDiagnostics.from(HapDocument(bytes: bytes, path: path), pattern: pattern)
  }
}
