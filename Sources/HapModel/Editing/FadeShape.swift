/// Shapes a continuous event into a rise or a decay the 0.1 grammar can carry everywhere: a
/// staircase of `hold` events, each one stair long, stepping in intensity.
///
/// The grammar gives `easeIn`/`easeOut` no formula (platform-facts §11 question 5), so a fade
/// written as one curved event feels different on each platform; stairs of held levels play the
/// same on all of them. Stairs are at least 25 ms (finer waveform steps are not felt, Lofelt)
/// and the default is the 50 ms of the kernel's memless envelope.
public enum FadeShape {
  /// The stair lengths the editor offers, in milliseconds.
  public static let steps = [25, 50, 100]
  /// The stair length a fade starts with.
  public static let defaultStep = 50
  /// The quietest stair: lower levels are not felt on most motors.
  public static let floor = 0.1

  /// The stairs replacing `event` (a fade-out when `out`), each `step` ms long except the last,
  /// which takes what is left. Intensities run between the event's intensity and `floor`; the
  /// event's other fields (sharpness, primitive, unknown members) are kept on every stair.
  /// `ids` gives each stair its id, in order.
  public static func stairs(
    of event: TrackEvent, step: Int, out: Bool, ids: (Int) -> EventID
  ) -> [TrackEvent] {
    let duration = max(event.duration ?? EventDefaults.duration, 1)
    let step = max(step, 1)
    let count = max(min(duration / step, 20), 2)
    let top = event.effectiveIntensity
    let bottom = min(floor, top)
    var stairs: [TrackEvent] = []
    var at = event.at
    for index in 0..<count {
      let length = index == count - 1 ? event.at + duration - at : duration / count
      // The first stair of a fade-out is the full level, the last the floor; a rise mirrors it.
      let fraction = Double(out ? count - 1 - index : index) / Double(count - 1)
      var stair = event
      stair.id = ids(index)
      stair.at = at
      stair.duration = max(length, 1)
      stair.curve = .hold
      stair.intensity = ((bottom + (top - bottom) * fraction) * 100).rounded() / 100
      stairs.append(stair)
      at += length
    }
    return stairs
  }
}
