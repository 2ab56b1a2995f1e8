import HapModel

/// `haptui version`: prints the version, like `haptui --version`.
enum VersionCommand: Subcommand {
  static let name = "version"
  static let summary = "print the version"
  static let help = "Usage: haptui version\n\nPrints the haptui version.\n"

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    guard arguments.isEmpty else {
      return HaptuiCommand.usageFailure(UsageError("takes no arguments"), command: name, io: io)
    }
    io.out("haptui \(HaptuiVersion.string)\n")
    return 0
  }
}
