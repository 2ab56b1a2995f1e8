import Foundation
import HapAudition
import HapModel
import HapRender

/// `haptui render`: one pattern on one platform and profile: the artefact and the honesty
/// report.
enum RenderCommand: Subcommand {
  static let name = "render"
  static let summary = "show what one platform and device profile keep of a pattern"
  static let help = """
    Usage: haptui render --platform P [--profile K] [--reduced] [--haptics-off] [--json] FILE
           haptui render --list-profiles [--json]

    Renders the pattern in FILE as a device of platform P (and profile K, default the platform's
    first) would: walks the degradation ladder (intent, track, fallbacks.web, silence), prints
    the artefact a developer ships (AHAP or Swift, Kotlin, JavaScript, TypeScript, Dart, a
    rumble schedule) and the honesty report: for every construct, kept, approximated or
    dropped, and why, citing the spec's mapping table. Nothing dropped is ever called kept.

    Any file whose haptic block parses renders; conformance problems are printed as warnings.

    Options:
      --platform P      ios, android, web, react-native, flutter or gamepad
      --profile K       a device profile of P (see --list-profiles); for android also adb
                        or adb:SERIAL: the phone on adb, learnt from its dumpsys (implies
                        --platform android)
      --reduced         the user asked for reduced feedback: only fallbacks.reduced plays
      --haptics-off     the system haptics setting is off: nothing plays (a success)
      --json            print {"platform", "profile", "rung", "artifact": {"language", "text"},
                        "report": [{"event", "construct", "status", "reason"}]}
      --list-profiles   list every platform's device profiles and what they can do

    Exit status: 0 rendered (even when nothing plays), 1 the file has no parseable haptic
    block or the phone named by --profile adb could not be asked, 2 usage error.

    Examples:
      haptui render --platform android --profile basic Patterns/double-tap.hap.md
      haptui render --platform web --json Patterns/heartbeat.hap.md
      haptui render --profile adb Patterns/heartbeat.hap.md

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    run(
      arguments, io: io, environment: ProcessInfo.processInfo.environment,
      runner: SystemProcessRunner())
  }

  /// `run` with the environment and process runner a phone profile is learnt with.
  static func run(
    _ arguments: [String], io: CommandIO, environment: [String: String],
    runner: any ProcessRunning
  ) -> Int32 {
    let scan: ArgumentScanner
    var target: TargetOptions
    do throws(UsageError) {
      scan = try ArgumentScanner(
        arguments, flags: TargetOptions.flags.union(["json", "list-profiles"]),
        options: TargetOptions.options)
      if scan.has("list-profiles") {
        guard scan.positionals.isEmpty, scan.options.isEmpty else {
          throw UsageError("--list-profiles takes no file, platform or profile")
        }
        io.out(scan.has("json") ? ProfileListing.json() : ProfileListing.text())
        return 0
      }
      target = try TargetOptions(scan)
      guard scan.positionals.count == 1 else {
        throw UsageError(scan.positionals.isEmpty ? "give one FILE" : "give exactly one FILE")
      }
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    if let failure = target.learnPhone(environment: environment, runner: runner) {
      io.err("haptui render: \(failure)\n")
      return 1
    }
    let path = scan.positionals[0]
    guard scan.has("json") else {
      // For people, an AHAP comes as its documents and is written in pieces as it is printed,
      // never held whole (D330), and the report is grouped as it is (no entry per event and
      // construct held) on a second thread meanwhile (D463).
      guard
        let (pattern, (rendition, pending)) = RenderableFile.rendering(
          path, command: name, io: io,
          { pattern in
            (
              pattern,
              Renderer.renderLeavingLines(
                PreparedPattern(pattern), profile: target.profile, settings: target.settings,
                artifactAsLines: true, includeFeel: false)
            )
          })
      else { return 1 }
      RenditionText.writeHuman(
        rendition, id: pattern.id, events: pattern.events.count, io: io, lines: pending.lines)
      return 0
    }
    guard
      let rendition = RenderableFile.rendering(
        path, command: name, io: io,
        { pattern in
          Renderer.render(
            pattern, profiles: [target.profile], settings: target.settings, includeFeel: false)[0]
        })
    else { return 1 }
    // In pieces, so the artefact is written as it is rather than copied into the output (D182).
    for part in RenditionText.jsonParts(rendition) { io.out(part) }
    return 0
  }
}
