import HapModel
import HapRender

/// `haptui explain`: every platform side by side, one row per construct, the rung on top.
enum ExplainCommand: Subcommand {
  static let name = "explain"
  static let summary = "compare what every platform keeps of a pattern, side by side"
  static let help = """
    Usage: haptui explain [--reduced] [--haptics-off] [--width N] FILE

    Prints one column per platform (split by device profile where profiles differ) and one row
    per construct of the pattern, with the ladder rung on top: the same data as the editor's
    platform panel. Cells say kept, approx (approximated), dropped, or unused (not needed: a
    higher rung played); a * marks a construct whose events fare differently (the worst is
    shown). 'haptui render --platform P --profile K FILE' gives the reasons.

    Any file whose haptic block parses is explained; conformance problems are printed as
    warnings.

    Options:
      --reduced       as the reduced-feedback setting renders it
      --haptics-off   as the system-haptics-off setting renders it (nothing plays)
      --width N       wrap the table into blocks of columns at most N wide (default 100)

    Exit status: 0 explained, 1 the file has no parseable haptic block, 2 usage error.

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scan: ArgumentScanner
    var width = 100
    do throws(UsageError) {
      scan = try ArgumentScanner(arguments, flags: TargetOptions.flags, options: ["width"])
      if let text = scan.value("width") {
        guard let value = Int(text), value >= 20 else {
          throw UsageError("--width needs a number of columns, at least 20")
        }
        width = value
      }
      guard scan.positionals.count == 1 else {
        throw UsageError(scan.positionals.isEmpty ? "give one FILE" : "give exactly one FILE")
      }
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    let path = scan.positionals[0]
    guard let pattern = RenderableFile.load(path, command: name, io: io) else { return 1 }
    let settings = RenderSettings(hapticsOff: scan.has("haptics-off"), reduced: scan.has("reduced"))
    let table = ExplainTable.build(for: pattern, settings: settings)
    var heading = "\(pattern.id): what each platform keeps"
    if settings.hapticsOff {
      heading += " (system haptics off)"
    } else if settings.reduced {
      heading += " (reduced feedback)"
    }
    io.out(heading + "\n\n" + table.text(width: width))
    return 0
  }
}
