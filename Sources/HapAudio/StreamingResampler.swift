internal import CSamplerate

/// Resamples mono samples block by block with libsamplerate's linear converter, appending to
/// one output buffer, so a long sound never needs its samples at the source rate all at once.
///
/// The converter carries its position and last sample from one block to the next, so the
/// blocks give the samples `Resampler.resample` gives for the whole sound (`StreamingResampler
/// Tests` holds them equal at several rates and block sizes). At equal rates the blocks are
/// copied as they are.
final class StreamingResampler {
  let ratio: Double
  /// The resampled samples so far.
  private(set) var output: [Float] = []
  /// How many of `output`'s samples hold results (the rest is room reserved up front).
  private(set) var produced = 0
  private let state: OpaquePointer?

  /// A resampler from `rate` to `target` Hz for a sound of about `expectedFrames` frames
  /// (the output is reserved for that many, and grows if more arrive).
  init(from rate: Int, to target: Int, expectedFrames: Int) {
    ratio = Double(target) / Double(rate)
    if rate == target {
      state = nil
    } else {
      var error: Int32 = 0
      state = src_new(Int32(SRC_LINEAR), 1, &error)
    }
    output = [Float](repeating: 0, count: capacity(for: max(expectedFrames, 0)))
  }

  deinit {
    if let state { src_delete(state) }
  }

  /// Resamples the next block of the sound and appends the result to `output`.
  func append(_ block: UnsafeBufferPointer<Float>) {
    guard let base = block.baseAddress, !block.isEmpty else { return }
    guard let state else {
      reserve(block.count)
      output.withUnsafeMutableBufferPointer { target in
        (target.baseAddress! + produced).update(from: base, count: block.count)
      }
      produced += block.count
      return
    }
    reserve(capacity(for: block.count))
    output.withUnsafeMutableBufferPointer { target in
      var data = SRC_DATA()
      data.data_in = base
      data.input_frames = block.count
      data.data_out = target.baseAddress! + produced
      data.output_frames = target.count - produced
      data.src_ratio = ratio
      data.end_of_input = 0
      // The room reserved holds every sample a block can give, so the converter reads the
      // whole block; a failure (never for a valid ratio) leaves nothing produced.
      if src_process(state, &data) == 0 { produced += Int(data.output_frames_gen) }
    }
  }

  /// The samples resampled, the reserved room dropped.
  func finish() -> [Float] {
    output.removeSubrange(produced...)
    return output
  }

  /// Room for the samples `frames` input frames give, as `Resampler.resample` reserves it.
  private func capacity(for frames: Int) -> Int {
    state == nil ? frames : Int((Double(frames) * ratio).rounded(.up)) + 16
  }

  /// Grows `output` so that `count` more samples fit after `produced`.
  private func reserve(_ count: Int) {
    let needed = produced + count
    guard needed > output.count else { return }
    output += [Float](repeating: 0, count: max(needed - output.count, output.count / 2))
  }
}
