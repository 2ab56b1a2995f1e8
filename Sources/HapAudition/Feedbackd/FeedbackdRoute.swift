import HapRender

/// How haptui reaches feedbackd: this machine's session bus, or a phone's over ssh (D108).
public struct FeedbackdRoute: Sendable {
  public var runner: any ProcessRunning
  public var environment: [String: String]
  /// Where the bus is: nil for this machine.
  public var remote: SshAddress?

  /// How long one call may take (ssh gets its own connect timeout inside this).
  public static let timeout = 2.0
  /// How long a call over ssh may take: connecting and the call.
  public static let remoteTimeout = 4.0

  public init(runner: any ProcessRunning, environment: [String: String], remote: SshAddress?) {
    self.runner = runner
    self.environment = environment
    self.remote = remote
  }

  /// The target's name (`feedbackd`, `feedbackd:pine@phone`).
  public var target: String { remote.map { "feedbackd:\($0.text)" } ?? "feedbackd" }

  /// Runs `words` on the bus's machine: directly, or as one line through ssh in batch mode.
  public func run(_ words: [String]) -> ProcessResult {
    guard let remote else {
      return runner.run(words, environment: environment, timeout: Self.timeout)
    }
    return runner.run(
      sshArguments(remote, line: ShellQuote.quoted(words)), environment: environment,
      timeout: Self.remoteTimeout)
  }

  /// Runs a shell `line` on the phone through ssh in batch mode within `timeout` seconds (one
  /// login for several commands); nil for this machine's bus, which has no shell to run it.
  public func runRemote(line: String, timeout: Double) -> ProcessResult? {
    guard let remote else { return nil }
    return runner.run(
      sshArguments(remote, line: line), environment: environment, timeout: timeout)
  }

  /// `ssh -o BatchMode=yes -o ConnectTimeout=2 [-p PORT] DEST -- LINE`, through `$HAPTUI_SSH`
  /// (run by the shell, as git runs `GIT_SSH_COMMAND`) when it is set.
  public func sshArguments(_ remote: SshAddress, line: String) -> [String] {
    var options = ["-o", "BatchMode=yes", "-o", "ConnectTimeout=2"]
    if let port = remote.port { options += ["-p", String(port)] }
    let rest = options + [remote.destination, "--", line]
    if let command = environment["HAPTUI_SSH"], !command.isEmpty {
      return ["/bin/sh", "-c", command + " \"$@\"", "haptui-ssh"] + rest
    }
    return ["ssh"] + rest
  }

  /// Turns a failed call into one line naming the target and the fix.
  public func check(_ result: ProcessResult) throws(AuditionFailure) {
    let line = result.firstLine
    if let remote, result.status == 255 || result.launchFailure != nil {
      throw AuditionFailure(
        target: target,
        "ssh to \(remote.destination) failed (\(line.isEmpty ? "no answer" : line)): make "
          + "'ssh -o BatchMode=yes \(remote.destination) true' work without a password "
          + "(a key in your agent or ~/.ssh/config)")
    }
    if result.launchFailure != nil || result.status == 127 {
      throw AuditionFailure(
        target: target,
        "neither busctl nor gdbus found\(remote == nil ? "" : " on the phone"): install "
          + "systemd's busctl or glib's gdbus (Debian: libglib2.0-bin; postmarketOS: glib)")
    }
    if result.timedOut {
      throw AuditionFailure(
        target: target,
        "no answer within \(Int(remote == nil ? Self.timeout : Self.remoteTimeout)) s from feedbackd"
      )
    }
    guard result.status == 0 else {
      if line.contains("connect to bus") || line.contains("DBUS_SESSION_BUS_ADDRESS")
        || line.contains("No such file")
      {
        throw AuditionFailure(
          target: target,
          "no session bus\(remote == nil ? "" : " on the phone"): log in to the phone's "
            + "session (Phosh) so its bus exists at $XDG_RUNTIME_DIR/bus")
      }
      if line.contains("not provided by any") || line.contains("ServiceUnknown")
        || line.contains("was not provided")
      {
        throw AuditionFailure(
          target: target,
          "feedbackd is not on the session bus: install and start it (Debian: apt install "
            + "feedbackd; 0.6.0 or later)")
      }
      if line.contains("nknown method") || line.contains("nknown interface")
        || line.contains("UnknownMethod") || line.contains("UnknownInterface")
      {
        throw AuditionFailure(
          target: target,
          "feedbackd has no org.sigxcpu.Feedback.Haptic interface: it needs 0.6.0 or later "
            + "(Debian 13 ships 0.8.2)")
      }
      throw AuditionFailure(target: target, "the call failed: \(line)")
    }
  }
}
