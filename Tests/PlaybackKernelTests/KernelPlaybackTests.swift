import HapPlayback
import HapRender
import PlaybackHarness
import Testing

/// `haptui play` against a virtual uinput rumble device in a real Linux kernel under QEMU.
@Suite(.serialized) struct KernelPlaybackTests {
  typealias Kind = DeviceEvent.Kind

  /// What the device must see for `KernelGuest.steps`, written out by hand: the preload
  /// upload, then (time in ms from the first play, operation, magnitudes for uploads), then the
  /// clean-up's kernel stop and erase.
  static let expected: [(at: Int?, kind: Kind, strong: UInt16, weak: UInt16)] = [
    (nil, .upload, 65535, 0),
    (0, .play, 0, 0), (100, .upload, 32768, 16384), (200, .stop, 0, 0),
    (200, .upload, 0, 65535), (300, .play, 0, 0), (360, .stop, 0, 0),
    (360, .upload, 20000, 20000), (400, .play, 0, 0), (440, .stop, 0, 0),
    (440, .upload, 65535, 65535), (480, .play, 0, 0), (520, .stop, 0, 0),
    (520, .upload, 1000, 50000), (560, .play, 0, 0), (760, .upload, 50000, 1000),
    (860, .stop, 0, 0),
    (nil, .stop, 0, 0), (nil, .erase, 0, 0),
  ]

  @Test func playsEveryStepWithItsMagnitudesInOrderAndOnTime() async throws {
    let result = try await KernelGuest.result("steps")
    #expect(result.exitCode == 0, "haptui: \(result.errors)")
    let events = result.events
    #expect(events.map(\.kind) == Self.expected.map(\.kind), "device log:\n\(result.deviceLog)")
    guard events.count == Self.expected.count else { return }
    // Every upload carries the planned magnitudes and the same finite replay length: the
    // longest step (200 ms) plus the 250 ms margin.
    for (event, want) in zip(events, Self.expected) where want.kind == .upload {
      #expect(event.effect?.strong == want.strong && event.effect?.weak == want.weak)
      #expect(event.effect?.length == 450)
    }
    // Each timed event against the player's own start (the guest's CLOCK_MONOTONIC).
    guard let start = result.startTime else {
      Issue.record("haptui did not trace its start: \(result.errors)")
      return
    }
    var lateness: [(error: Double, what: String)] = []
    for (event, want) in zip(events, Self.expected) {
      guard let at = want.at else { continue }
      let observed = Double(Int64(bitPattern: event.time &- start)) / 1e6
      lateness.append(
        (abs(observed - Double(at)), "\(want.kind) planned at \(at) ms came at \(observed) ms"))
    }
    Self.expectOnTime(lateness)
    #expect(result.uploadedIDs == result.erasedIDs && !result.erasedIDs.isEmpty)
    let schedule = RumbleSchedule(steps: events.isEmpty ? [] : try parseSteps(KernelGuest.steps))
    let timing = try PlaybackTiming.measure(events, against: PlaybackPlan(schedule), start: start)
    print(
      "kernel-ff timing (guest, \(timing.errors.count) events): median \(timing.median) ms, worst \(timing.worst) ms (\(timing.errors.map { Int($0 * 1000) }) µs); boot+run \(await KernelGuest.seconds) s"
    )
    #expect(Self.medianOutsideSlip(timing) <= 5)
  }

  /// The median lateness of the events outside the one slip `expectOnTime` allows (every
  /// event from the first more than 10 ms late to the last): with a handful of events, a slip
  /// of two or three would otherwise be the median itself (CI saw `web`'s five read 6.7, 16.5,
  /// 17.8, 0.7 and 0.8 ms). Drift, which moves every event, still moves this median.
  static func medianOutsideSlip(_ timing: PlaybackTiming) -> Double {
    let late = timing.errors.indices.filter { abs(timing.errors[$0]) > 10 }
    var kept = timing
    if let first = late.first, let last = late.last, last - first < 3 {
      kept.errors.removeSubrange(first...last)
    }
    return kept.median
  }

  @Test func theMedianLeavesOutTheOneSlipButNotDrift() {
    func median(_ errors: [Double]) -> Double {
      Self.medianOutsideSlip(PlaybackTiming(errors: errors))
    }
    // CI's `web` scenario: a slip of two events, the rest on time.
    #expect(median([6.68, 16.5, 17.78, 0.71, 0.83]) == 0.83)
    // An early slip is a slip too (the errors are signed).
    #expect(median([6.68, -16.5, 17.78, 0.71, 0.83]) == 0.83)
    // Every event late: not one slip, so the median is all of them and fails the 5 ms line.
    #expect(median([12, 13, 14, 15, 16]) == 14)
    // Late events apart from each other are not one slip either.
    #expect(median([12, 1, 1, 1, 14]) == 1)
    #expect(median([1, 2, 3, 4]) == 2.5)
  }

  /// Expects every event within 10 ms of its plan, except those of one slip: up to three events
  /// in a row, each at most 50 ms late.
  ///
  /// The guest is a single emulated (TCG) processor: when the host's two cores are busy with
  /// the rest of `make test`, it can lose its slice once for tens of milliseconds (22.5 ms seen
  /// at load 4.8), and every event due inside that slice comes late with it (an upload and its
  /// play, or a stop and the event after it: 15.5 and 17.0 ms, 13.7 and 14.7 ms seen in one CI
  /// run, both at the first stop, so a first-time path in the guest may share the blame; see
  /// docs/testing.md). Because the player
  /// schedules by absolute deadlines, the events after the slip are on time again; drift or a
  /// wrong grid moves many events, or events apart from each other, and still fails here.
  /// `lateness` is in the plan's order.
  static func expectOnTime(_ lateness: [(error: Double, what: String)]) {
    let late = lateness.indices.filter { lateness[$0].error > 10 }
    for index in late {
      #expect(lateness[index].error <= 50, "\(lateness[index].what)")
    }
    if let first = late.first, let last = late.last {
      #expect(
        last - first < 3,
        "more than one slip: \(late.map { lateness[$0].what }.joined(separator: "; "))")
    }
  }

  @Test func sigtermMidPatternStopsTheMotorAndErasesTheEffect() async throws {
    let result = try await KernelGuest.result("sigterm")
    #expect(result.exitCode == 143)
    #expect(result.errors.contains("stopped by SIGTERM"))
    // haptui's own stop, then the stop the kernel issues when erasing: a process that died
    // without cleaning up would show only the kernel's (from closing the node).
    #expect(
      result.events.map(\.kind) == [.upload, .play, .stop, .stop, .erase], "\(result.deviceLog)")
    #expect(result.uploadedIDs == result.erasedIDs)
    // It stopped about 300 ms into a 3000 ms step, not at its end.
    if result.events.count == 5 {
      let stoppedAfter = Double(result.events[2].time - result.events[1].time) / 1e6
      #expect(stoppedAfter > 250 && stoppedAfter < 1500, "stopped after \(stoppedAfter) ms")
      // The effect's own length is finite: 3000 ms is capped by nothing, plus the margin.
      #expect(result.events[0].effect?.length == 3250)
    }
  }

  @Test func ctrlCStopsTheMotorAndErasesTheEffectToo() async throws {
    let result = try await KernelGuest.result("sigint")
    #expect(result.exitCode == 130)
    #expect(result.errors.contains("stopped by SIGINT"))
    #expect(
      result.events.map(\.kind) == [.upload, .play, .stop, .stop, .erase], "\(result.deviceLog)")
    #expect(result.uploadedIDs == result.erasedIDs)
  }

  @Test func aKilledProcessIsCleanedUpByTheKernelWithOneStopFewer() async throws {
    // The contrast that makes the SIGTERM test meaningful: without haptui's own clean-up the
    // device sees only the kernel's stop and erase when the descriptor closes. The effect's
    // finite length (3250 ms) would end it anyway if the process hung instead of dying.
    let result = try await KernelGuest.result("sigkill")
    #expect(result.exitCode == 137)
    #expect(
      result.events.map(\.kind) == [.upload, .play, .stop, .erase], "\(result.deviceLog)")
    #expect(result.events.first?.effect?.length == 3250)
  }

  @Test func loopRepeatsOnScheduleUntilStoppedThenErases() async throws {
    let result = try await KernelGuest.result("loop")
    #expect(result.exitCode == 143)
    let plays = result.events.filter { $0.kind == .play }
    // 200 ms passes (the last 20 ms silent) over about 700 ms: at least three passes, each
    // with a play at 0 ms and another after the gap at 150 ms.
    #expect(plays.count >= 6, "\(result.deviceLog)")
    guard let start = result.startTime else {
      Issue.record("haptui did not trace its start: \(result.errors)")
      return
    }
    Self.expectOnTime(
      plays.map { play in
        let offset = Double(Int64(bitPattern: play.time &- start)) / 1e6
        let inPass = offset.truncatingRemainder(dividingBy: 200)
        let error = min(abs(inPass), abs(inPass - 150), abs(inPass - 200))
        return (error, "a play at \(offset) ms is off the 200 ms pass grid")
      })
    #expect(Array(result.events.map(\.kind).suffix(1)) == [.erase])
    #expect(result.uploadedIDs == result.erasedIDs)
  }

  @Test func anUnpluggedDeviceIsReportedAndHaptuiExits() async throws {
    let result = try await KernelGuest.result("unplug")
    #expect(result.vanished)
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("is gone (unplugged?)"), "\(result.errors)")
  }

  @Test func aDeviceWithNoFreeSlotIsReportedAsFull() async throws {
    let result = try await KernelGuest.result("full")
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("has no room for another effect"), "\(result.errors)")
    // Only the other program's effect was ever uploaded and played.
    #expect(result.events.filter { $0.kind == .upload }.count == 1, "\(result.deviceLog)")
  }

  @Test func anEffectTheDriverRefusesIsReported() async throws {
    let result = try await KernelGuest.result("rejected")
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("rejected the rumble effect (EINVAL)"), "\(result.errors)")
    #expect(result.deviceLog.contains("rejected"))
    #expect(!result.events.contains { $0.kind == .play })
  }

  @Test func devicesListsTheVirtualRumbleDevice() async throws {
    let result = try await KernelGuest.result("devices")
    #expect(result.exitCode == 0)
    #expect(result.output.contains("\"name\": \"haptui test rumble\""), "\(result.output)")
    #expect(
      result.output.contains(
        "\"rumble\": true, \"periodic\": true, \"gain\": true, \"effects\": 16"))
    #expect(result.output.contains("\"writable\": true, \"playable\": true"))
    #expect(result.output.contains("\"driver\": \"virtual\""))
  }

  @Test func withoutDeviceOptionThePlayableDeviceIsFound() async throws {
    let result = try await KernelGuest.result("auto")
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.events.map(\.kind) == [.upload, .play, .stop, .stop, .erase])
  }

  func parseSteps(_ text: String) throws -> [RumbleStep] {
    text.split(separator: ",").map { item in
      let parts = item.split(whereSeparator: { "+@/".contains($0) }).map { Int($0)! }
      return RumbleStep(
        at: parts[0], duration: parts[1], strong: UInt16(parts[2]), weak: UInt16(parts[3]))
    }
  }
}

/// Device permissions as an ordinary user in the guest.
@Suite struct KernelPermissionTests {
  @Test func anOrdinaryUserIsToldThePermissionFix() async throws {
    let result = try await KernelGuest.result("denied")
    #expect(result.exitCode == 1)
    #expect(result.errors.contains("permission denied opening"), "\(result.errors)")
    #expect(result.errors.contains("'input' group") && result.errors.contains("uaccess"))
    #expect(result.events.isEmpty)
  }

  @Test func devicesReportsNodesItCannotOpenWithTheFix() async throws {
    let result = try await KernelGuest.result("denied-devices")
    #expect(result.exitCode == 0)
    #expect(result.output.contains("could not be opened (permission denied)"), "\(result.output)")
    #expect(result.output.contains("'input' group"))
  }

  @Test func theInputGroupFixLetsThemPlay() async throws {
    let result = try await KernelGuest.result("input-group")
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.events.map(\.kind) == [.upload, .play, .stop, .stop, .erase])
  }
}
