/// One format's reader, which `Importer` drives once per file: the file's bytes in, an import
/// source (envelopes, taps, metadata and the report so far) out.
///
/// `Importer` then builds the track from the source once (`Importer.assemble`), whatever the
/// format: no reader builds a track or rewrites the report after it (issue 19).
protocol SourceImporter {
  /// Reads `bytes`, the file called `name`, as this format.
  static func source(of bytes: [UInt8], name: String, options: ImportOptions)
    throws(ImportFailure) -> ImportSource
}
