import Glibc
import HapTestSupport
import Testing

/// Issue 21's target picker through the real binary: the adb stand-in's phone is found with
/// `O`, Space plays on it, and stopping or quitting sends `cmd vibrator_manager cancel`.
extension EndToEndTests {
  /// The stand-in adb server with one Android 16-and-later phone.
  func adbStandIn() throws -> AdbStandIn {
    let adb = try #require(
      RequiredTool.path("adb"), "\(RequiredTool.missing("adb", package: "adb"))")
    let python = try #require(
      RequiredTool.path("/usr/bin/python3"),
      "\(RequiredTool.missing("python3", package: "python3"))")
    return try AdbStandIn(phones: [AdbStandIn.standardPhones[0]], adb: adb, python: python)
  }

  @Test("O finds the phone on adb; Space plays on it and says what; Ctrl-C cancels it")
  func pickThePhoneAndPlay() throws {
    let phone = try adbStandIn()
    defer { phone.stop() }
    let environment = phone.environment.map { "\($0.key)=\(quoted($0.value))" }.sorted()
      .joined(separator: " ")
    let (_, session) = try open(
      "heartbeat.hap.md", columns: 160, extra: environment + " HAPTUI_SOUND_DEVICE=null")
    session.send("O")
    let found = try #require(
      session.wait(for: "targets: rumble device, adb:PIXEL36"), "\(session.screen())")
    #expect(found.contains("Space plays on adb:PIXEL36"))
    // The Android column follows the phone's own profile, learnt from its dumpsys.
    let profiles = try #require(
      session.wait(for: "iphone          adb:PIXEL36"), "\(session.screen())")
    #expect(profiles.contains("rung track      rung track"))
    session.send("Space")
    let playing = try #require(
      session.wait(for: "playing on adb:PIXEL36: Pixel 8 Pro, API 36: xml"),
      "\(session.screen())")
    #expect(playing.contains("kept"))
    // The play was one xml command with the touch usage; its end sends cancel.
    try #require(
      waitFor(1, commands: "cmd vibrator_manager cancel", in: phone), "\(phone.commands)")
    let played = phone.commands.map(\.command)
    let xml = try #require(played.first { $0.hasPrefix("cmd vibrator_manager xml") })
    #expect(xml.contains("-u 18"))
    // A loop (r) runs until Ctrl-C, which quits and cancels what the phone plays.
    session.send("r")
    try #require(
      session.wait(for: "on adb:PIXEL36") != nil && waitFor(3, commands: "xml", in: phone),
      "\(session.screen())")
    session.send("C-c")
    try #require(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    let last = try #require(phone.commands.last)
    #expect(last.command == "cmd vibrator_manager cancel", "\(phone.commands)")
    let lastPlay = try #require(phone.commands.last { $0.command.contains(" xml ") })
    #expect(last.time > lastPlay.time)
  }

  @Test("edit --target adb:SERIAL plays on the phone from the start; Ctrl-T keeps it; q cancels")
  func targetFromTheCommandLine() throws {
    let phone = try adbStandIn()
    defer { phone.stop() }
    let environment = phone.environment.map { "\($0.key)=\(quoted($0.value))" }.sorted()
      .joined(separator: " ")
    _ = folder.copy(pattern: "heartbeat.hap.md")
    let session = TmuxSession(
      columns: 160, rows: 40, directory: folder.path,
      command: haptui(
        "edit --target adb:PIXEL36 heartbeat.hap.md",
        extra: environment + " HAPTUI_SOUND_DEVICE=null"))
    try #require(
      session.wait(for: "Space plays on adb:PIXEL36: Pixel 8 Pro") != nil, "\(session.screen())")
    session.send("C-t")
    try #require(
      session.wait(for: "targets: rumble device, adb:PIXEL36") != nil, "\(session.screen())")
    #expect(session.screen().contains("Space plays on adb:PIXEL36"))
    session.send("Space")
    try #require(
      session.wait(for: "playing on adb:PIXEL36: Pixel 8 Pro, API 36: xml") != nil,
      "\(session.screen())")
    session.send("q")
    try #require(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    let last = try #require(phone.commands.last)
    #expect(last.command == "cmd vibrator_manager cancel", "\(phone.commands)")
  }

  /// Waits until the stand-in has received `count` commands containing `text`.
  func waitFor(_ count: Int, commands text: String, in phone: AdbStandIn, seconds: Double = 10)
    -> Bool
  {
    var waited = 0.0
    while waited < seconds {
      if phone.commands.filter({ $0.command.contains(text) }).count >= count { return true }
      usleep(100_000)
      waited += 0.1
    }
    return false
  }
}
