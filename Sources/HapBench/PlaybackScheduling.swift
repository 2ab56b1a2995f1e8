import HapRender
import PlaybackHarness

/// Benchmark 4: how far playback events land from their schedule, on the host (the player
/// against the recording double) and in the QEMU guest (the real `haptui play`, uinput device).
enum PlaybackScheduling {
  static func run(_ context: BenchContext) -> BenchResult {
    var result = BenchResult(
      name: "playback scheduling error",
      aim: "median under 0.2 ms on the host double, 1 ms in the guest",
      note: "")
    let schedule = TimingProbe.schedule(pulses: 20)
    let host = TimingProbe.summary(TimingProbe.host(schedule, runs: 10))
    result.add("host double: median", host.median, "ms")
    result.add("host double: worst", host.worst, "ms")
    result.add("host double: events", Double(host.events), "events")
    var met = host.median < 0.2
    var note = "20 pulses of 30 ms every 60 ms with in-place updates; host: 10 runs"
    if context.options.guest {
      let harness = GuestHarness(root: context.root, binary: context.haptui)
      switch TimingProbe.guest(schedule, runs: 5, harness: harness) {
      case .success(let timings):
        let guest = TimingProbe.summary(timings)
        result.add("QEMU guest: median", guest.median, "ms")
        result.add("QEMU guest: worst", guest.worst, "ms")
        result.add("QEMU guest: events", Double(guest.events), "events")
        met = met && guest.median < 1
        note += "; guest: 5 runs of haptui play in one boot (QEMU, stock Debian kernel)"
      case .failure(let failure):
        note += "; guest skipped: \(failure.reason.prefix(300))"
      }
    } else {
      note += "; guest skipped (--no-guest)"
    }
    result.met = met
    result.note = note
    return result
  }
}
