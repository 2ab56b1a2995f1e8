import Glibc
import HapCLI
import HapSystem

HugePageStart.adopt(for: CommandLine.arguments.dropFirst())
exit(HaptuiCommand.run(Array(CommandLine.arguments.dropFirst())))
