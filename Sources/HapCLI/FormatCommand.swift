import HapModel

/// `haptui fmt [--check] PATH...`: rewrites haptic blocks in the canonical layout.
///
/// Only the block changes; a file whose block is missing, is not JSON, or would change meaning
/// (repeated member names, events without `at` or `type`) is left alone and reported.
enum FormatCommand: Subcommand {
  static let name = "fmt"
  static let summary = "rewrite haptic blocks in the canonical layout (--check: report only)"
  static let help = """
    Usage: haptui fmt [--check] PATH...

    Rewrites the haptic block of each .hap.md file in the one canonical layout: members in the
    spec's order (haptic, id, intent, track, requiredCapability, fallbacks, then unknown members
    as they were), one track event per line, numbers in their shortest exact form. Nothing
    outside the block changes: prose, other fences, frontmatter, line endings and a byte-order
    mark stay byte for byte. Formatting twice changes nothing. Saves are atomic.
    A PATH may be a file or a folder (searched recursively for *.hap.md).

    A file is left alone, and reported, when its block is missing or is not valid JSON, or when
    the canonical layout would change what it says (a repeated member name, an event missing
    "at" or "type"): fix what `haptui validate` reports first.

    Options:
      --check    change nothing; list the files that would change and exit 1 if any would
      -h, --help show this help

    Exit status: 0 done (or, with --check, nothing would change), 1 a file would change
    (--check) or could not be formatted, 2 usage error.

    Examples:
      haptui fmt Patterns
      haptui fmt --check tap.hap.md

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scanner: ArgumentScanner
    do {
      scanner = try ArgumentScanner(arguments, flags: ["check"], options: [])
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    guard !scanner.positionals.isEmpty else {
      return HaptuiCommand.usageFailure(
        UsageError("give at least one file or folder"), command: name, io: io)
    }
    let check = scanner.has("check")
    let expansion = PatternFiles.expand(scanner.positionals)
    var status: Int32 = 0
    for folder in expansion.emptyFolders {
      io.err("haptui fmt: no .hap.md files found under \(folder)\n")
      status = 1
    }
    for file in expansion.files {
      var document = HapDocument.read(path: file)
      guard document.isReadable else {
        io.err(
          "haptui fmt: \(file): \(document.diagnostics.first?.message ?? "cannot read the file")\n")
        status = 1
        continue
      }
      // The canonical layout is worked out once per file, for the check and the save alike.
      let formatting = document.formatting()
      guard let output = formatting.bytes else {
        io.err(
          "haptui fmt: \(file): not formatted: \(formatting.refusal ?? "no haptic block")\n")
        status = 1
        continue
      }
      guard output != document.bytes else { continue }
      if check {
        io.out("\(file): would be reformatted\n")
        status = 1
        continue
      }
      do {
        try document.saveFormatted(formatting)
        io.out("\(file): reformatted\n")
      } catch {
        io.err("haptui fmt: \(file): \(error.message)\n")
        status = 1
      }
    }
    return status
  }
}
