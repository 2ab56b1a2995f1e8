/// Linear interpolation from one sample rate to another, fed the sound block by block (D454).
///
/// Output sample k lies `k × step` input samples after the first, where `step` is the input
/// samples per output sample. It is read between the input sample before that place and the
/// one at or after it (before the first sample there is the first sample again), weighted by
/// the fraction in between. The place is carried as a whole index and a fraction: each output
/// adds `step` to the fraction in double and moves the whole part into the index, so the blocks
/// of a sound give exactly the samples of the sound interpolated whole. The sound's last place
/// counts only where its index plus its fraction, summed in double, is below the sound's length
/// (`overhang`). The samples equal those of libsamplerate's linear converter (`SRC_LINEAR`),
/// which this replaced for speed; `LinearInterpolatorTests` holds them equal bit for bit.
struct LinearInterpolator {
  /// Input samples per output sample, as libsamplerate derives it from the ratio.
  let step: Double
  /// How many samples into the next block the next output's later sample lies.
  private var skip = 0
  /// Where the next output lies between its two samples, in 0..<1.
  private var fraction = 0.0
  /// The last sample of the block before; `nil` before the first block.
  private var previous: Float?
  /// The samples of the blocks so far.
  private var consumed = 0
  /// The place of the last output in the sound so far, as index plus fraction; -1 before any.
  private var lastPlace = -1.0

  /// An interpolator from `rate` to `target` Hz.
  init(from rate: Int, to target: Int) {
    step = 1 / (Double(target) / Double(rate))
  }

  /// At most how many samples a block of `count` samples gives.
  func capacity(for count: Int) -> Int {
    Int((Double(count) / step).rounded(.up)) + 2
  }

  /// Interpolates the next block of the sound into `output`, which has room for
  /// `capacity(for: block.count)` samples; returns how many it wrote.
  mutating func process(
    _ block: UnsafeBufferPointer<Float>, into output: UnsafeMutablePointer<Float>
  ) -> Int {
    let count = block.count
    guard count > 0 else { return 0 }
    var index = skip
    var fraction = self.fraction
    var written = 0
    let before = previous ?? block[0]
    var last = (index: -1, fraction: 0.0)
    let wholeSamples = Int(step)
    let wholeStep = Double(wholeSamples)
    while index < count {
      let low = index == 0 ? before : block[index - 1]
      let high = block[index]
      output[written] = Float(Double(low) + fraction * (Double(high) - Double(low)))
      written += 1
      last = (index, fraction)
      // `next` lies in whole..<whole + 2, so its floor is one of the two: a comparison, where a
      // call to `floor` or a conversion would lengthen the chain each output waits on.
      let next = fraction + step
      let carry = next >= wholeStep + 1
      index += carry ? wholeSamples + 1 : wholeSamples
      fraction = next - (carry ? wholeStep + 1 : wholeStep)
    }
    if last.index >= 0 { lastPlace = Double(consumed + last.index) + last.fraction }
    skip = index - count
    self.fraction = fraction
    previous = block[count - 1]
    consumed += count
    return written
  }

  /// 1 when the last sample written lies where the sound so far ends, as its index plus its
  /// fraction summed in double reaches the sound's length: a whole sound ends before it, as
  /// libsamplerate ends it. Else 0.
  var overhang: Int {
    lastPlace >= 0 && lastPlace >= Double(consumed) ? 1 : 0
  }
}
