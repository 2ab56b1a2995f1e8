import Foundation
import HapAudition
import HapPlayback
import HapRender

/// `haptui devices [--json]`: lists the force-feedback devices haptui can play on.
enum DevicesCommand: Subcommand {
  static let name = "devices"
  static let summary = "list audition targets: rumble devices, phones, feedbackd, sound"
  static let help = """
    Usage: haptui devices [--json] [feedbackd:[USER@]HOST[:PORT]...]

    Lists the evdev force-feedback devices in /dev/input: node, name, driver, whether they have
    FF_RUMBLE, FF_PERIODIC and FF_GAIN, how many effects they hold, whether you may open them
    for writing, and what their driver keeps of a pattern. Then every audition target 'haptui
    play --target' takes: evdev nodes, Android phones on adb (learnt from their shell help and
    dumpsys), feedbackd on this session bus, and the sound card (heard, not felt), each with
    what it keeps and, when it cannot play, why and the fix. Each probe has a 2 s timeout.
    A Linux phone over ssh is probed when named (feedbackd:[USER@]HOST[:PORT]): one ssh login
    in batch mode, within 2 s, checks feedbackd's haptic interface and reads its
    max-haptic-strength. Exits 0 even when there are none.

    Options:
      --json   print a JSON object {"devices": [...], "targets": [...]} instead of text

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let scanner = DeviceScanner()
    return run(
      arguments, io: io, scanner: scanner,
      discovery: AuditionDiscovery(
        runner: SystemProcessRunner(), environment: ProcessInfo.processInfo.environment,
        scanner: scanner))
  }

  static func run(
    _ arguments: [String], io: CommandIO, scanner: DeviceScanner,
    discovery: AuditionDiscovery? = nil
  ) -> Int32 {
    let scan: ArgumentScanner
    let remotes: [SshAddress]
    do throws(UsageError) {
      scan = try ArgumentScanner(arguments, flags: ["json"], options: [])
      remotes = try scan.positionals.map { text throws(UsageError) in
        guard case .success(.feedbackd(let remote?)) = TargetName.parse(text) else {
          throw UsageError(
            "'\(text)' is not a phone to probe: name a Linux phone as "
              + "feedbackd:[USER@]HOST[:PORT] (every other target is listed anyway)")
        }
        return remote
      }
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    let devices = scanner.scan()
    let targets = discovery.map { $0.list() + remotes.map($0.feedbackd(remote:)) }
    if scan.has("json") {
      io.out(DeviceListing.json(devices, targets: targets))
    } else {
      io.out(DeviceListing.text(devices, folder: scanner.folder))
      if let targets { io.out(TargetListingText.text(targets)) }
    }
    return 0
  }
}
