import Foundation
import HapAudition
import HapRender
import HapTestSupport
import Testing

@testable import HapCLI

/// `haptui play --loop --gap MS` and `--count N` (issue 22 item 4): the schedule a rumble
/// device plays, and a phone on the adb stand-in getting one play per pass, a gap apart.
@Suite(.serialized) struct LoopPlanTests {
  let tap = RumbleSchedule(steps: [RumbleStep(at: 0, duration: 60, strong: 0x8000, weak: 0)])

  @Test func aCountUnrollsThePassesAGapApart() {
    let plan = LoopPlan(gap: 440, count: 3)
    #expect(plan.unrolled(tap).steps.map(\.at) == [0, 500, 1000])
    #expect(plan.unrolled(tap).length == 1060)
    #expect(plan.continues(after: 2) && !plan.continues(after: 3))
    let padded = LoopPlan(gap: 440).padded(tap)
    #expect(padded.length == 500)
    #expect(padded.steps.last == RumbleStep(at: 60, duration: 440, strong: 0, weak: 0))
    #expect(LoopPlan().padded(tap) == tap)
  }

  @Test func theOptionsAreChecked() throws {
    let counted = try PlayRequest(["--count", "3", "--gap", "200", "x.hap.md"])
    #expect(counted.looping && counted.loop == LoopPlan(gap: 200, count: 3))
    #expect(LoopText.describe(counted) == ", 3 passes with 200 ms gaps")
    for bad in [
      ["--gap", "200", "x.hap.md"], ["--loop", "--gap", "-1", "x.hap.md"],
      ["--count", "0", "x.hap.md"], ["--loop", "--count", "many", "x.hap.md"],
    ] {
      #expect(throws: UsageError.self, "\(bad)") { try PlayRequest(bad) }
    }
  }

  @Test func aPhonePlaysEachPassAGapApartAndStopsAfterTheCount() throws {
    let adb = try AdbAuditionTests.standIn()
    defer { adb.stop() }
    let request = try PlayRequest(
      ["--target", "adb:PIXEL36", "--count", "3", "--gap", "300", "x.hap.md"])
    let sink = AuditionCommandTests.Sink()
    let pattern = try AdbAuditionTests.pattern("double-tap")
    let code = AuditionPlay.run(
      pattern, target: .adb(serial: "PIXEL36"), looping: request.looping, loop: request.loop,
      io: sink.io, environment: adb.environment, runner: SystemProcessRunner())
    #expect(code == 0, "\(sink.err)")
    #expect(sink.out.hasPrefix("Playing double-tap on adb:PIXEL36, 3 passes with 300 ms gaps"))
    let plays = adb.commands.filter { $0.command.hasPrefix("cmd vibrator_manager xml") }
    #expect(plays.count == 3, "\(adb.commands.map(\.command))")
    let length = pattern.length
    for (earlier, later) in zip(plays, plays.dropFirst()) {
      let apart = Double(later.time - earlier.time) / 1e6
      #expect(apart >= Double(length + 300) - 5, "passes \(apart) ms apart")
    }
    #expect(adb.commands.last?.command == "cmd vibrator_manager cancel")
  }
}
