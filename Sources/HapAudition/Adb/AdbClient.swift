/// The `adb` client haptui drives: `$ADB` when set, else `adb` on `PATH`, as Android tooling
/// finds it; every call with a 2 s timeout (D107).
public struct AdbClient: Sendable {
  /// How long any adb call may take.
  public static let timeout = 2.0

  public var runner: any ProcessRunning
  /// Added to haptui's environment for each call (tests set `ANDROID_ADB_SERVER_PORT`).
  public var environment: [String: String]
  /// The program: `$ADB`, else `adb`.
  public var program: String

  public init(runner: any ProcessRunning, environment: [String: String]) {
    self.runner = runner
    self.environment = environment
    let named = environment["ADB"] ?? ""
    program = named.isEmpty ? "adb" : named
  }

  /// The phones adb knows, or the one-line reason adb cannot say.
  public func devices() throws(AuditionFailure) -> [AdbDevice] {
    let result = runner.run(
      [program, "devices", "-l"], environment: environment, timeout: Self.timeout)
    try check(result, target: "adb")
    return AdbDevice.list(result.output)
  }

  /// Runs `line` in the phone's shell (`adb -s SERIAL shell LINE`).
  public func shell(_ serial: String, _ line: String, timeout: Double = AdbClient.timeout)
    -> ProcessResult
  {
    runner.run(
      [program, "-s", serial, "shell", line], environment: environment, timeout: timeout)
  }

  /// Turns a failed call into the line the user sees.
  public func check(_ result: ProcessResult, target: String) throws(AuditionFailure) {
    if result.launchFailure != nil {
      throw AuditionFailure(
        target: target,
        "\(program) not found: install adb (Debian: apt install adb) or set ADB to its path")
    }
    if result.timedOut {
      throw AuditionFailure(
        target: target,
        "adb did not answer within 2 s: check the cable and 'adb devices' (run 'adb "
          + "start-server' if the server is not running)")
    }
    guard result.status == 0 else {
      let line = result.firstLine
      if line.contains("not found") || line.contains("no devices") || line.contains("offline") {
        throw AuditionFailure(
          target: target,
          "the phone is gone (\(line)): replug it, check 'adb devices', then play again")
      }
      throw AuditionFailure(
        target: target, "adb failed: \(line.isEmpty ? "status \(result.status)" : line)")
    }
  }
}
