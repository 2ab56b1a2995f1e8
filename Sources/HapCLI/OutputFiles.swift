import HapSystem

/// The output files of `haptui export` and `haptui codegen` through `Files`, with the words
/// both commands print when the file system refuses.
enum OutputFiles {
  /// Creates `path` and its parents if missing; a message when that fails.
  static func makeFolder(_ path: String) -> String? {
    do {
      try Files.makeFolders(path)
      return nil
    } catch {
      return error.kind == .notAFolder
        ? error.message : "cannot create folder \(error.path): \(error.reason)"
    }
  }

  /// Writes `text` to `path` atomically (a reader never sees a half-written artefact), as a
  /// new file of mode 0644 less the umask; without `durable`, with no fsync (D125, D313); a
  /// message when that fails.
  static func write(_ text: String, to path: String, durable: Bool = true) -> String? {
    do {
      try Files.writeAtomically(text, to: path, mode: 0o644, keepingMode: false, durable: durable)
      return nil
    } catch {
      return "cannot write \(path): \(error.reason)"
    }
  }

  /// Writes `bytes` to `path` as `write(_:to:)` does; without `durable`, with no fsync (D125).
  static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) -> String? {
    do {
      try Files.writeAtomically(bytes, to: path, mode: 0o644, keepingMode: false, durable: durable)
      return nil
    } catch {
      return "cannot write \(path): \(error.reason)"
    }
  }

  /// Writes the bytes `pieces` hands on to `path` as `write(_:to:durable:)` writes a text,
  /// piece by piece as they are made (a long AHAP is never held whole, D330).
  static func write(
    to path: String, durable: Bool = true, pieces: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void
  ) -> String? {
    do throws(FileFailure) {
      try Files.writeAtomically(
        to: path, mode: 0o644, keepingMode: false, durable: durable,
        pieces: { write in
          withoutActuallyEscaping(write) { write in pieces { write(UnsafeRawBufferPointer($0)) } }
        })
      return nil
    } catch {
      return "cannot write \(path): \(error.reason)"
    }
  }
}
