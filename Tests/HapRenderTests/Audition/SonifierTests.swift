import HapModel
import HapRender
import Testing

/// The track as sound: loudness follows intensity, pitch follows sharpness over 65–300 Hz.
@Suite struct SonifierTests {
  static let rate = 48_000

  @Test func pitchSpansTheMPEGRange() {
    #expect(Sonifier.pitch(sharpness: 0) == 65)
    #expect(Sonifier.pitch(sharpness: 1) == 300)
    #expect(Sonifier.pitch(sharpness: 0.5) == 182.5)
  }

  @Test func loudnessFollowsTheTrackIntensity() {
    let samples = Sonifier.samples(AuditionSamples.swell, rate: Self.rate)
    let grid = LevelGrid.track(AuditionSamples.swell).levels
    // RMS of each 10 ms window against the mean track level of the same window.
    let window = Self.rate / 100
    var rms: [Double] = []
    var track: [Double] = []
    for start in stride(from: 0, to: grid.count - 10, by: 10) {
      let slice = samples[(start * window / 10)..<((start + 10) * window / 10)]
      rms.append((slice.reduce(0) { $0 + Double($1 * $1) } / Double(slice.count)).squareRoot())
      track.append(grid[start..<(start + 10)].reduce(0, +) / 10)
    }
    let r = LevelGrid.pearson(rms, track)
    #expect(r >= 0.9, "r = \(r)")
  }

  @Test func aContinuousToneSitsAtItsSharpnessPitch() {
    let tone = HapticPattern(id: "t", track: [SamplePatterns.continuous(0, 1000, 1, 0.5)])
    let samples = Sonifier.samples(tone, rate: Self.rate)
    let crossings = zip(samples, samples.dropFirst()).filter { $0 < 0 && $1 >= 0 }.count
    #expect(abs(Double(crossings) - 182.5) <= 3, "\(crossings) cycles in one second")
  }

  @Test func sharperClicksAreBrighter() {
    func crossings(_ sharpness: Double) -> Int {
      let click = HapticPattern(id: "c", track: [SamplePatterns.transient(0, 1, sharpness)])
      let samples = Sonifier.samples(click, rate: Self.rate)
      return zip(samples, samples.dropFirst()).filter { $0 < 0 && $1 >= 0 }.count
    }
    #expect(crossings(1) > 3 * crossings(0))
  }

  @Test func samplesStayInRange() {
    let samples = Sonifier.samples(SamplePatterns.rampWithTicks, rate: Self.rate)
    #expect(samples.allSatisfy { (-1...1).contains($0) })
    #expect(samples.count >= 600 * Self.rate / 1000)
  }
}
