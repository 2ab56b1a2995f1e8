import HapAudition
import Testing

/// `--target` values and the ssh addresses inside them.
@Suite struct TargetNameTests {
  @Test func everyKindReads() throws {
    #expect(
      try TargetName.parse("evdev:/dev/input/event3").get() == .evdev(path: "/dev/input/event3"))
    #expect(try TargetName.parse("adb").get() == .adb(serial: nil))
    #expect(try TargetName.parse("adb:R58M").get() == .adb(serial: "R58M"))
    #expect(try TargetName.parse("adb:192.168.1.5:5555").get() == .adb(serial: "192.168.1.5:5555"))
    #expect(try TargetName.parse("feedbackd").get() == .feedbackd(remote: nil))
    #expect(
      try TargetName.parse("feedbackd:pine@phone:2222").get()
        == .feedbackd(remote: SshAddress(user: "pine", host: "phone", port: 2222)))
    #expect(try TargetName.parse("sound").get() == .sound)
  }

  @Test func badTargetsSayWhatIsKnown() {
    for text in [
      "", "usb", "evdev:event3", "feedbackd:-oProxyCommand=x", "feedbackd:h:99999", "adb:",
    ] {
      guard case .failure(let failure) = TargetName.parse(text) else {
        Issue.record("'\(text)' should not read")
        continue
      }
      #expect(!failure.message.isEmpty && !failure.message.contains("\n"))
    }
  }
}
