import HapModel
import HapSystem

/// Imports files and writes one `.hap.md` per input: the work of `haptui import`, without the
/// command line (so the command stays a thin shell and tests can drive it directly).
///
/// Each output is `<id>.hap.md` in `folder` (default: beside its input). An existing file is
/// never replaced without `force`; two inputs of one run never write the same file; the input is
/// only read; writes are atomic (a temporary file renamed into place).
public struct ImportRun: Sendable {
  public var options: ImportOptions
  /// The folder to write into; `nil` writes beside each input.
  public var folder: String?
  public var force: Bool

  public init(options: ImportOptions = ImportOptions(), folder: String? = nil, force: Bool = false)
  {
    self.options = options
    self.folder = folder
    self.force = force
  }

  /// Imports every file, in order, writing what imports.
  public func run(_ files: [String]) -> [ImportOutcome] {
    var written: [String: String] = [:]
    var outcomes: [ImportOutcome] = []
    if let folder, let problem = Self.makeFolder(folder) {
      return files.map {
        ImportOutcome(file: $0, failure: ImportFailure("IMP051", problem), failureFile: folder)
      }
    }
    for file in files {
      var outcome = ImportOutcome(file: file, failureFile: file)
      let result = Importer.importFile(at: file, options: options)
      switch result {
      case .failure(let failure):
        outcome.failure = failure
        outcome.format = Importer.failedFormat(of: file)
      case .success(var imported):
        let target = outputPath(for: file, id: imported.id)
        // A sound's pattern names it from the folder it is written into (`--out` elsewhere).
        if imported.audio != nil { imported.audio = RelativePath.of(file, fromFolderOf: target) }
        outcome.format = imported.format
        outcome.imported = imported
        outcome.output = target
        if let earlier = written[target] {
          outcome.failure = ImportFailure(
            "IMP050",
            "\(earlier) already imports to \(target) in this run; give this file another --id or "
              + "--out")
          outcome.failureFile = file
        } else if let failure = write(imported, to: target, input: file) {
          outcome.failure = failure
          outcome.failureFile = target
        } else {
          written[target] = file
        }
      }
      outcomes.append(outcome)
    }
    return outcomes
  }

  /// `<folder>/<id>.hap.md`, the folder being `folder` or the input's own.
  public func outputPath(for file: String, id: String) -> String {
    let directory = folder ?? Self.folder(of: file)
    let name = id + ".hap.md"
    if directory.isEmpty { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  private func write(_ imported: ImportedPattern, to target: String, input: String)
    -> ImportFailure?
  {
    var document: HapDocument
    do {
      document = try ImportWriter.document(for: imported)
    } catch {
      return error
    }
    let bytes = document.bytes
    if Files.isSameFile(target, input) {
      return ImportFailure(
        "IMP051", "the output \(target) is the input itself; haptui never modifies an input")
    }
    if !force {
      do {
        try HapDocument.create(bytes, at: target)
      } catch {
        return ImportFailure(
          error.reason == .targetExists ? "IMP050" : "IMP051",
          error.reason == .targetExists
            ? "\(target) already exists; give --force to replace it, or --out/--id to write "
              + "elsewhere" : error.message)
      }
      return nil
    }
    guard let pattern = document.pattern else {
      return ImportFailure("IMP099", "internal error: the written pattern does not read back")
    }
    do {
      try document.save(bytes: bytes, of: pattern, to: target, force: true)
    } catch {
      return ImportFailure("IMP051", error.message)
    }
    return nil
  }

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// Creates `path` and its parents when missing; a message when that fails.
  static func makeFolder(_ path: String) -> String? {
    do {
      try Files.makeFolders(path)
      return nil
    } catch {
      return error.kind == .notAFolder ? error.message : "cannot \(error.message)"
    }
  }
}
