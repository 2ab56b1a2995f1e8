import Glibc
internal import HapSystem

extension HapDocument {
  /// Saves `pattern` atomically to `path` (by default the path the document was read from).
  ///
  /// Refuses, unless `force` is set, when the file read has changed or gone since it was read,
  /// or when saving to another path would overwrite an existing file. On success the document
  /// describes the saved file (its bytes, blocks and diagnostics) and keeps `pattern`, event ids
  /// included, so `serialized(with: pattern)` is again byte-identical.
  ///
  /// A `title` makes the frontmatter title read as that text (see `serialized(with:title:)`);
  /// `nil` leaves it as it is.
  public mutating func save(
    _ pattern: HapticPattern, title: String? = nil, to path: String? = nil, force: Bool = false
  ) throws(SaveError) {
    try write(serialized(with: pattern, title: title), to: path, force: force)
    adoptIdentities(of: pattern)
  }

  /// Saves `output`, the file's bytes as `serialized(with: pattern, title:)` makes them plus
  /// frontmatter edits of the caller's (`FrontmatterKeyEdit`), with the same checks as `save`.
  public mutating func save(
    bytes output: [UInt8], of pattern: HapticPattern, to path: String? = nil, force: Bool = false
  ) throws(SaveError) {
    try write(output, to: path, force: force)
    adoptIdentities(of: pattern)
  }

  /// Saves the file with its block in canonical layout (`formatted()`), with the same checks
  /// as `save`. Does nothing when the layout is already canonical.
  public mutating func saveFormatted(force: Bool = false) throws(SaveError) {
    try saveFormatted(formatting(), force: force)
  }

  /// Saves `formatting`, which must be this document's `formatting()` (worked out once by a
  /// caller that also reports it), with the same checks as `save`.
  public mutating func saveFormatted(_ formatting: Formatting, force: Bool = false)
    throws(SaveError)
  {
    guard let output = formatting.bytes else {
      throw SaveError(
        reason: .io(0), path: displayName,
        message: "cannot format \(displayName): \(formatting.refusal ?? "no haptic block")")
    }
    guard output != bytes else { return }
    try write(output, to: nil, force: force)
  }

  /// Writes `output` atomically after the change checks, then re-reads it into `self`.
  private mutating func write(_ output: [UInt8], to path: String?, force: Bool) throws(SaveError) {
    guard let target = path ?? self.path else {
      throw SaveError(
        reason: .io(0), path: "", message: "the document was not read from a file; give a path")
    }
    guard output.count <= DocumentFile.sizeLimit else {
      throw SaveError(
        reason: .io(EFBIG), path: target,
        message:
          "cannot save: the file would be \(output.count.grouped) bytes, more than haptui reads "
          + "back (\(DocumentFile.sizeLimit.grouped) bytes); the file on disk is unchanged")
    }
    let resolvedTarget = Files.resolved(target)
    let isSameFile = self.path.map { Files.resolved($0) == resolvedTarget } ?? false
    if !force {
      if isSameFile {
        switch DocumentFile.read(resolvedTarget) {
        case .success(let current) where current != bytes:
          throw SaveError(
            reason: .changedOnDisk, path: target,
            message:
              "\(target) changed on disk since it was read; reload it, or save with force to "
              + "overwrite the other change")
        case .failure where !Files.exists(resolvedTarget, followingLinks: false):
          throw SaveError(
            reason: .removedOnDisk, path: target,
            message:
              "\(target) was removed or moved since it was read; save with force to recreate it")
        case .failure(let failure):
          // It was readable when it was read; now it is not (replaced by a fifo, grown past
          // the size limit, locked), so it changed, and what it holds cannot be compared.
          throw SaveError(
            reason: .changedOnDisk, path: target,
            message:
              "\(target) cannot be read back to check it is unchanged (\(failure.message)); "
              + "save with force to overwrite it")
        default:
          break
        }
      } else if Files.exists(target, followingLinks: false) {
        throw SaveError(
          reason: .targetExists, path: target,
          message: "\(target) already exists; choose another name, or save with force to replace it"
        )
      }
    }
    do {
      try Files.writeAtomically(output, to: resolvedTarget)
    } catch {
      throw SaveError(
        reason: .io(error.code), path: target, message: "cannot save: \(error.message)")
    }
    self = HapDocument(bytes: output, path: target)
  }

  /// Writes `bytes` to a new file at `path`, atomically, refusing to replace anything there.
  public static func create(_ bytes: [UInt8], at path: String) throws(SaveError) {
    do {
      try Files.createExclusively(bytes, at: path)
    } catch {
      throw SaveError(
        reason: error.code == EEXIST ? .targetExists : .io(error.code), path: path,
        message: error.code == EEXIST
          ? "\(path) already exists; choose another id or folder"
          : "cannot create: \(error.message)")
    }
  }

  /// Gives the decoded pattern the event ids of `pattern` when it holds the same pattern.
  mutating func adoptIdentities(of pattern: HapticPattern) {
    guard var decoded = self.pattern, let events = decoded.track,
      let ids = pattern.track?.map(\.id),
      events.count == ids.count
    else { return }
    for index in events.indices { decoded.track?[index].id = ids[index] }
    if decoded == pattern { self.pattern = decoded }
  }
}
