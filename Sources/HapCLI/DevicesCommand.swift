import HapPlayback
import HapRender

/// `haptui devices [--json]`: lists the force-feedback devices haptui can play on.
enum DevicesCommand: Subcommand {
  static let name = "devices"
  static let summary = "list force-feedback (rumble) devices"
  static let help = """
    Usage: haptui devices [--json]

    Lists the evdev force-feedback devices in /dev/input: node, name, driver, whether they have
    FF_RUMBLE, FF_PERIODIC and FF_GAIN, how many effects they hold, whether you may open them
    for writing, and what their driver keeps of a pattern. Exits 0 even when there are none.

    Options:
      --json   print a JSON object {"devices": [...]} instead of text

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    run(arguments, io: io, scanner: DeviceScanner())
  }

  static func run(_ arguments: [String], io: CommandIO, scanner: DeviceScanner) -> Int32 {
    let scan: ArgumentScanner
    do throws(UsageError) {
      scan = try ArgumentScanner(arguments, flags: ["json"], options: [])
      guard scan.positionals.isEmpty else { throw UsageError("takes no arguments") }
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    let devices = scanner.scan()
    if scan.has("json") {
      io.out(DeviceListing.json(devices))
    } else {
      io.out(DeviceListing.text(devices, folder: scanner.folder))
    }
    return 0
  }
}
