import Glibc
import HapCLI

exit(HaptuiCommand.run(Array(CommandLine.arguments.dropFirst())))
