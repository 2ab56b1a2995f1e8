import HapAudio
import HapModel
import HapPlayback
import HapSystem

/// The open file behind the editor: HapModel's document, saved through its lossless writer.
///
/// The reducer never sees this; it asks for saves with `Effect.save` and the runtime answers
/// through the session, which keeps the document in step with the file on disk. It holds no
/// edit: every save, recovery file, diff and check is given the pattern, title and
/// frontmatter edits to write.
public final class DocumentSession: @unchecked Sendable {
  private var current: HapDocument
  /// Guards `current`: the background worker reads it while the run loop may save.
  let lock = Lock()
  private var currentPath: String
  /// The AHAP, `.haptic` or XML file the document was imported from (never written), if any.
  public internal(set) var importedFrom: String?
  /// The import report's approximations and drops, kept in the Problems pane through edits.
  var importNotes: [LiveDiagnostic] = []
  /// Whether an import has been saved once (later saves check the file like any other).
  var importSaved = false
  /// The positioned `IMPnnn` error of a source that did not import: the only diagnostic
  /// there is, since no `.hap.md` exists to check (`nil` when the import worked).
  var importFailure: LiveDiagnostic?
  /// The track's text as last written, so the next save, check or diff after an edit writes
  /// only the events it changed (D340).
  let trackText = TrackEncodingCache()
  /// The text checked last for the live diagnostics, whose tree the next check after an edit
  /// starts from, parsing only the changed events' lines (D430; guarded by `lock`).
  private var lastChecked: EarlierReading?

  /// Whether this is an import whose `.hap.md` has not been written yet: it has no disk state
  /// to watch or read again.
  var isUnsavedImport: Bool { importedFrom != nil && !importSaved }

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
  ///
  /// `deferringChecks`: a track of `deferredChecksFrom` events or more whose reading found no
  /// error opens unchecked (`DocumentInfo.checksPending`), so its first frame is drawn before
  /// the conformance rules run; `completePendingChecks()` runs them (D264). A long block is
  /// parsed on two threads where there are two processors (D465): nothing else waits on them
  /// while a file opens.
  public static func open(path: String, deferringChecks: Bool = false) -> Opened {
    if let imported = openImport(path: path) { return imported }
    var document = HapDocument.read(
      path: path, checking: !deferringChecks, threads: min(2, ParallelWork.processors))
    if !document.isChecked {
      if document.errors.isEmpty, let pattern = document.pattern,
        pattern.events.count >= deferredChecksFrom
      {
        var info = facts(of: document, path: path)
        info.checksPending = true
        return Opened(
          session: DocumentSession(document: document, path: path), info: info,
          pattern: pattern)
      }
      document = document.checked()
    }
    let session = DocumentSession(document: document, path: path)
    var info = facts(of: document, path: path)
    info.diagnostics = LiveDiagnostics.from(document)
    guard let pattern = document.pattern else {
      info.hasPattern = false
      info.readOnlyReason =
        readOnlyReason(document.errors) ?? "the file has no haptic block to edit"
      return Opened(
        session: session, info: info, pattern: HapticPattern(id: document.frontmatter?.id ?? ""))
    }
    let check = check(of: document, pattern: pattern, path: path)
    info.readOnlyReason = check.readOnlyReason
    info.isRepairable = check.isRepairable
    return Opened(session: session, info: info, pattern: pattern)
  }

  /// The fewest events for which `open(path:deferringChecks:)` leaves the checks to the
  /// worker: below it the checks take a few milliseconds, too little to see.
  public static let deferredChecksFrom = 5_000

  /// What the editor shows of `document` before its diagnostics: the title, the frontmatter's
  /// keys, whether the file can be written.
  private static func facts(of document: HapDocument, path: String) -> DocumentInfo {
    let frontmatter = document.frontmatter
    var info = DocumentInfo(
      path: path, title: frontmatter?.title, frontmatterID: frontmatter?.id)
    info.hasFrontmatter = frontmatter != nil
    info.audio = frontmatter?.entry("audio")?.stringValue
    info.audioOnDisk = info.audio
    info.analysis = frontmatter?.entry("analysis")?.stringValue
    info.writeProblem = WriteAccess.problem(savingTo: path)
    return info
  }

  /// Whether the checked `document` is editable, and if not whether a repair makes it so
  /// (its diagnostics left empty: the caller has them).
  private static func check(of document: HapDocument, pattern: HapticPattern, path: String)
    -> DocumentCheck
  {
    guard let reason = readOnlyReason(document.errors) else {
      return DocumentCheck(diagnostics: [], readOnlyReason: nil, isRepairable: false)
    }
    var repairable = false
    let repaired = PatternRepair.repair(pattern, frontmatterID: document.frontmatter?.id)
    if repaired.isConformant {
      let check = HapDocument(bytes: document.serialized(with: repaired.pattern), path: path)
      repairable = check.isConformant
    }
    return DocumentCheck(diagnostics: [], readOnlyReason: reason, isRepairable: repairable)
  }

  /// Runs the checks `open` left to the worker, if they are pending, and gives what they found
  /// once: `nil` when the file was checked when read, or the answer was given already.
  public func completePendingChecks() -> DocumentCheck? {
    runPendingChecks()
    return lock.withLock {
      defer { unreportedCheck = nil }
      return unreportedCheck
    }
  }

  /// The checks' answer not yet given to the editor (guarded by `lock`).
  private var unreportedCheck: DocumentCheck?

  /// Runs the checks `open` left to the worker, if they are pending; the answer waits for
  /// `completePendingChecks()`.
  private func runPendingChecks() {
    let document = self.document
    guard !document.isChecked, let pattern = document.pattern else { return }
    let checked = document.checked()
    var check = Self.check(of: checked, pattern: pattern, path: path)
    check.diagnostics = LiveDiagnostics.from(checked)
    lock.withLock {
      // A reload meanwhile read the file again, checked: its answer stands.
      guard !current.isChecked else { return }
      current = checked
      unreportedCheck = check
    }
  }

  /// A short reason naming the first error and where it is, or `nil` when there is none.
  static func readOnlyReason(_ errors: [Diagnostic]) -> String? {
    guard let first = errors.first else { return nil }
    let more = errors.count > 1 ? " (+\(errors.count - 1) more)" : ""
    return "\(first.code) at \(first.line):\(first.column) \(first.message)\(more)"
  }

  /// The file's bytes as they would be saved with `pattern`, `title` (`nil`: as in the file)
  /// and `frontmatter`. A title or key the frontmatter cannot take is left out: the save says
  /// why.
  public func serialized(
    with pattern: HapticPattern, title: String? = nil, frontmatter: FrontmatterEdits = .none
  ) -> [UInt8] {
    let document = self.document
    let bytes =
      (try? document.serialized(with: pattern, title: title, cache: trackText))
      ?? document.serialized(with: pattern, cache: trackText)
    return (try? Self.writing(frontmatter, into: bytes, file: document.displayName)) ?? bytes
  }

  /// `bytes` with the `analysis:` and `audio:` that `edits` give written, every other byte
  /// kept; the one place these keys reach the file.
  static func writing(_ edits: FrontmatterEdits, into bytes: [UInt8], file: String)
    throws(SaveError) -> [UInt8]
  {
    var bytes = bytes
    if let analysis = edits.analysis {
      bytes = try FrontmatterKeyEdit.setting("analysis", to: analysis, in: bytes, file: file)
    }
    if let audio = edits.audio {
      bytes = try FrontmatterKeyEdit.setting("audio", to: audio, in: bytes, file: file)
    }
    return bytes
  }

  /// The bytes a save of `pattern`, `title` and `frontmatter` writes over `document` (`moved`:
  /// the `audio:` to write instead, naming the sound from the new folder).
  private func output(
    of document: HapDocument, _ pattern: HapticPattern, title: String?,
    frontmatter: FrontmatterEdits, moved: String? = nil
  ) throws(SaveError) -> [UInt8] {
    var edits = frontmatter
    if let moved { edits.audio = .some(moved) }
    return try Self.writing(
      edits, into: document.serialized(with: pattern, title: title, cache: trackText),
      file: document.displayName)
  }

  /// The `audio:` that names the same sound from `target`'s folder when the file moves there
  /// from `source`'s (a relative path would otherwise point elsewhere); `nil` when the file
  /// has no relative `audio:` (`edit`: the one being saved) or stays in its folder.
  func relocatedAudio(from source: String, to target: String, edit: String?? = nil) -> String? {
    let current: String? = edit ?? document.frontmatter?.entry("audio")?.stringValue
    guard let name = current, !name.isEmpty, !name.hasPrefix("/") else { return nil }
    let from = RelativePath.resolved(RelativePath.folder(of: source))
    guard from != RelativePath.resolved(RelativePath.folder(of: target)) else { return nil }
    let moved = RelativePath.of(SoundLane.resolve(name, besides: source), fromFolderOf: target)
    return moved == name ? nil : moved
  }

  private var predates = false

  /// Whether the edits were made on content the file no longer has (they were restored from
  /// a recovery file over a change made on disk): their recovery file must say so too.
  public var editsPredateFile: Bool {
    get { lock.withLock { predates } }
    set { lock.withLock { predates = newValue } }
  }

  /// What a recovery file keeps for `pattern`, `title` and `frontmatter`: the file as it
  /// would be saved, and the content it was made on (the file as last read or saved; `nil`
  /// when the edits predate what the file holds now).
  public func forRecovery(
    _ pattern: HapticPattern, title: String?, frontmatter: FrontmatterEdits = .none
  ) -> (bytes: [UInt8], base: [UInt8]?) {
    (
      serialized(with: pattern, title: title, frontmatter: frontmatter),
      editsPredateFile ? nil : document.bytes
    )
  }

  /// Saves atomically, to the file or (`request.path`) to a copy the session then edits.
  ///
  /// Refuses, whatever `force` says, when the target is read-only or its folder cannot be
  /// written (judged from the mode bits, `WriteAccess`), offering a place for a copy; refuses
  /// (unless `force`) when the file changed on disk since it was read.
  public func save(_ request: SaveRequest) -> SaveOutcome {
    var request = request
    var importMoved: String?
    if importedFrom != nil, !importSaved, let named = request.path {
      // An import's first save under the name its prompt gave: that file is now the target,
      // and a sound named from the source's folder is named from the new one.
      if let moved = relocatedAudio(from: path, to: named, edit: request.frontmatter.audio) {
        request.frontmatter.audio = .some(moved)
        importMoved = moved
      }
      retarget(to: named)
      request.path = nil
    }
    if let refusal = droppedEvents(request) { return .failed(refusal) }
    let moved = request.path.flatMap {
      relocatedAudio(from: path, to: $0, edit: request.frontmatter.audio)
    }
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
        bytes: output(
          of: saving, request.pattern, title: request.title, frontmatter: request.frontmatter,
          moved: moved),
        of: request.pattern, to: request.path, force: request.force || firstImportSave)
      importSaved = true
      lock.withLock {
        current = saving
        if let elsewhere = request.path { currentPath = elsewhere }
      }
      if let elsewhere = request.path {
        return .savedElsewhere(
          revision: request.revision, path: elsewhere, thenQuit: request.thenQuit,
          movedAudio: moved)
      }
      return .saved(
        revision: request.revision, thenQuit: request.thenQuit, movedAudio: importMoved)
    } catch {
      switch error.reason {
      case .changedOnDisk, .removedOnDisk: return .changedOnDisk(thenQuit: request.thenQuit)
      default: return .failed(error.message)
      }
    }
  }

  /// Why a save in place must not happen: it would write fewer events than the file holds,
  /// and the editor says the author did not delete them (the pattern predates the file as
  /// last read). `nil` when the save may go ahead (D150).
  func droppedEvents(_ request: SaveRequest) -> String? {
    guard request.path == nil, request.predatesFile else { return nil }
    let onFile = document.pattern?.events.count ?? 0
    let saving = request.pattern.events.count
    guard saving < onFile else { return nil }
    return "this version comes from before \(document.displayName) was read again, and would "
      + "drop \(onFile - saving) of its \(onFile) events: Ctrl-R redoes the reload, S saves "
      + "this version under another name"
  }

  /// Makes an unsaved import's target `path`: the import's bytes, to be written there.
  private func retarget(to path: String) {
    lock.withLock {
      current = HapDocument(bytes: current.bytes, path: path)
      currentPath = path
    }
  }

  /// Why `save-as` cannot write `target`: a file is already there, or the folder cannot be
  /// written. `nil` when it can (the save itself still refuses to replace a file).
  public func saveAsProblem(_ target: String) -> String? {
    if Files.exists(target) {
      return "\(target.split(separator: "/").last.map(String.init) ?? target) already exists; "
        + "type another name"
    }
    return WriteAccess.problem(savingTo: target)
  }

  /// Why the sound `name` (a path from the file's folder) cannot be attached: it does not
  /// read, or is not a sound that decodes, said as `haptui edit --audio` says it. `nil` when
  /// it can.
  public func soundProblem(_ name: String) -> String? {
    do {
      _ = try AudioDecoder.probe(
        path: SoundLane.resolve(name, besides: path), maximumSeconds: SoundLoader.maximumSeconds,
        maximumFrames: SoundLoader.maximumFrames)
      return nil
    } catch {
      let fix =
        error.kind == .unreadable
        ? "; give the path of a sound file (WAV, AIFF, FLAC, Ogg, MP3) from this file's folder"
        : ""
      return "audio \(name): \(error)\(fix)"
    }
  }

  /// Writes the file under `request.path` (atomic; an existing file there is not replaced),
  /// after which the session edits the new file; the old one is left as it was. Gives why it
  /// could not (`nil` when written) and the `audio:` it rewrote to name the same sound from
  /// the new folder, if it did.
  public func saveAs(_ request: SaveAsRequest) -> (error: String?, movedAudio: String?) {
    let moved = relocatedAudio(from: path, to: request.path, edit: request.frontmatter.audio)
    do {
      var saving = document
      try saving.save(
        bytes: output(
          of: saving, request.pattern, title: request.title, frontmatter: request.frontmatter,
          moved: moved),
        of: request.pattern, to: request.path)
      importSaved = true
      lock.withLock {
        current = saving
        currentPath = request.path
      }
      return (nil, moved)
    } catch {
      return (error.message, nil)
    }
  }

  /// The file's bytes on disk now, or `nil` when it cannot be read.
  public func bytesOnDisk() -> [UInt8]? {
    (try? Files.read(path, limit: HapDocument.fileSizeLimit).get())
  }

  /// Whether the file on disk differs from what was read or last saved; never for an import
  /// not saved yet, whose `.hap.md` does not exist until its first save.
  public var changedOnDisk: Bool {
    guard !isUnsavedImport else { return false }
    return bytesOnDisk() != document.bytes
  }

  /// Reads the file again and edits what it holds now; an import not saved yet is imported
  /// again from its source.
  public func reload() -> Opened {
    if isUnsavedImport, let source = importedFrom, let again = Self.openImport(path: source) {
      lock.withLock { current = again.session.document }
      importNotes = again.session.importNotes
      importFailure = again.session.importFailure
      return Opened(session: self, info: again.info, pattern: again.pattern)
    }
    let opened = Self.open(path: path)
    lock.withLock { current = opened.session.document }
    return Opened(session: self, info: opened.info, pattern: opened.pattern)
  }

  /// The diagnostics of the file as it would be saved with `pattern`, `title` and
  /// `frontmatter`, tied to events.
  public func diagnostics(
    for pattern: HapticPattern, title: String? = nil, frontmatter: FrontmatterEdits = .none
  ) -> [LiveDiagnostic] {
    // A source that did not import has only its import error: there is no file to check.
    if let importFailure { return [importFailure] }
    runPendingChecks()
    // A block that never decoded has nothing to re-check: its reading diagnostics stand.
    guard document.pattern != nil else { return importNotes + LiveDiagnostics.from(document) }
    let bytes = serialized(with: pattern, title: title, frontmatter: frontmatter)
    if bytes == document.bytes {
      return importNotes + LiveDiagnostics.from(document, pattern: pattern)
    }
    let earlier = lock.withLock { lastChecked } ?? EarlierReading(document)
    let written = HapDocument(bytes: bytes, path: path, decoding: false, earlier: earlier)
    lock.withLock { lastChecked = EarlierReading(written) }
    // The import report comes first: it is what a designer opening an import needs to read.
    return importNotes + LiveDiagnostics.written(written, from: pattern)
  }
}
