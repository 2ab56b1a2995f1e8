import Glibc
import HapImport
import HapModel

extension DocumentSession {
  /// Opens an AHAP, `.haptic` or Android XML file as its import (`haptui sound.ahap`), or
  /// `nil` for any other file.
  ///
  /// The editor shows the imported pattern as a new file beside the source (`<id>.hap.md`),
  /// with the import report in the Problems pane; the source is never written. The first save
  /// creates the `.hap.md`, and asks before replacing one that is already there. A file that
  /// does not import opens read-only with its positioned `IMPnnn` error.
  static func openImport(path: String) -> Opened? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard !name.hasSuffix(".md"), ImportFormat(fileName: name) != nil else { return nil }
    let target = ImportRun().outputPath(for: path, id: Importer.id(forFileName: name))
    switch Importer.importFile(at: path) {
    case .failure(let failure):
      let session = DocumentSession(document: HapDocument(bytes: [], path: target), path: target)
      session.importedFrom = path
      var info = DocumentInfo(path: target, title: nil, isNew: true)
      let error = LiveDiagnostic(
        code: failure.code, severity: .error, line: failure.line, column: failure.column,
        message: "\(name): \(failure.message)")
      session.importFailure = error
      info.diagnostics = [error]
      info.importedFrom = path
      info.hasPattern = false
      info.readOnlyReason = failure.formatted(file: name)
      return Opened(session: session, info: info, pattern: HapticPattern(id: ""))
    case .success(let imported):
      let bytes = (try? ImportWriter.bytes(for: imported)) ?? []
      let document = HapDocument(bytes: bytes, path: target)
      let session = DocumentSession(document: document, path: target)
      session.importedFrom = path
      session.importNotes = imported.report.entries.filter { $0.status != .kept }.map { entry in
        LiveDiagnostic(
          code: "IMPORT", severity: .warning,
          message: "\(entry.status.rawValue) on import from \(name): \(entry.placedConstruct): "
            + entry.reason)
      }
      var info = DocumentInfo(
        path: target, title: document.frontmatter?.title,
        diagnostics: session.importNotes + LiveDiagnostics.from(document), isNew: true,
        frontmatterID: document.frontmatter?.id)
      info.hasFrontmatter = document.frontmatter != nil
      // The import's bytes hold it; the file they go to does not exist yet, and the first
      // save writes them whole.
      info.audio = document.frontmatter?.entry("audio")?.stringValue
      info.audioOnDisk = info.audio
      info.importedFrom = path
      return Opened(
        session: session, info: info, pattern: document.pattern ?? HapticPattern(id: ""))
    }
  }

  /// Whether the file the session saves to is there yet.
  var targetExists: Bool {
    var info = stat()
    return stat(path, &info) == 0
  }
}
