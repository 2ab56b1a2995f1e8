import HapRender

/// Parses `--steps`, a rumble schedule written out by hand for testing a device:
/// comma-separated `AT+DURATION@STRONG/WEAK` (milliseconds; magnitudes 0...65535).
///
/// Example: `0+100@65535/0,100+100@32768/16384,300+60@0/65535`.
enum RawSteps {
  static func parse(_ text: String) throws(UsageError) -> RumbleSchedule {
    var steps: [RumbleStep] = []
    for (index, item) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
      let fail = UsageError(
        "--steps item \(index + 1) '\(item)' is not AT+DURATION@STRONG/WEAK "
          + "(for example 0+100@65535/0)")
      let timing = item.split(separator: "@")
      guard timing.count == 2 else { throw fail }
      let times = timing[0].split(separator: "+")
      let magnitudes = timing[1].split(separator: "/")
      guard times.count == 2, magnitudes.count == 2, let at = Int(times[0]),
        let duration = Int(times[1]), let strong = UInt16(magnitudes[0]),
        let weak = UInt16(magnitudes[1]), at >= 0, duration > 0
      else { throw fail }
      if let previous = steps.last, at < previous.end {
        throw UsageError("--steps item \(index + 1) starts before the previous one ends")
      }
      steps.append(RumbleStep(at: at, duration: duration, strong: strong, weak: weak))
    }
    return RumbleSchedule(steps: steps)
  }
}
