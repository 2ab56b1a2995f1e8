import Foundation
import HapAudition
import HapModel
import HapPlayback
import HapSound
import HapTestSupport
import Synchronization
import Testing

@testable import HapCLI

/// `haptui play --target` and `haptui devices` as commands: usage errors, the lines printed,
/// the JSON of every target.
@Suite(.serialized) struct AuditionCommandTests {
  final class Sink: Sendable {
    private let outText = Mutex("")
    private let errText = Mutex("")
    var out: String { outText.withLock { $0 } }
    var err: String { errText.withLock { $0 } }
    var io: CommandIO {
      CommandIO(
        out: { text in self.outText.withLock { $0 += text } },
        err: { text in self.errText.withLock { $0 += text } })
    }
  }

  @Test func badTargetsAreUsageErrors() {
    let file = Repository.path("Patterns/heartbeat.hap.md")
    for arguments in [
      ["--target", "phone", file], ["--target", "adb", "--device", "/dev/input/event0", file],
      ["--target", "adb", "--platform", "ios", file], ["--target", "sound", "--steps", "0+10@1/1"],
    ] {
      let sink = Sink()
      #expect(PlayCommand.run(arguments, io: sink.io) == 2, "\(arguments)")
      #expect(sink.err.contains("haptui play"), "\(sink.err)")
    }
  }

  @Test func evdevTargetsAreTheDeviceOption() throws {
    let request = try PlayRequest(["--target", "evdev:/dev/input/event7", "x.hap.md"])
    #expect(request.devicePath == "/dev/input/event7" && request.target == nil)
  }

  @Test func playOnAPhoneSaysWhichFormPlayedAndWhatItDropped() throws {
    let adb = try AdbAuditionTests.standIn()
    defer { adb.stop() }
    let sink = Sink()
    let pattern = try AdbAuditionTests.pattern("ramp-up")
    let code = AuditionPlay.run(
      pattern, target: .adb(serial: "OLD33"), looping: false, io: sink.io,
      environment: adb.environment, runner: SystemProcessRunner())
    #expect(code == 0, "\(sink.err)")
    #expect(
      sink.out.hasPrefix("Playing ramp-up on adb:OLD33: Pixel 6, API 33: synced waveform;"),
      "\(sink.out)")
    #expect(sink.out.contains("sharpness") && sink.out.contains("dropped"))
    #expect(adb.commands.last?.command == "cmd vibrator_manager cancel")
  }

  @Test func aFailureIsOneLineOnStandardError() {
    let sink = Sink()
    let code = AuditionPlay.run(
      AdbAuditionTests.swell, target: .adb(serial: nil), looping: false, io: sink.io,
      environment: ["ADB": "/nonexistent/adb"], runner: SystemProcessRunner())
    #expect(code == 1)
    #expect(
      sink.err
        == "haptui play: adb: /nonexistent/adb not found: install adb (Debian: apt install adb) or set ADB to its path\n"
    )
  }

  @Test func devicesJSONListsEveryTarget() throws {
    let adb = try AdbAuditionTests.standIn()
    defer { adb.stop() }
    let folder = TemporaryFolder(prefix: "haptui-devices")
    defer { folder.remove() }
    let scanner = DeviceScanner(folder: folder.path)
    let discovery = AuditionDiscovery(
      runner: SystemProcessRunner(), environment: adb.environment, scanner: scanner,
      soundOutput: { RecordingSoundOutput() })
    let sink = Sink()
    #expect(
      DevicesCommand.run(["--json"], io: sink.io, scanner: scanner, discovery: discovery) == 0)
    let data = Data(sink.out.utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let targets = try #require(object["targets"] as? [[String: Any]])
    let names = targets.compactMap { $0["target"] as? String }
    #expect(names.contains("adb:PIXEL36") && names.contains("feedbackd") && names.contains("sound"))
    let locked = try #require(targets.first { $0["target"] as? String == "adb:LOCKED" })
    #expect(locked["playable"] as? Bool == false)
    #expect((locked["problem"] as? String)?.contains("Allow USB debugging") == true)
    let sound = try #require(targets.first { $0["kind"] as? String == "sound" })
    #expect(sound["heard"] as? Bool == true)
    let text = Sink()
    _ = DevicesCommand.run([], io: text.io, scanner: scanner, discovery: discovery)
    #expect(text.out.contains("Audition targets"))
    #expect(text.out.contains("adb:PIXEL36  Pixel 8 Pro, API 36"))
  }
}
