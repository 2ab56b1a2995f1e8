import Foundation
import HapAudition
import HapPlayback
import HapSound
import HapTestSupport
import Testing

@testable import HapCLI

/// `haptui devices feedbackd:[USER@]HOST[:PORT]`: a named Linux phone is probed over a real
/// sshd in one batch-mode login and listed with what it plays or why not; a phone that does not
/// answer is given up on at the deadline (2 s by default).
///
/// The answers are checked with a deadline long enough for a loaded machine's ssh login; the
/// deadline itself is checked against a phone that never answers.
@Suite(.serialized) struct RemoteFeedbackdDevicesTests {
  /// A login on a loaded machine can take seconds; the answers are checked within this.
  static let patientTimeout = 20.0

  static func discovery(
    _ environment: [String: String], folder: TemporaryFolder, timeout: Double = patientTimeout
  ) -> (DeviceScanner, AuditionDiscovery) {
    let scanner = DeviceScanner(folder: folder.path)
    var discovery = AuditionDiscovery(
      runner: SystemProcessRunner(), environment: environment, scanner: scanner,
      soundOutput: { RecordingSoundOutput() })
    discovery.remoteTimeout = timeout
    return (scanner, discovery)
  }

  /// The listing of one remote phone and how long its probe took, in seconds.
  static func probe(
    _ environment: [String: String], _ address: SshAddress, timeout: Double = patientTimeout
  ) -> (TargetListing, Double) {
    let folder = TemporaryFolder(prefix: "haptui-remote")
    defer { folder.remove() }
    let (_, discovery) = discovery(environment, folder: folder, timeout: timeout)
    let began = MonotonicTime.nanoseconds()
    let listing = discovery.feedbackd(remote: address)
    return (listing, Double(MonotonicTime.nanoseconds() - began) / 1e9)
  }

  @Test func aNamedPhoneIsProbedAndListedAsPlayable() throws {
    let bus = try FeedbackdStandIn()
    defer { bus.stop() }
    let sshd = try SshdStandIn()
    defer { sshd.stop() }
    var environment = bus.environment
    environment["HAPTUI_SSH"] = sshd.sshCommand()
    let (listing, _) = Self.probe(environment, sshd.address)
    #expect(listing.problem == nil, "\(listing.problem ?? "") \(sshd.server.log)")
    #expect(listing.target == "feedbackd:\(sshd.address.text)")
    #expect(listing.keeps.contains("no sharpness"))
    #expect(bus.calls.isEmpty, "a probe plays nothing")
    // Through the command: the JSON lists it beside the local targets.
    let folder = TemporaryFolder(prefix: "haptui-remote")
    defer { folder.remove() }
    let (scanner, discovery) = Self.discovery(environment, folder: folder)
    let sink = AuditionCommandTests.Sink()
    #expect(
      DevicesCommand.run(
        ["--json", "feedbackd:\(sshd.address.text)"], io: sink.io, scanner: scanner,
        discovery: discovery) == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(sink.out.utf8)) as? [String: Any])
    let targets = try #require(object["targets"] as? [[String: Any]])
    let remote = try #require(
      targets.first { $0["target"] as? String == "feedbackd:\(sshd.address.text)" })
    #expect(remote["playable"] as? Bool == true)
  }

  @Test func aRefusedLoginOrAMissingServiceSaysWhy() throws {
    let sshd = try SshdStandIn()
    defer { sshd.stop() }
    let stranger = sshd.folder.path("no_such_key")
    let (refused, _) = Self.probe(["HAPTUI_SSH": sshd.sshCommand(key: stranger)], sshd.address)
    #expect(
      refused.problem?.contains("ssh to \(sshd.address.destination) failed") == true,
      "\(refused.problem ?? "")")
    let empty = try FeedbackdStandIn(template: false)
    defer { empty.stop() }
    var environment = empty.environment
    environment["HAPTUI_SSH"] = sshd.sshCommand()
    let (missing, _) = Self.probe(environment, sshd.address)
    #expect(
      missing.problem?.contains("feedbackd is not on the session bus") == true,
      "\(missing.problem ?? "")")
  }

  @Test func aPhoneThatNeverAnswersIsGivenUpAtTheDeadline() throws {
    let folder = TemporaryFolder(prefix: "haptui-remote")
    defer { folder.remove() }
    // An ssh that connects and then hears nothing back: a phone asleep on Wi-Fi.
    let address = try #require(SshAddress("pine@phone"))
    let (silent, seconds) = Self.probe(["HAPTUI_SSH": "sleep 30 #"], address, timeout: 0.5)
    #expect(silent.problem?.contains("no answer within 0.5 s over ssh") == true, "\(silent)")
    #expect(seconds >= 0.5, "the probe gave up before its deadline: \(seconds) s")
    #expect(seconds < 10, "the probe waited for ssh instead of its deadline: \(seconds) s")
  }

  @Test func onlyRemotePhonesAreNamed() {
    let folder = TemporaryFolder(prefix: "haptui-remote")
    defer { folder.remove() }
    let (scanner, discovery) = Self.discovery([:], folder: folder)
    for name in ["adb", "feedbackd", "sound", "feedbackd:"] {
      let sink = AuditionCommandTests.Sink()
      #expect(
        DevicesCommand.run([name], io: sink.io, scanner: scanner, discovery: discovery) == 2,
        "\(name)")
      #expect(sink.err.contains("feedbackd:[USER@]HOST"), "\(sink.err)")
    }
  }

  @Test func aPlayOnASilentPhoneTakesOneLoginWithinTheDeadline() throws {
    // A phone that never answers: every ssh runs into its timeout.
    let runner = RecordingProcessRunner { _ in ProcessResult(status: 137, timedOut: true) }
    let connector = AuditionConnector(runner: runner, environment: [:])
    let address = try #require(SshAddress("pine@phone"))
    var failure: AuditionFailure?
    do { _ = try connector.connect(.feedbackd(remote: address)) } catch { failure = error }
    #expect(
      failure?.message.contains("no answer within 2 s over ssh") == true,
      "\(failure?.message ?? "")")
    #expect(runner.calls.count == 1, "one login, not one per question: \(runner.calls)")
    #expect(runner.timeouts == [FeedbackdRoute.timeout], "\(runner.timeouts)")
    #expect(runner.calls.first?.first == "ssh", "\(runner.calls)")
  }
}
