import HapAudition
import HapTUI

/// `haptui edit FILE` (or just `haptui FILE`): the terminal editor.
enum EditCommand: Subcommand {
  static let name = "edit"
  static let summary = "open a pattern in the terminal editor (also: haptui FILE)"
  static let help = """
    Usage: haptui edit [--mono] [--ascii] [--audio SOUND] [--target TARGET] FILE
           haptui FILE
           haptui [--ascii] DIR  (in a terminal: browse the patterns in DIR)
           haptui [--ascii]      (in a terminal: browse the current folder when it
                                  holds patterns, else ./Patterns)

    Opens FILE in the terminal editor: the track as a time × intensity grid, an inspector,
    the live platform panel and the artefact each platform gets. Press ? in the editor for
    every key. Saving rewrites only the haptic block (and mirrored frontmatter lines).

    An .ahap, .haptic, Android vibration .xml or sound FILE opens as its import (see haptui
    import): a new ID.hap.md beside it, the import report in the Problems pane; the source is
    never written, and the first save asks for the new file's name. A file that does not parse
    opens read-only with its diagnostics. Unsaved edits are kept in a recovery file if the
    editor is killed, and offered back on the next open.

    A pattern whose frontmatter names a sound (audio: tap.wav, a path from the file's folder)
    shows its waveform in a lane under the grid, on the grid's time axis.

    Options:
      --mono          monochrome: sharpness as glyph density ░▒▓█ (also when NO_COLOR is set)
      --ascii         draw in ASCII only (also when the locale is not UTF-8, such as LANG=C);
                      before DIR, the browser and the patterns it opens too
      --audio SOUND   attach SOUND: sets the frontmatter's audio: to its path from FILE's
                      folder (every other byte kept) as an unsaved edit; w saves it. SOUND
                      must be a sound libsndfile reads (WAV, AIFF, FLAC, Ogg, MP3)
      --target T      play Space, s and r on T from the start: adb, adb:SERIAL, feedbackd,
                      feedbackd:[USER@]HOST[:PORT] or sound (haptui devices lists them);
                      the status line says why when T cannot play. In the editor O picks
                      another target and Ctrl-T looks for them again

    Needs a terminal of at least 60×20 (120×34 shows every pane at once).

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scanner: ArgumentScanner
    do {
      scanner = try ArgumentScanner(
        arguments, flags: ["mono", "ascii"], options: ["audio", "target"])
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    if let target = scanner.value("target") {
      switch TargetName.parse(target) {
      case .success(.evdev):
        return HaptuiCommand.usageFailure(
          UsageError(
            "the editor plays on the first rumble device it finds: --target takes adb, "
              + "feedbackd or sound"), command: name, io: io)
      case .success: break
      case .failure(let failure):
        return HaptuiCommand.usageFailure(
          UsageError(failure.description), command: name, io: io)
      }
    }
    guard scanner.positionals.count == 1 else {
      return HaptuiCommand.usageFailure(UsageError("give exactly one FILE"), command: name, io: io)
    }
    return EditorLauncher.edit(
      path: scanner.positionals[0], monochrome: scanner.has("mono"),
      ascii: scanner.has("ascii"), audio: scanner.value("audio"),
      target: scanner.value("target"), errors: io.err)
  }
}
