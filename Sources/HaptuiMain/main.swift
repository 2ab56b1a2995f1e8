import Glibc
import HapCLI
import HapSystem

HugePageStart.adopt()
exit(HaptuiCommand.run(Array(CommandLine.arguments.dropFirst())))
