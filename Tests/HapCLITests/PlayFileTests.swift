import Glibc
import HapPlayback
import HapRender
import Testing

@testable import HapCLI

/// `haptui play FILE` before any device is touched: bad files, unknown profiles, silence.
@Suite struct PlayFileTests {
  static let trackOnly =
    "---\nid: tap\n---\n\nA tap.\n\n```haptic\n{\"haptic\":\"0.1\",\"id\":\"tap\",\"track\":[{\"at\":0,\"type\":\"transient\",\"intensity\":0.5}],\"fallbacks\":{\"web\":[30]}}\n```\n"
  static let broken =
    "---\nid: bad\n---\n\n```haptic\n{\"haptic\": \"0.1\", \"id\": \"bad\", \"track\": [{\"at\": 0, \"type\": \"transient\", \"intensity\": 1.4}]}\n```\n"

  func file(_ text: String) -> String {
    var template = Array("/tmp/haptui-play-XXXXXX".utf8CString)
    let folder = template.withUnsafeMutableBufferPointer {
      String(cString: mkdtemp($0.baseAddress!)!)
    }
    let path = "\(folder)/p.hap.md"
    let handle = fopen(path, "w")!
    fputs(text, handle)
    fclose(handle)
    return path
  }

  /// No device anywhere: anything that reaches the device step fails with "no device".
  func play(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let sink = OutputSink()
    var empty = Array("/tmp/haptui-nodev-XXXXXX".utf8CString)
    let folder = empty.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    let status = PlayCommand.run(arguments, io: sink.io, scanner: DeviceScanner(folder: folder))
    return (status, sink.out, sink.err)
  }

  @Test func aNonConformantFileIsNotPlayedAndItsErrorsAreShown() {
    let path = file(Self.broken)
    let result = play([path])
    #expect(result.status == 1)
    #expect(result.err.contains("\(path) is not a conformant pattern; nothing was played"))
    #expect(result.err.contains("\(path):"))
    #expect(result.err.contains("error[HAP"))
  }

  @Test func aMissingFileIsReported() {
    let result = play(["/tmp/haptui-no-such-file.hap.md"])
    #expect(result.status == 1)
    #expect(result.err.contains("HAP000"))
  }

  @Test func anUnknownProfileListsTheKnownOnes() {
    let result = play(["--platform", "android", "--profile", "nope", file(Self.trackOnly)])
    #expect(result.status == 2)
    #expect(result.err.contains("android has no profile 'nope' (profiles: "))
    #expect(result.err.contains("basic"))
  }

  @Test func aSilentRenditionHasNothingToPlayEvenWithoutADevice() {
    // React Native plays intents only; this pattern has none, so it renders nothing there.
    let result = play(["--platform", "react-native", file(Self.trackOnly)])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("nothing to play"))
    #expect(result.out.contains("React Native"))
  }

  @Test func aPlayableFileNeedsADevice() {
    let result = play([file(Self.trackOnly)])
    #expect(result.status == 1)
    #expect(result.err.contains("no force-feedback device found"))
  }

  @Test func deviceKindsMapToTheRenderEnginesMotors() {
    #expect(DeviceKind.generic.motorModel == .dualRumble)
    #expect(DeviceKind.gpioVibrator.motorModel == .onOffVibrator)
    let pwm = DeviceKind.pwmVibrator.motorModel
    #expect(pwm.motors == 1 && !pwm.onOff && pwm.minimumPulse == 30)
  }
}
