import CKissFFT
import Foundation
import Testing

@testable import HapAudio

/// The analysis's stages computed in pieces on two threads (D320) give what the plain serial
/// computation gives, to the bit; the flux, one logarithm per frame (D455), is within 1e-4 of
/// its definition's per-bin levels.
@Suite struct AnalysisStagesTests {
  /// Clicks over a swell and noise, `length` ms at 16 kHz, from a fixed seed.
  static func sound(length: Int, seed: UInt64 = 7) -> [Float] {
    var samples = SyntheticSound.clicks(
      at: Array(stride(from: 30, to: length, by: 170)), length: length)
    var state = seed
    for index in samples.indices {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let noise = Double(state >> 40) / Double(1 << 24) - 0.5
      let swell = 0.3 * sin(2 * Double.pi * Double(index) / 16_000 * 0.7)
      samples[index] += Float(0.05 * noise + swell * sin(Double(index) * 0.07))
    }
    return samples
  }

  /// The flux as first written: every bin's level of every frame through `log1pf`.
  static func plainFlux(_ samples: [Float]) -> [Double] {
    let size = SpectralFlux.frameSize
    let half = size / 2
    let bins = SpectralFlux.bins
    guard !samples.isEmpty, let config = kiss_fftr_alloc(Int32(size), 0, nil, nil) else {
      return []
    }
    defer { haptui_kiss_fftr_free(config) }
    let window = (0..<size).map {
      Float(0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(size - 1)))
    }
    let frameCount = max(1, (samples.count - size) / SpectralFlux.hop + 1)
    var input = [Float](repeating: 0, count: size)
    var spectrum = [kiss_fft_cpx](repeating: kiss_fft_cpx(), count: half + 1)
    var previous = [Float](repeating: 0, count: bins + 1)
    var flux = [Double](repeating: 0, count: frameCount)
    for frame in 0..<frameCount {
      let start = frame * SpectralFlux.hop - half
      for index in 0..<size {
        let at = start + index
        input[index] = at >= 0 && at < samples.count ? samples[at] * window[index] : 0
      }
      input.withUnsafeBufferPointer { timeData in
        spectrum.withUnsafeMutableBufferPointer {
          kiss_fftr(config, timeData.baseAddress, $0.baseAddress)
        }
      }
      var sum: Float = 0
      for bin in 0...bins {
        let power = spectrum[bin].r * spectrum[bin].r + spectrum[bin].i * spectrum[bin].i
        let level = log1pf(1000 * power.squareRoot())
        if frame > 0, level > previous[bin] { sum += level - previous[bin] }
        previous[bin] = level
      }
      flux[frame] = Double(sum)
    }
    return flux
  }

  static func bits(_ values: [Double]) -> [UInt64] { values.map(\.bitPattern) }

  /// The largest difference between two fluxes of the same frames; infinite if their lengths
  /// differ.
  static func largestDifference(_ flux: [Double], _ plain: [Double]) -> Double {
    guard flux.count == plain.count else { return .infinity }
    return zip(flux, plain).map { abs($0 - $1) }.max() ?? 0
  }

  @Test(arguments: [0, 1, 100, 511, 512, 600, 3_000])
  func theFluxIsThePlainFluxWithinRounding(length: Int) {
    // Lengths in samples: empty, shorter than a frame, one frame, several seconds.
    let samples =
      Array(Self.sound(length: max(1, length / 16 + 1)).prefix(length))
      + (length > 600 ? Self.sound(length: length / 16, seed: 3) : [])
    let difference = Self.largestDifference(SpectralFlux.flux(samples), Self.plainFlux(samples))
    #expect(difference <= 1e-4)
  }

  @Test func theFluxOfSilenceAndOfAConstantIsThePlainFluxWithinRounding() {
    for samples in [[Float](repeating: 0, count: 4_000), [Float](repeating: 0.25, count: 4_000)] {
      let flux = SpectralFlux.flux(samples)
      let plain = Self.plainFlux(samples)
      #expect(Self.largestDifference(flux, plain) <= 1e-4)
      // Where nothing rises the flux is exactly 0, as the plain flux's.
      #expect(flux.map { $0 == 0 } == plain.map { $0 == 0 })
    }
  }

  @Test(arguments: [1, 2, 7, 100, 1_000])
  func runsOfFramesJoinedAreTheWholeFlux(run: Int) {
    let samples = Self.sound(length: 2_500)
    let whole = SpectralFlux.flux(samples)
    var joined: [Double] = []
    for start in stride(from: 0, to: whole.count, by: run) {
      let frames = start..<min(whole.count, start + run)
      var part = [Double](repeating: .nan, count: frames.count)
      samples.withUnsafeBufferPointer { samples in
        part.withUnsafeMutableBufferPointer { SpectralFlux.fill($0, frames: frames, of: samples) }
      }
      joined += part
    }
    #expect(Self.bits(joined) == Self.bits(whole))
  }

  @Test(arguments: [1, 2, 3, 5])
  func runsOfRegionsJoinedAreTheWholeReduction(run: Int) {
    let envelope = EnvelopeFollower(attackMS: 0.5, releaseMS: 20).envelope(
      Self.sound(length: 7_300), rate: 16_000)
    let reduction = BreakpointReduction(perSecond: 60)
    var joined: [Int] = []
    let regions = reduction.regionCount(envelope.count)
    #expect(regions == 8)
    for start in stride(from: 0, to: regions, by: run) {
      joined += reduction.kept(envelope, regions: start..<min(regions, start + run))
    }
    #expect(joined == reduction.kept(envelope))
  }

  /// The stages one after the other, on one thread, each on the whole sound.
  static func serial(_ samples: [Float], envelope: [Double], options: AudioAnalysisOptions)
    -> (sharpness: [Double], found: [EmphasisDetector.Emphasis])
  {
    let sharpness = SpectralCentroid.sharpness(
      samples, rate: 16_000, count: envelope.count, mapping: options.sharpness)
    guard options.transients else { return (sharpness, []) }
    let spacing = max(options.transientSpacingMS, 1)
    guard options.transientRule == .peaks else {
      let onsets = OnsetDetector(sensitivity: options.sensitivity, spacing: spacing).onsets(
        envelope)
      return (sharpness, onsets.map { EmphasisDetector.Emphasis(at: $0, peak: $0) })
    }
    let detector = EmphasisDetector(
      sensitivity: options.sensitivity, resolution: options.emphasisResolution,
      spacing: spacing, fluxRise: options.fluxRise, fluxWindow: options.fluxWindowMS,
      onsetFraction: options.onsetFraction, fluxAloneRise: options.fluxAloneRise)
    let onsets =
      options.fluxRise < detector.minimumRise || options.fluxAloneRise < 1
      ? SpectralFlux(threshold: options.fluxThreshold, delta: options.fluxDelta)
        .onsets(samples, rate: 16_000, envelope: envelope) : []
    let band = HighBandOnsets(
      splitHz: options.highBandSplitHz, rise: options.highBandRise, spacing: spacing,
      onsetFraction: options.onsetFraction, attackMS: options.attackMS,
      releaseMS: options.releaseMS)
    let raw = EnvelopeFollower(
      attackMS: options.attackMS, releaseMS: options.releaseMS, input: options.envelopeInput
    ).envelope(samples, rate: 16_000)
    let loudest = raw.max() ?? 1
    let highBand = band.onsets(band.envelope(samples, rate: 16_000).map { $0 / loudest })
    return (sharpness, detector.emphases(envelope, onsets: onsets, highBand: highBand))
  }

  static var optionSets: [AudioAnalysisOptions] {
    var sets = [AudioAnalysisOptions.standard]
    var loose = AudioAnalysisOptions.standard
    loose.fluxRise = 0
    loose.fluxThreshold = 0.5
    loose.fluxDelta = 0
    loose.sensitivity = 0.2
    sets.append(loose)
    var rise = AudioAnalysisOptions.standard
    rise.transientRule = .rise
    sets.append(rise)
    var none = AudioAnalysisOptions.standard
    none.transients = false
    sets.append(none)
    var magnitude = AudioAnalysisOptions.standard
    magnitude.envelopeInput = .magnitude
    magnitude.attackMS = 0.5
    magnitude.releaseMS = 20
    sets.append(magnitude)
    var band = AudioAnalysisOptions.standard
    band.sharpness.bandWeight = 0.5
    band.emphasisResolution = 200
    sets.append(band)
    return sets
  }

  @Test(arguments: [(1, 1, 1), (7, 2, 13), (2_000, 30, 12_000)])
  func theStagesInPiecesAreTheSerialStages(fluxFrames: Int, regions: Int, onsetFrames: Int) {
    let samples = Self.sound(length: 6_400)
    for options in Self.optionSets {
      let spectra = AudioAnalyzer.spectralStages(samples, options: options, fluxFrames: fluxFrames)
      let follower = EnvelopeFollower(
        attackMS: options.attackMS, releaseMS: options.releaseMS, input: options.envelopeInput)
      var envelope = follower.envelope(samples, rate: 16_000)
      #expect(Self.bits(spectra.envelope) == Self.bits(envelope))
      let fluxed =
        options.transients && options.transientRule == .peaks
        && options.fluxRise < 0.2 * (1 - options.sensitivity)
      #expect(Self.bits(spectra.flux) == Self.bits(fluxed ? SpectralFlux.flux(samples) : []))
      let peak = envelope.max() ?? 1
      for index in envelope.indices { envelope[index] /= peak }
      let found = AudioAnalyzer.transientStages(
        envelope: envelope, flux: spectra.flux,
        highBand: spectra.highBand.map { $0 / peak }, options: options, regions: regions,
        onsetFrames: onsetFrames)
      let serial = Self.serial(samples, envelope: envelope, options: options)
      #expect(Self.bits(spectra.sharpness) == Self.bits(serial.sharpness))
      #expect(found == serial.found)
      #expect(options.transients == !serial.found.isEmpty)
    }
  }

  @Test func theTasksGiveTheirResultsInOrder() {
    for count in [0, 1, 2, 3, 64] {
      #expect(ParallelTasks.map(count) { $0 * $0 } == (0..<count).map { $0 * $0 })
    }
  }
}

/// The breakpoint reduction with its heap of waiting points (D320) drops the points the
/// reduction with a stale heap entry per change dropped, ties and all.
@Suite struct AreaHeapTests {
  /// The reduction of one region as first written: a `MinHeap` entry per change, stale entries
  /// skipped when popped.
  static func plainReduced(_ values: [Double], keep: Int) -> [Int] {
    let count = values.count
    guard count > keep else { return Array(0..<count) }
    var previous = Array(-1..<(count - 1))
    var next = Array(1...count)
    var alive = [Bool](repeating: true, count: count)
    var area = [Double](repeating: .infinity, count: count)
    func triangle(_ index: Int) -> Double {
      let before = previous[index]
      let after = next[index]
      guard before >= 0, after < count else { return .infinity }
      let t0 = Double(before - index)
      let t2 = Double(after - index)
      return abs(t0 * (values[after] - values[index]) - t2 * (values[before] - values[index])) / 2
    }
    var heap = MinHeap()
    for index in 0..<count {
      area[index] = triangle(index)
      if area[index] < .infinity { heap.push(area[index], index) }
    }
    var remaining = count
    while remaining > keep, let (value, index, _) = heap.pop() {
      guard alive[index], value == area[index] else { continue }
      alive[index] = false
      remaining -= 1
      let before = previous[index]
      let after = next[index]
      if before >= 0 { next[before] = after }
      if after < count { previous[after] = before }
      for neighbour in [before, after] where neighbour >= 0 && neighbour < count {
        area[neighbour] = triangle(neighbour)
        if area[neighbour] < .infinity { heap.push(area[neighbour], neighbour) }
      }
    }
    return (0..<count).filter { alive[$0] }
  }

  /// Envelopes with many equal areas (silence, plateaus, straight ramps, a staircase) and
  /// without (noise), and one with a NaN.
  static var envelopes: [[Double]] {
    var noise: [Double] = []
    var state: UInt64 = 11
    for _ in 0..<1_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      noise.append(Double(state >> 11) / Double(1 << 53))
    }
    let ramps = (0..<1_000).map { Double($0 % 100) / 100 }
    let stairs = (0..<1_000).map { Double($0 / 37) / 30 }
    var hits = [Double](repeating: 0, count: 1_000)
    for at in [100, 400, 900] { EmphasisDetectorTests.hit(at: at, peak: 0.8, into: &hits) }
    var broken = noise
    broken[500] = .nan
    return [
      [Double](repeating: 0, count: 1_000), [Double](repeating: 0.5, count: 1_000), noise, ramps,
      stairs, hits, broken, Array(noise.prefix(3)),
    ]
  }

  @Test(arguments: [2, 3, 20, 60, 500, 999])
  func theReductionDropsWhatTheStaleHeapDropped(keep: Int) {
    for envelope in Self.envelopes {
      let reduction = BreakpointReduction(perSecond: Double(keep), regionMS: 1_000)
      let budget = max(2, Int((Double(keep) * Double(envelope.count) / 1_000).rounded()))
      let expected = Self.plainReduced(envelope, keep: budget)
      #expect(reduction.kept(envelope) == expected)
    }
  }

  @Test func theHeapGivesTheSmallestAreaThenTheSmallerIndex() {
    let heap = AreaHeap(capacity: 6)
    for (index, area) in [3.0, 1, .infinity, 1, 0.5, 2].enumerated() { heap.areas[index] = area }
    heap.build(6)
    heap.areas[5] = 0.25
    heap.update(5)
    heap.areas[0] = .infinity
    heap.update(0)
    heap.areas[2] = 1
    heap.update(2)
    var order: [Int] = []
    while let point = heap.pop() { order.append(point) }
    #expect(order == [5, 4, 1, 2, 3])
  }
}

/// The flux's median by selection is the median of the sorted window (D320).
@Suite struct MedianSelectionTests {
  @Test func selectionGivesTheSortedValueAtEachRank() {
    var state: UInt64 = 3
    for trial in 0..<200 {
      let count = 1 + trial % 51
      var values: [Double] = []
      for _ in 0..<count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        // Few distinct values on odd trials: many ties.
        let draw = Double(state >> 11) / Double(1 << 53)
        values.append(trial % 2 == 1 ? (draw * 4).rounded(.down) : draw)
      }
      let sorted = values.sorted()
      for rank in 0..<count {
        var scratch = values
        #expect(SpectralFlux.select(rank, of: &scratch) == sorted[rank])
      }
    }
  }
}
