import Foundation
import HapAudition
import HapTestSupport
import Testing

/// A private session bus (`dbus-run-session`) with python-dbusmock offering feedbackd's
/// `org.sigxcpu.Feedback.Haptic.Vibrate(s, a(du)) → b` (`scripts/audition/feedbackd_mock.py`),
/// or, with `template` false, a bus with nothing on it.
final class FeedbackdStandIn: @unchecked Sendable {
  let folder = TemporaryFolder(prefix: "haptui-fbd")
  let bus: BackgroundProcess
  let address: String

  init(answer: Bool = true, template: Bool = true) throws {
    let runSession = try #require(
      RequiredTool.path("dbus-run-session"),
      "\(RequiredTool.missing("dbus-run-session", package: "dbus"))")
    let python = try #require(
      RequiredTool.path("/usr/bin/python3"),
      "\(RequiredTool.missing("python3", package: "python3"))")
    let busctl = try #require(
      RequiredTool.path("busctl"), "\(RequiredTool.missing("busctl", package: "systemd"))")
    let addressFile = folder.path("address")
    let inner =
      template
      ? "exec \(python) -m dbusmock --session -t "
        + ChildProcess.quoted(Repository.path("scripts/audition/feedbackd_mock.py"))
        + " -l \(ChildProcess.quoted(folder.path("calls"))) -p '{\"answer\": \(answer)}'"
      : "exec sleep 60"
    guard
      let bus = BackgroundProcess(
        [
          runSession, "--", "/bin/sh", "-c",
          "echo \"$DBUS_SESSION_BUS_ADDRESS\" > \(ChildProcess.quoted(addressFile)); \(inner)",
        ], logPath: folder.path("bus.log"))
    else { throw StandInError("cannot start dbus-run-session") }
    self.bus = bus
    guard BackgroundProcess.waitFor(addressFile, seconds: 10) else {
      bus.stop()
      throw StandInError("no bus address: \(bus.log)")
    }
    usleep(50_000)
    address = ((try? String(contentsOfFile: addressFile, encoding: .utf8)) ?? "")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard template else { return }
    // Wait until the mock owns its name.
    for _ in 0..<200 {
      let probe = SystemProcessRunner().run(
        [
          busctl, "--user", "--timeout=1", "introspect", "org.sigxcpu.Feedback",
          "/org/sigxcpu/Feedback",
        ],
        environment: environment, timeout: 2)
      if probe.succeeded { return }
      usleep(25_000)
    }
    bus.stop()
    throw StandInError("the feedbackd mock did not appear: \(bus.log)")
  }

  var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

  /// The Vibrate calls the mock received: each pattern as (magnitude, ms) pairs.
  var calls: [[FeedbackdPair]] {
    let text = (try? String(contentsOfFile: folder.path("calls"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { $0.contains(" Vibrate ") }.map { line in
      line.components(separatedBy: "dbus.Double(").dropFirst().compactMap { piece in
        let magnitude = Double(piece.prefix { $0 != ")" })
        let ms = piece.components(separatedBy: "dbus.UInt32(").dropFirst().first.flatMap {
          Int($0.prefix { $0 != ")" })
        }
        guard let magnitude, let ms else { return nil }
        return FeedbackdPair(magnitude: magnitude, duration: ms)
      }
    }
  }

  /// The app ids the calls named.
  var appIDs: [String] {
    let text = (try? String(contentsOfFile: folder.path("calls"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { $0.contains(" Vibrate ") }.map {
      String($0.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first ?? "")
    }
  }

  func stop() {
    bus.stop()
    folder.remove()
  }
}

/// One (magnitude, ms) pair as the mock logged it.
struct FeedbackdPair: Equatable {
  var magnitude: Double
  var duration: Int
}
