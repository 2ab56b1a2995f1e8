import Glibc
import HapAudio
import HapModel

/// Imports AHAP, Meta/Lofelt `.haptic`, Android vibration XML files and sounds as `.hap.md`
/// patterns.
///
/// Pure: reads bytes, returns the pattern and its report, or a positioned failure. Writing the
/// file is the caller's (`ImportWriter` for the text, the command for the disk).
public enum Importer {
  /// The most events an imported track may hold, as many as the editor and renderer are
  /// measured with (a 100,000-event pattern).
  public static let eventLimit = 100_000

  /// Reads and imports the file at `path`.
  public static func importFile(at path: String, options: ImportOptions = ImportOptions())
    -> Result<ImportedPattern, ImportFailure>
  {
    let name = baseName(of: path)
    if ImportFormat(fileName: name) == .audio { return importSoundFile(at: path, options: options) }
    switch SourceFile.read(path) {
    case .failure(let failure): return .failure(failure)
    case .success(let bytes):
      return importBytes(bytes, name: name, options: options)
    }
  }

  /// A file named as a sound, decoded from the file block by block rather than read whole
  /// first (D310): it may be larger than `SourceFile.sizeLimit`, up to
  /// `AudioDecoder.analysisMaximumSeconds` of sound.
  private static func importSoundFile(at path: String, options: ImportOptions)
    -> Result<ImportedPattern, ImportFailure>
  {
    switch SourceFile.opened(path) {
    case .failure(let failure): return .failure(failure)
    case .success(let file):
      defer { close(file.descriptor) }
      let name = baseName(of: path)
      do {
        var source = try AudioImporter.source(
          ofFile: file.descriptor, name: name, options: options)
        return .success(try assemble(&source, name: name, options: options))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Imports a file's bytes; `name` is its file name (it picks the format and the id).
  public static func importBytes(
    _ bytes: [UInt8], name: String, options: ImportOptions = ImportOptions()
  ) -> Result<ImportedPattern, ImportFailure> {
    do {
      return .success(try imported(bytes, name: name, options: options))
    } catch {
      return .failure(error)
    }
  }

  /// Imports a sound already decoded (the editor's lane holds its samples), as
  /// `importBytes` imports the file's bytes: the same analysis, track and report, without a
  /// second decode. `name` is the file name (it gives the id and `audio:`).
  public static func importSound(
    _ audio: DecodedAudio, name: String, options: ImportOptions = ImportOptions()
  ) -> Result<ImportedPattern, ImportFailure> {
    do {
      var source = try AudioImporter.source(of: audio, name: baseName(of: name), options: options)
      return .success(try assemble(&source, name: baseName(of: name), options: options))
    } catch {
      return .failure(error)
    }
  }

  /// The format a file would be read as: its extension's, else what its content looks like.
  public static func format(of bytes: [UInt8], name: String) -> ImportFormat? {
    ImportFormat(fileName: name) ?? ImportFormat(sniffing: bytes)
  }

  /// The format a file that failed to import would have been read as, or `nil` when it cannot
  /// be read (a regular file named as a sound is not read again: it may be long).
  static func failedFormat(of path: String) -> ImportFormat? {
    let name = baseName(of: path)
    if ImportFormat(fileName: name) == .audio, case .success(let file) = SourceFile.opened(path) {
      close(file.descriptor)
      return .audio
    }
    guard case .success(let bytes) = SourceFile.read(path) else { return nil }
    return format(of: bytes, name: name)
  }

  /// The id a file name gives: the slug of its base name (`Button 1.haptic` → `button-1`).
  public static func id(forFileName name: String) -> String {
    Slug.suggestion(from: stem(of: name))
  }

  private static func imported(_ bytes: [UInt8], name: String, options: ImportOptions)
    throws(ImportFailure) -> ImportedPattern
  {
    let detected = format(of: bytes, name: name)
    if detected != .audio, let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
      let position = LineIndex(bytes).position(of: bad)
      let hex = String(bytes[bad], radix: 16, uppercase: true)
      throw ImportFailure(
        "IMP002", line: position.line, column: position.column,
        "the file is not UTF-8 (byte 0x\(hex) at offset \(bad)); save it as UTF-8")
    }
    guard let format = detected else {
      throw ImportFailure(
        "IMP004",
        "cannot tell the format of \(name): name it .ahap, .haptic, .xml (Android vibration "
          + "XML) or as a sound (.wav, .flac, .ogg, .aiff, .mp3)")
    }
    var source = try reader(for: format).source(of: bytes, name: name, options: options)
    if format == .ahap || format == .haptic, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      source.report.add(
        "byte-order mark", .dropped, "tolerated at the start of the file (JSON has none)",
        line: 1, column: 1)
    }
    return try assemble(&source, name: name, options: options)
  }

  /// The reader of each format.
  static func reader(for format: ImportFormat) -> any SourceImporter.Type {
    switch format {
    case .ahap: AHAPImporter.self
    case .haptic: HapticImporter.self
    case .androidXML: AndroidXMLImporter.self
    case .audio: AudioImporter.self
    }
  }

  /// The pattern from an import source: the envelopes through the simplifier, the taps, sorted
  /// by time.
  static func assemble(
    _ source: inout ImportSource, name: String, options: ImportOptions
  ) throws(ImportFailure) -> ImportedPattern {
    let builder = TrackBuilder(options: options)
    var events: [TrackEvent] = []
    for envelope in source.envelopes {
      let fit = builder.fit(envelope)
      events += fit.events
      guard source.reportsFits else { continue }
      let entry = builder.describe(fit, of: envelope)
      source.report.add(
        entry.construct, entry.status, entry.reason, line: entry.line, column: entry.column)
    }
    events += source.transients.map(builder.event(for:))
    // Stable by time; at equal times transients first.
    events = events.enumerated().sorted { left, right in
      if left.element.at != right.element.at { return left.element.at < right.element.at }
      if left.element.type != right.element.type { return left.element.type == .transient }
      return left.offset < right.offset
    }.map(\.element)
    guard events.count <= eventLimit else {
      throw ImportFailure(
        "IMP040",
        "the import would hold \(events.count) events, more than haptui's \(eventLimit); raise "
          + "--tolerance to make fewer steps")
    }
    guard !events.isEmpty || source.intent != nil else {
      throw ImportFailure(
        "IMP041",
        "nothing in the file can be felt: it holds no haptic event a .hap.md can carry (see "
          + "what was dropped with --json)")
    }
    for index in events.indices { events[index].id = EventID(index + 1) }
    let id = options.id ?? id(forFileName: name)
    let web = WebFallbackDerivation.derive(from: events)
    let pattern = HapticPattern(
      haptic: "0.1", id: id, intent: source.intent, track: events.isEmpty ? nil : events,
      fallbacks: web.isEmpty ? nil : Fallbacks(web: web))
    var tags = ["imported", format(source.format)]
    tags += source.tags
    let title = source.title.flatMap { $0.isEmpty ? nil : $0 } ?? stem(of: name)
    var imported = ImportedPattern(
      id: id, title: title, format: source.format, sourceName: name, pattern: pattern,
      report: source.report, notes: source.notes, tags: tags)
    imported.audio = source.audio
    if source.format == .audio { imported.analysis = AnalysisSettingsText.text(of: options) }
    return imported
  }

  private static func format(_ format: ImportFormat) -> String {
    switch format {
    case .ahap: "ahap"
    case .haptic: "haptic"
    case .androidXML: "android"
    case .audio: "audio"
    }
  }

  static func baseName(of path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
  }

  /// The file name without its folder and last extension.
  static func stem(of name: String) -> String {
    let base = baseName(of: name)
    guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
    return String(base[..<dot])
  }
}
