import Glibc
import HapPlayback
import HapRender
import Testing

@testable import HapCLI

@Suite struct PlaybackCommandTests {
  func emptyFolder() -> String {
    var template = Array("/tmp/haptui-cli-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
  }

  @Test func devicesWithNoneSaysSoAndHowToAttachOne() {
    let sink = OutputSink()
    let folder = emptyFolder()
    let code = DevicesCommand.run([], io: sink.io, scanner: DeviceScanner(folder: folder))
    #expect(code == 0)
    #expect(sink.out.contains("No force-feedback device found in \(folder)."))
    #expect(sink.out.contains("attach a rumble device"))
    let json = OutputSink()
    #expect(
      DevicesCommand.run(["--json"], io: json.io, scanner: DeviceScanner(folder: folder)) == 0)
    #expect(json.out == "{\"devices\": []}\n")
    #expect(DevicesCommand.run(["extra"], io: sink.io) == 2)
    #expect(DevicesCommand.run(["--jsn"], io: sink.io) == 2)
  }

  @Test func devicesTextExplainsKindsAndPermissions() {
    let caps = RumbleCapabilities.memlessRumble
    let pad = InputDeviceInfo(
      node: "/dev/input/event5", name: "Microsoft X-Box 360 pad", driver: "xpad",
      phys: "usb-0000:00:14.0-2/input0", capabilities: caps, access: .readOnly, kind: .xbox360)
    let locked = InputDeviceInfo(
      node: "/dev/input/event9", name: "", driver: nil, phys: "",
      capabilities: RumbleCapabilities(
        rumble: false, periodic: false, sine: false, gain: false, effectSlots: 0),
      access: .denied(errno: EACCES), kind: .generic)
    let text = DeviceListing.text([pad, locked], folder: "/dev/input")
    #expect(text.contains("/dev/input/event5  Microsoft X-Box 360 pad"))
    #expect(text.contains("driver xpad, phys usb-0000:00:14.0-2/input0"))
    #expect(text.contains("FF_RUMBLE yes, FF_PERIODIC yes, FF_GAIN yes, 16 effect slots"))
    #expect(text.contains("quantised to 256 levels"))
    #expect(text.contains("not writable by you"))
    #expect(text.contains("'input' group") && text.contains("uaccess"))
    #expect(
      text.contains("1 input node(s) could not be opened (permission denied): /dev/input/event9"))
    let json = DeviceListing.json([pad])
    #expect(json.contains("\"driver\": \"xpad\""))
    #expect(json.contains("\"writable\": false, \"playable\": false, \"kind\": \"xpad-360\""))
  }

  @Test func playUsageErrors() {
    let sink = OutputSink()
    #expect(PlayCommand.run([], io: sink.io) == 2)
    #expect(sink.err.contains("missing FILE"))
    #expect(PlayCommand.run(["a.hap.md", "b.hap.md"], io: sink.io) == 2)
    #expect(PlayCommand.run(["--platform", "palm", "a.hap.md"], io: sink.io) == 2)
    #expect(sink.err.contains("unknown platform 'palm'"))
    #expect(PlayCommand.run(["--profile", "basic", "a.hap.md"], io: sink.io) == 2)
    #expect(PlayCommand.run(["--steps", "0+10@1"], io: sink.io) == 2)
    #expect(sink.err.contains("--steps item 1 '0+10@1' is not AT+DURATION@STRONG/WEAK"))
    #expect(PlayCommand.run(["--steps", "0+100@1/1,50+10@1/1"], io: sink.io) == 2)
    #expect(sink.err.contains("starts before the previous one ends"))
  }

  @Test func rawStepsParse() throws {
    let schedule = try RawSteps.parse("0+100@65535/0,150+20@7/9")
    #expect(
      schedule.steps == [
        RumbleStep(at: 0, duration: 100, strong: 65535, weak: 0),
        RumbleStep(at: 150, duration: 20, strong: 7, weak: 9),
      ])
  }

  @Test func playWithoutADeviceSaysSoAndFails() {
    let sink = OutputSink()
    let code = PlayCommand.run(
      ["--steps", "0+40@65535/0"], io: sink.io, scanner: DeviceScanner(folder: emptyFolder()))
    #expect(code == 1)
    #expect(sink.err.hasPrefix("haptui play: no force-feedback device found in /tmp/"))
    #expect(sink.err.hasSuffix("Then run 'haptui devices' again.\n"))
    #expect(sink.err.contains("attach a rumble device"))
  }

  @Test func playOnSomethingThatCannotRumbleNamesTheProblem() {
    let sink = OutputSink()
    #expect(PlayCommand.run(["--device", "/dev/null", "--steps", "0+40@1/1"], io: sink.io) == 1)
    #expect(sink.err.contains("/dev/null cannot rumble: not an evdev input device"))
    let missing = OutputSink()
    #expect(
      PlayCommand.run(["--device", "/dev/input/event-x", "--steps", "0+40@1/1"], io: missing.io)
        == 1)
    #expect(missing.err.contains("/dev/input/event-x does not exist"))
  }

  @Test func aSilentScheduleHasNothingToPlay() {
    let sink = OutputSink()
    #expect(PlayCommand.run(["--device", "/dev/null", "--steps", "0+40@0/0"], io: sink.io) == 0)
    #expect(sink.out.contains("nothing to play"))
  }

  @Test func bothCommandsAreListed() {
    #expect(HaptuiCommand.help.contains("devices"))
    #expect(HaptuiCommand.help.contains("play"))
  }
}
