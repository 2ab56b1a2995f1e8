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
  private var currentPath: String
  /// The AHAP, `.haptic` or XML file the document was imported from (never written), if any.
  public internal(set) var importedFrom: String?
  /// The import report's approximations and drops, kept in the Problems pane through edits.
  var importNotes: [LiveDiagnostic] = []
  /// Whether an import has been saved once (later saves check the file like any other).
  var importSaved = false
  /// The `audio:` the next save writes when it differs from the file's (`.some(nil)`: remove
  /// the key); `nil` when the frontmatter's is kept as it is.
  private var audioEdit: String??
  /// The `audio:` a save into another folder rewrote (so it still names the same sound), for
  /// the editor to take with `takeAudioMove()`.
  private var movedAudio: String?

  init(document: HapDocument, path: String) {
    current = document
    currentPath = path
  }

  /// The file being edited; a save elsewhere or a `save-as` moves the session to the new file.
  public var path: String { lock.withLock { currentPath } }

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
    info.audio = frontmatter?.entry("audio")?.stringValue
    info.audioOnDisk = info.audio
    info.writeProblem = WriteAccess.problem(savingTo: path)
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
    let bytes =
      (try? document.serialized(with: pattern, title: title))
      ?? document.serialized(with: pattern)
    return (try? withAudio(bytes, file: document.displayName)) ?? bytes
  }

  /// Makes the next save write `audio:` as `name` (`nil`: remove the key), every other
  /// frontmatter byte kept.
  public func setAudio(_ name: String?) {
    lock.withLock { audioEdit = .some(name) }
  }

  /// `bytes` with the attached sound's `audio:` written, when one was attached or detached
  /// (or `moved` gives the value to write instead).
  func withAudio(_ bytes: [UInt8], file: String, moved: String? = nil) throws(SaveError)
    -> [UInt8]
  {
    guard let edit = moved.map({ .some($0) }) ?? lock.withLock({ audioEdit }) else {
      return bytes
    }
    return try FrontmatterKeyEdit.setting("audio", to: edit, in: bytes, file: file)
  }

  /// The bytes a save of `pattern` and `title` writes over `document`.
  private func output(
    of document: HapDocument, _ pattern: HapticPattern, title: String?, moved: String? = nil
  ) throws(SaveError) -> [UInt8] {
    try withAudio(
      document.serialized(with: pattern, title: title), file: document.displayName, moved: moved)
  }

  /// The `audio:` that names the same sound from `target`'s folder when the file moves there
  /// from `source`'s (a relative path would otherwise point elsewhere); `nil` when the file
  /// has no relative `audio:` or stays in its folder.
  func relocatedAudio(from source: String, to target: String) -> String? {
    let edit = lock.withLock { audioEdit }
    let current: String? = edit ?? document.frontmatter?.entry("audio")?.stringValue
    guard let name = current, !name.isEmpty, !name.hasPrefix("/") else { return nil }
    let from = RelativePath.resolved(RelativePath.folder(of: source))
    guard from != RelativePath.resolved(RelativePath.folder(of: target)) else { return nil }
    let moved = RelativePath.of(SoundLane.resolve(name, besides: source), fromFolderOf: target)
    return moved == name ? nil : moved
  }

  /// The `audio:` the last save into another folder rewrote, once.
  public func takeAudioMove() -> String? {
    lock.withLock {
      defer { movedAudio = nil }
      return movedAudio
    }
  }

  private var predates = false

  /// Whether the edits were made on content the file no longer has (they were restored from
  /// a recovery file over a change made on disk): their recovery file must say so too.
  public var editsPredateFile: Bool {
    get { lock.withLock { predates } }
    set { lock.withLock { predates = newValue } }
  }

  /// What a recovery file keeps for `pattern` and `title`: the file as it would be saved, and
  /// the content it was made on (the file as last read or saved; `nil` when the edits predate
  /// what the file holds now).
  public func forRecovery(_ pattern: HapticPattern, title: String?) -> (
    bytes: [UInt8], base: [UInt8]?
  ) {
    (serialized(with: pattern, title: title), editsPredateFile ? nil : document.bytes)
  }

  /// Saves atomically, to the file or (`request.path`) to a copy the session then edits.
  ///
  /// Refuses, whatever `force` says, when the target is read-only or its folder cannot be
  /// written (judged from the mode bits, `WriteAccess`), offering a place for a copy; refuses
  /// (unless `force`) when the file changed on disk since it was read.
  public func save(_ request: SaveRequest) -> SaveOutcome {
    var request = request
    if importedFrom != nil, !importSaved, let named = request.path {
      // An import's first save under the name its prompt gave: that file is now the target,
      // and a sound named from the source's folder is named from the new one.
      if let moved = relocatedAudio(from: path, to: named) {
        lock.withLock {
          audioEdit = .some(moved)
          movedAudio = moved
        }
      }
      retarget(to: named)
      request.path = nil
    }
    let moved = request.path.flatMap { relocatedAudio(from: path, to: $0) }
    let target = request.path ?? path
    if let problem = WriteAccess.problem(savingTo: target) {
      return .notWritable(
        reason: problem, suggestion: WriteAccess.suggestion(for: path),
        thenQuit: request.thenQuit)
    }
    do {
      var saving = document
      // An import's first save creates its file; one already there is only replaced on the
      // confirmation that a "changed on disk" refusal asks for.
      let firstImportSave = request.path == nil && importedFrom != nil && !importSaved
      if firstImportSave, targetExists, !request.force {
        return .changedOnDisk(thenQuit: request.thenQuit)
      }
      try saving.save(
        bytes: output(of: saving, request.pattern, title: request.title, moved: moved),
        of: request.pattern, to: request.path, force: request.force || firstImportSave)
      importSaved = true
      lock.withLock {
        audioEdit = nil
        current = saving
        if let elsewhere = request.path { currentPath = elsewhere }
        if let moved { movedAudio = moved }
      }
      if let moved = request.path {
        return .savedElsewhere(revision: request.revision, path: moved, thenQuit: request.thenQuit)
      }
      return .saved(revision: request.revision, thenQuit: request.thenQuit)
    } catch {
      switch error.reason {
      case .changedOnDisk, .removedOnDisk: return .changedOnDisk(thenQuit: request.thenQuit)
      default: return .failed(error.message)
      }
    }
  }

  /// Makes an unsaved import's target `path`: the import's bytes, to be written there.
  private func retarget(to path: String) {
    lock.withLock {
      current = HapDocument(bytes: current.bytes, path: path)
      currentPath = path
    }
  }

  /// Writes the file under `request.path` (atomic; an existing file there is not replaced),
  /// after which the session edits the new file; the old one is left as it was.
  public func saveAs(_ request: SaveAsRequest) -> String? {
    let moved = relocatedAudio(from: path, to: request.path)
    do {
      var saving = document
      try saving.save(
        bytes: output(of: saving, request.pattern, title: request.title, moved: moved),
        of: request.pattern, to: request.path)
      importSaved = true
      lock.withLock {
        audioEdit = nil
        current = saving
        currentPath = request.path
        if let moved { movedAudio = moved }
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
    lock.withLock {
      current = opened.session.document
      audioEdit = nil
    }
    return Opened(session: self, info: opened.info, pattern: opened.pattern)
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
