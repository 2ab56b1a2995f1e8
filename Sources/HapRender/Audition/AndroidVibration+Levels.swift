/// The amplitude an Android effect drives, millisecond by millisecond.
extension AndroidVibration {
  /// The level 0...1 of each millisecond: envelopes ramp linearly from 0 through their points,
  /// waveforms step (0...255 as 0...1), on/off alternates from off, each primitive holds its
  /// scale for its length (`primitiveLength` by shell id) and a predefined effect is 20 ms on.
  public func levels(primitiveLength: (Int) -> Int = { _ in 20 }) -> [Double] {
    switch self {
    case .envelope(_, let points):
      var levels: [Double] = []
      var current = 0.0
      for point in points {
        for step in 0..<point.duration {
          levels.append(
            current + (point.intensity - current) * Double(step + 1) / Double(point.duration))
        }
        current = point.intensity
      }
      return levels
    case .primitives(let taps):
      var levels = [Double](repeating: 0, count: duration(primitiveLength: primitiveLength))
      for tap in taps {
        for time in tap.at..<(tap.at + primitiveLength(tap.id)) where time < levels.count {
          levels[time] = max(levels[time], tap.scale)
        }
      }
      return levels
    case .waveform(let timings, let amplitudes):
      return zip(timings, amplitudes).flatMap {
        Array(repeating: Double($0.1) / 255, count: max(0, $0.0))
      }
    case .onOff(let timings):
      return timings.enumerated().flatMap {
        Array(repeating: $0.offset % 2 == 0 ? 0.0 : 1.0, count: max(0, $0.element))
      }
    case .predefined:
      return Array(repeating: 1, count: 20)
    case .silent:
      return []
    }
  }
}
