/// Resamples mono samples block by block by linear interpolation, appending to one output
/// buffer, so a long sound never needs its samples at the source rate all at once.
///
/// The interpolator carries its position and last sample from one block to the next, so the
/// blocks give the samples `Resampler.resample` gives for the whole sound (`StreamingResampler
/// Tests` holds them equal at several rates and block sizes). At equal rates the blocks are
/// copied as they are.
final class StreamingResampler {
  /// The resampled samples so far.
  private var output: [Float] = []
  /// One block's samples as the interpolator writes them, before they join `output`.
  private var scratch: [Float] = []
  /// The interpolator; `nil` at equal rates.
  private var interpolator: LinearInterpolator?

  /// A resampler from `rate` to `target` Hz for a sound of about `expectedFrames` frames read
  /// in blocks of at most `blockFrames`: the output's room is reserved for that many (not
  /// filled: its pages are first touched as samples arrive, D460), and grows if more arrive.
  init(from rate: Int, to target: Int, expectedFrames: Int, blockFrames: Int = 8192) {
    interpolator = rate == target ? nil : LinearInterpolator(from: rate, to: target)
    output.reserveCapacity(capacity(for: max(expectedFrames, 0)) + 2)
    scratch = [Float](repeating: 0, count: capacity(for: max(blockFrames, 0)))
  }

  /// Resamples the next block of the sound and appends the result to `output`.
  func append(_ block: UnsafeBufferPointer<Float>) {
    guard !block.isEmpty else { return }
    guard var interpolator else {
      output.append(contentsOf: block)
      return
    }
    let room = interpolator.capacity(for: block.count)
    if scratch.count < room { scratch = [Float](repeating: 0, count: room) }
    let made = scratch.withUnsafeMutableBufferPointer { scratch in
      interpolator.process(block, into: scratch.baseAddress!)
    }
    output.append(contentsOf: scratch[0..<made])
    self.interpolator = interpolator
  }

  /// The samples resampled.
  func finish() -> [Float] {
    output.removeLast(interpolator?.overhang ?? 0)
    return output
  }

  /// Room for the samples `frames` input frames give, as `Resampler.resample` reserves it.
  private func capacity(for frames: Int) -> Int {
    interpolator?.capacity(for: frames) ?? frames
  }
}
