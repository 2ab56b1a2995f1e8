import Foundation
import HapAudition
import HapModel
import HapPlayback
import HapRender
import HapTestSupport
import Synchronization
import Testing

/// feedbackd's haptic interface on a private session bus (python-dbusmock), locally and over
/// a real sshd: what is called, what a refusal or a missing bus says, and that stop ends it.
@Suite(.serialized) struct FeedbackdAuditionTests {
  static func target(_ environment: [String: String], remote: SshAddress? = nil) -> FeedbackdTarget
  {
    FeedbackdTarget(
      route: FeedbackdRoute(runner: SystemProcessRunner(), environment: environment, remote: remote)
    )
  }

  @Test func theTrackGoesAsTenStepsAndStopSendsTheEmptyPattern() throws {
    let bus = try FeedbackdStandIn()
    defer { bus.stop() }
    let target = Self.target(bus.environment)
    try target.probe()
    let pattern = AdbAuditionTests.swell
    let start = try target.play(pattern, settings: .standard)
    let wanted = FeedbackdPattern(pattern).steps.map {
      FeedbackdPair(magnitude: $0.magnitude, duration: $0.duration)
    }
    #expect(start.duration == 800)
    #expect(start.summary.contains("sharpness"))
    try target.cancel()
    #expect(bus.calls == [wanted, []])
    #expect(bus.appIDs == ["org.haptui.Haptui", "org.haptui.Haptui"])
    #expect(wanted.count <= 10 && wanted.allSatisfy { $0.duration <= 10_000 })
  }

  @Test func aStopMidPlaySendsTheEmptyPatternWithin200ms() throws {
    let bus = try FeedbackdStandIn()
    defer { bus.stop() }
    let target = Self.target(bus.environment)
    try target.probe()
    let stop = DelayedStop(after: 0.3)
    let outcome = AuditionRun.play(
      AdbAuditionTests.swell, on: target, settings: .standard, looping: false, stop: stop.signal)
    let latency = Double(MonotonicTime.nanoseconds() - stop.raisedAt) / 1e6
    #expect(outcome == .stopped)
    #expect(bus.calls.last == [])
    print("feedbackd audition: empty pattern answered \(latency) ms after the stop")
    #expect(latency <= 200, "cancelled \(latency) ms after the stop")
  }

  @Test func feedbackdAnsweringFalseIsOneLineWithTheFix() throws {
    let bus = try FeedbackdStandIn(answer: false)
    defer { bus.stop() }
    do {
      _ = try Self.target(bus.environment).play(AdbAuditionTests.swell, settings: .standard)
      Issue.record("false should fail")
    } catch {
      #expect(error.message.contains("answered false") && error.message.contains("profile"))
      #expect(error.target == "feedbackd")
    }
  }

  @Test func aBusWithoutFeedbackdSaysInstallIt() throws {
    let bus = try FeedbackdStandIn(template: false)
    defer { bus.stop() }
    let began = MonotonicTime.nanoseconds()
    do {
      try Self.target(bus.environment).probe()
      Issue.record("an empty bus should fail")
    } catch {
      #expect(error.message.contains("feedbackd is not on the session bus"), "\(error)")
    }
    #expect(MonotonicTime.nanoseconds() - began < 2_500_000_000)
  }

  @Test func noBusAtAllSaysLogIn() throws {
    _ = try #require(
      RequiredTool.path("busctl"), "\(RequiredTool.missing("busctl", package: "systemd"))")
    do {
      try Self.target(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"]).probe()
      Issue.record("no bus should fail")
    } catch {
      #expect(error.message.contains("no session bus"), "\(error)")
    }
  }

  @Test func overSshTheSameCallRunsOnTheFarSide() throws {
    let bus = try FeedbackdStandIn()
    defer { bus.stop() }
    let sshd = try SshdStandIn()
    defer { sshd.stop() }
    var environment = bus.environment
    environment["HAPTUI_SSH"] = sshd.sshCommand()
    let target = Self.target(environment, remote: sshd.address)
    #expect(target.name == "feedbackd:\(sshd.address.text)")
    try target.probe()
    let start = try target.play(AdbAuditionTests.swell, settings: .standard)
    try target.cancel()
    let wanted = FeedbackdPattern(AdbAuditionTests.swell).steps.map {
      FeedbackdPair(magnitude: $0.magnitude, duration: $0.duration)
    }
    #expect(bus.calls == [wanted, []], "\(sshd.server.log)")
    #expect(start.duration == 800)
  }

  @Test func sshThatWouldAskForAPasswordFailsAtOnceWithTheFix() throws {
    let sshd = try SshdStandIn()
    defer { sshd.stop() }
    let stranger = sshd.folder.path("no_such_key")
    let target = Self.target(
      ["HAPTUI_SSH": sshd.sshCommand(key: stranger)], remote: sshd.address)
    let began = MonotonicTime.nanoseconds()
    do {
      try target.probe()
      Issue.record("a refused login should fail")
    } catch {
      #expect(error.message.contains("ssh to \(sshd.address.destination) failed"), "\(error)")
      #expect(error.message.contains("BatchMode=yes"))
    }
    #expect(MonotonicTime.nanoseconds() - began < 2_500_000_000)
  }
}

/// A phone without systemd: `busctl` is not there, glib's `gdbus` is (postmarketOS).
@Suite(.serialized) struct FeedbackdWithoutBusctlTests {
  /// Runs everything for real except `busctl`, which is "not found".
  final class NoBusctl: ProcessRunning, @unchecked Sendable {
    let real = SystemProcessRunner()
    private let lock = NSLock()
    private var recorded: [String] = []
    var programs: [String] { lock.withLock { recorded } }

    func run(_ arguments: [String], environment: [String: String], timeout: Double)
      -> ProcessResult
    {
      lock.withLock { recorded.append(arguments.first ?? "") }
      if arguments.first == "busctl" {
        return ProcessResult(status: -1, launchFailure: "busctl: not found")
      }
      return real.run(arguments, environment: environment, timeout: timeout)
    }
  }

  @Test func theTrackPlaysThroughGdbusAndStopSendsTheEmptyPattern() throws {
    _ = try #require(
      RequiredTool.path("gdbus"), "\(RequiredTool.missing("gdbus", package: "libglib2.0-bin"))")
    let bus = try FeedbackdStandIn()
    defer { bus.stop() }
    let runner = NoBusctl()
    let target = FeedbackdTarget(
      route: FeedbackdRoute(runner: runner, environment: bus.environment, remote: nil))
    try target.probe()
    let pattern = AdbAuditionTests.swell
    let start = try target.play(pattern, settings: .standard)
    try target.cancel()
    let wanted = FeedbackdPattern(pattern).steps.map {
      FeedbackdPair(magnitude: $0.magnitude, duration: $0.duration)
    }
    #expect(start.duration == 800)
    #expect(bus.calls == [wanted, []])
    #expect(runner.programs.filter { $0 == "busctl" } == ["busctl"], "\(runner.programs)")
    #expect(runner.programs.filter { $0 == "gdbus" }.count == 3, "\(runner.programs)")
  }

  @Test func withoutAProbeAPlayStillFindsGdbus() throws {
    _ = try #require(
      RequiredTool.path("gdbus"), "\(RequiredTool.missing("gdbus", package: "libglib2.0-bin"))")
    let bus = try FeedbackdStandIn()
    defer { bus.stop() }
    let target = FeedbackdTarget(
      route: FeedbackdRoute(runner: NoBusctl(), environment: bus.environment, remote: nil))
    _ = try target.play(AdbAuditionTests.swell, settings: .standard)
    #expect(bus.calls.count == 1)
  }

  @Test func neitherToolIsOneLineNamingBoth() {
    let runner = RecordingProcessRunner { _ in ProcessResult(status: 127, error: "not found") }
    let target = FeedbackdTarget(
      route: FeedbackdRoute(runner: runner, environment: [:], remote: nil))
    do {
      try target.probe()
      Issue.record("no tool should fail")
    } catch {
      #expect(error.message.contains("neither busctl nor gdbus"), "\(error)")
      #expect(error.message.contains("libglib2.0-bin"), "\(error)")
    }
  }
}
