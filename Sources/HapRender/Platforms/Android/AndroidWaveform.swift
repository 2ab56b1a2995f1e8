/// Equal-length timing and amplitude arrays for `createWaveform(timings, amplitudes, -1)`.
struct AndroidWaveform: Equatable, Sendable {
  /// Milliseconds, each > 0.
  var timings: [Int]
  /// 0...255; 0 is motor off.
  var amplitudes: [Int]
}
