/// Resamples mono samples block by block by linear interpolation, appending to one output
/// buffer, so a long sound never needs its samples at the source rate all at once.
///
/// The interpolator carries its position and last sample from one block to the next, so the
/// blocks give the samples `Resampler.resample` gives for the whole sound (`StreamingResampler
/// Tests` holds them equal at several rates and block sizes). At equal rates the blocks are
/// copied as they are.
final class StreamingResampler {
  /// The resampled samples so far.
  private(set) var output: [Float] = []
  /// How many of `output`'s samples hold results (the rest is room reserved up front).
  private(set) var produced = 0
  /// The interpolator; `nil` at equal rates.
  private var interpolator: LinearInterpolator?

  /// A resampler from `rate` to `target` Hz for a sound of about `expectedFrames` frames read
  /// in blocks of at most `blockFrames` (the output is reserved for that many, with room for
  /// the last block's reserve, and grows if more arrive).
  init(from rate: Int, to target: Int, expectedFrames: Int, blockFrames: Int = 8192) {
    interpolator = rate == target ? nil : LinearInterpolator(from: rate, to: target)
    // Each block reserves room for all it could give, so the last one asks for more than the
    // sound's total leaves: without the block's room the whole output was copied to grow it.
    output = [Float](
      repeating: 0,
      count: capacity(for: max(expectedFrames, 0)) + capacity(for: max(blockFrames, 0)))
  }

  /// Resamples the next block of the sound and appends the result to `output`.
  func append(_ block: UnsafeBufferPointer<Float>) {
    guard let base = block.baseAddress, !block.isEmpty else { return }
    guard var interpolator else {
      reserve(block.count)
      output.withUnsafeMutableBufferPointer { target in
        (target.baseAddress! + produced).update(from: base, count: block.count)
      }
      produced += block.count
      return
    }
    reserve(interpolator.capacity(for: block.count))
    produced += output.withUnsafeMutableBufferPointer { target in
      interpolator.process(block, into: target.baseAddress! + produced)
    }
    self.interpolator = interpolator
  }

  /// The samples resampled, the reserved room dropped.
  func finish() -> [Float] {
    output.removeSubrange((produced - (interpolator?.overhang ?? 0))...)
    return output
  }

  /// Room for the samples `frames` input frames give, as `Resampler.resample` reserves it.
  private func capacity(for frames: Int) -> Int {
    interpolator?.capacity(for: frames) ?? frames
  }

  /// Grows `output` so that `count` more samples fit after `produced`.
  private func reserve(_ count: Int) {
    let needed = produced + count
    guard needed > output.count else { return }
    output += [Float](repeating: 0, count: max(needed - output.count, output.count / 2))
  }
}
