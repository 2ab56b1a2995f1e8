import Glibc
import HapModel

/// The track as sound, for a machine with nothing that vibrates: heard, not felt (D106).
///
/// A transient is a short click whose brightness follows its sharpness; a continuous event is
/// a tone whose loudness follows its intensity (and curve) and whose pitch follows its
/// sharpness over 65–300 Hz, the range MPEG-I Haptics' reference encoder maps AHAP sharpness
/// to. Pure: the same pattern always gives the same samples.
public enum Sonifier {
  /// The tone's pitch at sharpness 0 and 1, in Hz.
  public static let lowestPitch = 65.0
  public static let highestPitch = 300.0
  /// How long a click rings, in ms.
  public static let clickLength = 12
  /// The loudest sample, leaving headroom when voices overlap.
  public static let peak = 0.5

  /// The tone's pitch for a sharpness 0...1.
  public static func pitch(sharpness: Double) -> Double {
    lowestPitch + (highestPitch - lowestPitch) * min(max(sharpness, 0), 1)
  }

  /// The click's ringing frequency for a sharpness 0...1: dull 600 Hz to bright 4.8 kHz.
  public static func clickPitch(sharpness: Double) -> Double {
    600 + 4200 * min(max(sharpness, 0), 1)
  }

  /// Mono samples in -1...1 at `rate` Hz, as long as the track (clicks may ring past it).
  public static func samples(_ pattern: HapticPattern, rate: Int) -> [Float] {
    let events = RenderInput(pattern).playable
    let length = events.map { $0.type == .transient ? $0.at + clickLength : $0.end }.max() ?? 0
    var out = [Double](repeating: 0, count: length * rate / 1000 + 1)
    let perMs = Double(rate) / 1000
    for event in events {
      let start = Int(Double(event.at) * perMs)
      if event.type == .transient {
        let frequency = clickPitch(sharpness: event.sharpness)
        let count = Int(Double(clickLength) * perMs)
        for n in 0..<count where start + n < out.count {
          let t = Double(n) / Double(rate)
          let decay = exp(-t / 0.003)
          out[start + n] += peak * event.intensity * decay * sin(2 * .pi * frequency * t)
        }
        continue
      }
      let frequency = pitch(sharpness: event.sharpness)
      let count = Int(Double(event.duration) * perMs)
      let fade = max(1, min(count / 4, Int(5 * perMs)))
      for n in 0..<count where start + n < out.count {
        let fraction = Double(n) / Double(count)
        let edge = min(1, Double(min(n, count - 1 - n)) / Double(fade))
        let loudness = event.intensity * CurveShape.level(event.curve, at: fraction)
        let t = Double(n) / Double(rate)
        out[start + n] += peak * loudness * edge * sin(2 * .pi * frequency * t)
      }
    }
    return out.map { Float(min(max($0, -1), 1)) }
  }
}
