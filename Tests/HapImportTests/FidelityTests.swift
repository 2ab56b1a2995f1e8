import Foundation
import HapImport
import HapModel
import HapTestSupport
import Testing

/// The "Fidelity, measured" over the shared interop corpus: import → iOS export → the
/// played signal, against the source. Figures are printed; the bounds are asserted as written.
@Suite(.enabled(if: InteropCorpus.isPresent, "../shared/testdata/interop is absent"))
struct FidelityTests {
  /// Files that are not meant to import: Meta's typo test file, and the clips and AHAPs that hold
  /// nothing to feel (2_points: an all-zero envelope).
  static let notImportable = ["invalid.ahap", "2_points.ahap"]

  @Test func everyAHAPPlaysAsItsSource() throws {
    let files =
      InteropCorpus.files("apple-unityplugins", suffix: ".ahap")
      + InteropCorpus.files("meta-haptics-sdk", suffix: ".ahap")
    #expect(files.count >= 21 + 14)
    var worst = (rms: 0.0, file: "")
    var transients = 0
    var imported = 0
    for file in files where !Self.notImportable.contains((file as NSString).lastPathComponent) {
      let pattern = try #require(try? Fidelity.imported(file).get(), "\(file) did not import")
      imported += 1
      let source = try PlayedSignal(ahaps: [InteropCorpus.text(file)])
      let played = try Fidelity.exported(pattern.pattern)
      let rms = PlayedSignal.rms(source.levels, played.levels)
      if rms > worst.rms { worst = (rms, file) }
      #expect(rms <= 0.05, "\(file): RMS \(rms)")
      let match = Fidelity.match(source.transients, played.transients, time: 2, intensity: 0.07)
      #expect(match.missing.isEmpty, "\(file): transients not played \(match.missing)")
      #expect(match.invented.isEmpty, "\(file): transients invented \(match.invented)")
      transients += source.transients.count
    }
    print(
      "AHAP fidelity: \(imported) files imported, worst RMS \(worst.rms) (\(worst.file)), "
        + "\(transients) transients matched within 2 ms and 0.07")
  }

  @Test func everyHapticClipFollowsItsAmplitudeEnvelope() throws {
    let files =
      InteropCorpus.files("nicevibrations", suffix: ".haptic")
      + InteropCorpus.files("meta-haptics-sdk", suffix: ".haptic").filter {
        let name = ($0 as NSString).lastPathComponent
        // invalid_freq_bp_outside_amp_env fails only Meta's strict mode: it imports.
        return (!name.hasPrefix("invalid") || name == "invalid_freq_bp_outside_amp_env.haptic")
          && name != "2_points.haptic"
          && ![
            "validation_v1_amplitude.haptic", "validation_v1_emphasis_amplitude_range.haptic",
            "validation_v1_emphasis_frequency_range.haptic", "validation_v1_sequence.haptic",
          ].contains(name)
      }
    #expect(files.count == 81 + 11)
    var correlations: [(r: Double, file: String)] = []
    var emphases = 0
    var flat = 0
    for file in files {
      let pattern = try #require(try? Fidelity.imported(file).get(), "\(file) did not import")
      let clip = try Fidelity.clip(file)
      let exported = try Fidelity.exported(pattern.pattern)
      // Back to amplitude (intensity = √amplitude), over the clip's length.
      var amplitude = exported.levels.map { $0 * $0 }
      if amplitude.count < clip.amplitude.count {
        amplitude += [Double](repeating: 0, count: clip.amplitude.count - amplitude.count)
      }
      let played = Array(amplitude.prefix(clip.amplitude.count))
      guard Set(clip.amplitude).count > 1 else {
        // A flat clip has no correlation to measure; it must play flat at its level.
        let rms = PlayedSignal.rms(clip.amplitude, played)
        #expect(rms <= 0.05, "\(file): a flat clip played with RMS \(rms)")
        flat += 1
        continue
      }
      let r = PlayedSignal.pearson(clip.amplitude, played)
      correlations.append((r, file))
      #expect(r >= 0.85, "\(file): r = \(r)")
      for time in clip.emphases {
        emphases += 1
        #expect(
          exported.transients.contains { abs($0.at - time) <= 5 },
          "\(file): no transient within 5 ms of the emphasis at \(time) ms")
      }
    }
    let sorted = correlations.sorted { $0.r < $1.r }
    let median = sorted[sorted.count / 2].r
    #expect(median >= 0.95, "median r = \(median)")
    print(
      ".haptic fidelity: \(files.count) clips (\(flat) flat, compared by RMS), median r \(median), "
        + "10th percentile \(sorted[sorted.count / 10].r), lowest r \(sorted[0].r) "
        + "(\(sorted[0].file)), \(emphases) emphasis points each a transient within 5 ms")
  }

  @Test func metaConvertedAHAPsAgreeWithTheirClips() throws {
    guard let root = InteropCorpus.root else { return }
    let folder = root + "/meta-haptics-sdk/"
    let pairs = InteropCorpus.files("meta-haptics-sdk", suffix: ".haptic").map {
      ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".haptic", with: "")
    }.filter { FileManager.default.fileExists(atPath: folder + $0 + ".ahap") }
    #expect(pairs.count >= 6)
    var worst = 0.0
    var compared = 0
    var transients = 0
    var worstTransient = 0.0
    for name in pairs {
      let fromClip = Fidelity.imported(folder + name + ".haptic")
      let fromAHAP = Fidelity.imported(folder + name + ".ahap")
      guard case .success(let clip) = fromClip, case .success(let ahap) = fromAHAP else {
        // Both must fail alike (2_points: nothing to feel in either).
        #expect(
          (try? fromClip.get()) == nil && (try? fromAHAP.get()) == nil,
          "\(name): one of the pair imported and the other did not")
        continue
      }
      compared += 1
      let a = try Fidelity.exported(clip.pattern)
      let b = try Fidelity.exported(ahap.pattern)
      let rms = PlayedSignal.rms(a.levels, b.levels)
      worst = max(worst, rms)
      #expect(rms <= 0.05, "\(name): the two imports differ by RMS \(rms)")
      // Meta's converter writes one AHAP whose HapticIntensityControl curve (√amplitude, × 0.8
      // at an emphasis breakpoint) scales every event of the pattern, the transients too: Core
      // Haptics applies a dynamic parameter across all events, which is why Meta's player
      // splits continuous and transients into two patterns (D065). So that
      // AHAP plays each emphasis at the clip's transient × the clip's control at its time.
      let clipData = try Fidelity.clip(folder + name + ".haptic")
      let expected = a.transients.map { tap in
        let index = clipData.emphases.firstIndex { abs($0 - tap.at) <= 1 }
        let control =
          index.map { clipData.emphasisAmplitudes[$0].squareRoot() * 0.8 } ?? 1
        return (at: tap.at, intensity: tap.intensity * control)
      }
      let match = Fidelity.match(b.transients, expected, time: 2, intensity: 0.07)
      #expect(match.missing.isEmpty && match.invented.isEmpty, "\(name): \(match)")
      transients += b.transients.count
      worstTransient = max(worstTransient, match.worstIntensity)
    }
    print(
      "Meta pairs: \(compared) .haptic/.ahap pairs compared, worst RMS between them \(worst); "
        + "\(transients) transients at the clip's emphasis × its intensity curve, worst "
        + "\(worstTransient) apart")
  }
}
