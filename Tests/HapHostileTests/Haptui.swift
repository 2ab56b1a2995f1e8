import Foundation
import Glibc
import HapTestSupport
import Testing

/// Runs the real `haptui` executable that `swift build` put next to the test bundle.
///
/// Through `ChildProcess.run` (a time limit, output in files) and, through `prlimit`, a 2 GB
/// address-space limit, so a runaway read fails fast instead of exhausting the machine.
enum Haptui {
  /// The repository root.
  static let root = Repository.root

  /// The binary: next to the running test bundle, else in `.build/debug`.
  static let path: String? = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("haptui").path
    for candidate in [beside, root + "/.build/debug/haptui"]
    where access(candidate, X_OK) == 0 {
      return candidate
    }
    return nil
  }()

  static var isAvailable: Bool { path != nil }

  /// Why a suite that runs the binary fails when it is missing: `swift test` and `make test`
  /// build it before any test runs, so a missing binary is a broken build, not a skip.
  static let notBuilt: Comment =
    "the haptui binary is not built: run `swift build` (make test and make check do)"

  static let prlimit: String? = ["/usr/bin/prlimit", "/bin/prlimit"].first { access($0, X_OK) == 0 }
  static let setpriv: String? = ["/usr/bin/setpriv", "/bin/setpriv"].first {
    access($0, X_OK) == 0
  }

  /// Runs haptui with `arguments`; `asNobody` drops to uid/gid 65534 first (needs root).
  static func run(
    _ arguments: [String], timeout: Double = 60, asNobody: Bool = false
  ) -> ChildRun {
    guard let path else {
      return ChildRun(
        exitCode: nil, signal: nil, timedOut: false, stdout: "", stderr: "no haptui binary",
        seconds: 0)
    }
    var command = [path] + arguments
    if asNobody, let setpriv {
      command = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"] + command
    }
    if let prlimit { command = [prlimit, "--as=2000000000", "--"] + command }
    return ChildProcess.run(command, timeout: timeout)
  }
}
