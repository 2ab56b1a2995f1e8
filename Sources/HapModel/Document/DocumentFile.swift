internal import HapSystem

/// Reading a pattern file: `Files.read` within the pattern size limit, with its refusals
/// worded for someone who gave the path of a `.hap.md` file.
enum DocumentFile {
  /// The largest file `read` accepts: 64 MiB.
  ///
  /// A 100,000-event pattern in the canonical layout is about 7 MB, so the limit is far above
  /// any real pattern, yet keeps a huge or endless file from exhausting memory (D024).
  static let sizeLimit = 64 << 20

  /// The whole content of the regular file at `path`, or why it is not read; `listedRegular`
  /// as `Files.read` takes it.
  static func read(_ path: String, limit: Int = sizeLimit, listedRegular: Bool = false)
    -> Result<[UInt8], FileFailure>
  {
    Files.read(path, limit: limit, listedRegular: listedRegular).mapError(worded)
  }

  /// `failure` with a message that says what to do about a file that is not a pattern.
  private static func worded(_ failure: FileFailure) -> FileFailure {
    var worded = failure
    switch failure.kind {
    case .notRegularFile(let kind):
      worded.message =
        "\(failure.path) is \(kind.words), not a regular file; give the path of a .hap.md file"
    case .tooLarge(let size, let limit, let growing):
      worded.message =
        "\(failure.path) is \(growing ? "over " : "")\(size.grouped) bytes, more than haptui "
        + "reads (\(limit.grouped) bytes, \(limit >> 20) MiB); a pattern file is far smaller, "
        + "so check that this is the file you meant"
    case .system, .notAFolder:
      break
    }
    return worded
  }
}
