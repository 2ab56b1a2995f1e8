import HapAudition
import HapTestSupport

extension AdbStandIn {
  /// haptui's adb client pointed at this stand-in.
  var client: AdbClient { AdbClient(runner: SystemProcessRunner(), environment: environment) }
}
