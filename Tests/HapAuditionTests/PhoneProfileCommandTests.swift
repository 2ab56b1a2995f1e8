import Foundation
import HapAudition
import HapRender
import HapTestSupport
import Testing

@testable import HapCLI

/// `haptui render --profile adb[:SERIAL]`: the honesty report for the phone on the cable,
/// learnt from its dumpsys through Debian's adb client and the stand-in server (D160).
@Suite(.serialized) struct PhoneProfileCommandTests {
  static func render(_ arguments: [String], environment: [String: String]) -> (
    Int32, String, String
  ) {
    let sink = AuditionCommandTests.Sink()
    let code = RenderCommand.run(
      arguments, io: sink.io, environment: environment, runner: SystemProcessRunner())
    return (code, sink.out, sink.err)
  }

  @Test func theRenderedProfileIsThePhonesOwn() throws {
    let adb = try AdbAuditionTests.standIn()
    defer { adb.stop() }
    let file = Repository.path("Patterns/ramp-up.hap.md")
    let (newCode, newer, newErr) = Self.render(
      ["--profile", "adb:PIXEL36", "--json", file], environment: adb.environment)
    #expect(newCode == 0, "\(newErr)")
    let newJSON = try #require(
      try JSONSerialization.jsonObject(with: Data(newer.utf8)) as? [String: Any])
    #expect(newJSON["platform"] as? String == "android")
    #expect(newJSON["profile"] as? String == "adb:PIXEL36")
    let (oldCode, older, oldErr) = Self.render(
      ["--platform", "android", "--profile", "adb:OLD33", file], environment: adb.environment)
    #expect(oldCode == 0, "\(oldErr)")
    #expect(older.hasPrefix("ramp-up on android/adb:OLD33 (Pixel 6 on adb, API 33)"), "\(older)")
    // ramp-up requires `curve`: the Android 16 phone plays its track, the Android 13 phone
    // only the duration-only web fallback, and the report says why.
    #expect(newJSON["rung"] as? String == "track", "\(newer)")
    #expect(older.contains("rung: web (duration-only)"))
    #expect(older.contains("needs API 36 (the device has API 33)"))
    let asked = adb.commands.map(\.command)
    #expect(asked.contains("dumpsys vibrator_manager"))
    #expect(!asked.contains { $0.hasPrefix("cmd vibrator_manager synced") }, "render plays nothing")
  }

  @Test func aPhoneProfileMatchesWhatTheFinderLearns() throws {
    let adb = try AdbAuditionTests.standIn()
    defer { adb.stop() }
    let learnt = try PhoneProfile.learn(
      .adb(serial: "OLD33"), environment: adb.environment, runner: SystemProcessRunner()
    ).get()
    let phone = try AdbTarget.connect(serial: "OLD33", client: adb.client).phone
    #expect(learnt == phone.profile)
    #expect(learnt.platform == .android && learnt.name == "adb:OLD33")
    #expect(!learnt.has(.envelopeEffects))
  }

  @Test func problemsAreOneLineAndUsageIsChecked() throws {
    let adb = try AdbAuditionTests.standIn()
    defer { adb.stop() }
    let file = Repository.path("Patterns/ramp-up.hap.md")
    let (several, _, severalErr) = Self.render(
      ["--profile", "adb", file], environment: adb.environment)
    #expect(several == 1)
    #expect(severalErr.hasPrefix("haptui render: adb: several phones"), "\(severalErr)")
    let (gone, _, goneErr) = Self.render(
      ["--profile", "adb:NOPE", file], environment: adb.environment)
    #expect(gone == 1)
    #expect(goneErr.contains("adb:NOPE: no such phone"), "\(goneErr)")
    let (locked, _, lockedErr) = Self.render(
      ["--profile", "adb:LOCKED", file], environment: adb.environment)
    #expect(locked == 1)
    #expect(lockedErr.contains("Allow USB debugging"), "\(lockedErr)")
    let (ios, _, iosErr) = Self.render(
      ["--platform", "ios", "--profile", "adb", file], environment: adb.environment)
    #expect(ios == 2)
    #expect(iosErr.contains("--platform android"), "\(iosErr)")
    let (missing, _, missingErr) = Self.render(
      ["--profile", "adb", file], environment: ["ADB": "/nonexistent/adb"])
    #expect(missing == 1)
    #expect(missingErr.contains("install adb"), "\(missingErr)")
  }
}
