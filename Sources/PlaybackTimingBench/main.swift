import HapPlayback
// Prints the playback timing figures: event error against the schedule, on the host (player and
// recording double) and in the QEMU guest (real kernel, uinput device). For `make bench`.
// Usage: playback-timing [RUNS] [--verbose]
import HapRender
import PlaybackHarness

let arguments = CommandLine.arguments.dropFirst()
let runs = arguments.compactMap { Int($0) }.first ?? 10
let verbose = arguments.contains("--verbose")
let format = { (value: Double) in String(Int((value * 1000).rounded())) + " µs" }

func report(_ label: String, _ timings: [PlaybackTiming]) {
  let total = TimingProbe.summary(timings)
  print(
    "\(label) (\(timings.count) runs, \(total.events) events): median \(format(total.median)), "
      + "worst \(format(total.worst))")
  guard verbose else { return }
  for (index, timing) in timings.enumerated() {
    let worstIndex = timing.errors.indices.max { abs(timing.errors[$0]) < abs(timing.errors[$1]) }
    print(
      "  run \(index): median \(format(timing.median)), worst \(format(timing.worst))"
        + " at event \(worstIndex.map { $0 + 2 } ?? 0)")
  }
}

report("host ", TimingProbe.host(runs: runs))
switch TimingProbe.guest(runs: runs) {
case .success(let timings): report("guest", timings)
case .failure(let failure): print("guest: not measured: \(failure.reason)")
}
