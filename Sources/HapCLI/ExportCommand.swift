import Foundation
import HapAudition
import HapModel
import HapRender

/// `haptui export`: writes each pattern's artefact for one platform as files.
enum ExportCommand: Subcommand {
  static let name = "export"
  static let summary = "write platform artefacts (.ahap, .kt, .js, .ts, .dart) for patterns"
  static let help = """
    Usage: haptui export --platform P [--profile K] [--reduced] [--haptics-off] [--out DIR]
                         PATH...

    Writes the artefact of platform P for each pattern: iOS .ahap (tracks; one file per layer
    when curves would otherwise scale other events) or .swift (intents), Android .kt, web .js,
    React Native .ts, Flutter .dart, gamepad .rumble.js. A PATH may be a .hap.md file or a
    folder (searched recursively; hidden folders skipped). Files are written atomically into
    DIR (default: the current folder, created if missing); pattern files are never modified.

    Any file whose haptic block parses is exported; conformance problems are printed as
    warnings.

    Options:
      --platform P      ios, android, web, react-native, flutter or gamepad
      --profile K       a device profile of P (matters for flutter and gamepad; see
                        'haptui render --list-profiles'; adb or adb:SERIAL: the phone on adb)
      --reduced         export the reduced-feedback variant
      --haptics-off     export the system-haptics-off variant (a no-op)
      --out DIR         the folder to write into

    Exit status: 0 every pattern exported, 1 some file had no parseable block, two patterns
    would write the same file, or a file could not be written, 2 usage error.

    Example:
      haptui export --platform android --out build/haptics Patterns

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scan: ArgumentScanner
    var target: TargetOptions
    do throws(UsageError) {
      scan = try ArgumentScanner(
        arguments, flags: TargetOptions.flags, options: TargetOptions.options.union(["out"]))
      target = try TargetOptions(scan)
      guard !scan.positionals.isEmpty else { throw UsageError("give at least one PATH") }
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    if let failure = target.learnPhone(
      environment: ProcessInfo.processInfo.environment, runner: SystemProcessRunner())
    {
      io.err("haptui export: \(failure)\n")
      return 1
    }
    let folder = scan.value("out") ?? "."
    if let problem = OutputFiles.makeFolder(folder) {
      io.err("haptui export: \(problem)\n")
      return 1
    }
    let expansion = PatternFiles.expand(scan.positionals)
    var failed = false
    for empty in expansion.emptyFolders {
      io.err("haptui export: no .hap.md files found under \(empty)\n")
      failed = true
    }
    var written: [String: String] = [:]
    for file in expansion.files {
      // Export writes the artefact and names the rung: the per-event report is not made. An
      // AHAP comes as its documents, each file written as it is printed (D330).
      guard
        let rendition = RenderableFile.rendering(
          file, command: name, io: io,
          { pattern in
            Renderer.render(
              pattern, profiles: [target.profile], settings: target.settings,
              includeReport: false, artifactAsLines: true, includeFeel: false)[0]
          })
      else {
        failed = true
        continue
      }
      let lines = rendition.artifact.lines
      let names = lines?.names ?? rendition.artifact.files.map(\.name)
      for (position, name) in names.enumerated() {
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        if let earlier = written[path] {
          io.err(
            "haptui export: \(file) and \(earlier) both export to \(path); skipped \(file) "
              + "(give the patterns different ids)\n")
          failed = true
          continue
        }
        // Artefacts are made again at will from their pattern: no fsync (D313).
        let problem =
          if let lines {
            OutputFiles.write(to: path, durable: false) { lines.writeFile(position, $0) }
          } else {
            OutputFiles.write(
              rendition.artifact.files[position].text, to: path, durable: false)
          }
        if let problem {
          io.err("haptui export: \(problem)\n")
          failed = true
          continue
        }
        written[path] = file
        io.out("\(path)  (\(rendition.rung.rawValue), from \(file))\n")
      }
    }
    return failed ? 1 : 0
  }
}
