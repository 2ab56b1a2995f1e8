import Glibc
import HapTUI

exit(HaptuiCommand.run(Array(CommandLine.arguments.dropFirst())))
