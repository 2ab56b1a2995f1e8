import Foundation
import HapAudio
import HapImport
import Testing

/// Issue 15 and 22's measurement against designers' work: each NiceVibrations sound imported,
/// exported to AHAP and played, against the haptic clip a designer made from it in Lofelt
/// Studio; Apple's Ricochet sounds against their AHAPs as a second check.
@Suite struct AudioCorpusTests {
  static let designerPairs = AudioCorpusPairs.designer()
  static let ricochetPairs = AudioCorpusPairs.ricochet()

  @Test(.enabled(if: !designerPairs.isEmpty, "../shared/testdata/interop is absent"))
  func importedSoundsPlayLikeTheDesignersClips() throws {
    #expect(Self.designerPairs.count == 81)
    let measurement = try AudioCorpusMeasurement.designer(Self.designerPairs)
    print("audio import vs designer clips: \(measurement.summary)")
    // The issue 22 figures, each guarded at what is measured (D111): a change that makes one
    // worse fails. Envelope after steps: r median 0.943, 10th percentile 0.621 (D400: the
    // follower on the power; 0.934 / 0.623 on the magnitude, D230).
    #expect(measurement.medianR >= 0.942)
    #expect(measurement.p10R >= 0.62)
    // Emphasis: the designers' points merged within 30 ms, matched within 20 ms: F1 0.552
    // (D400: found on the power's envelope; 0.537 with D380's rises of the band above 4 kHz; 0.522 with D356's flux onsets alone where the
    // envelope rises, 0.510 with D350's spacing between felt times, 0.501 with D230's
    // flux-confirmed smaller rises placed on the rise, 0.475 with D110's peaks, 0.362 with
    // D067's rise rule).
    #expect(measurement.emphasisF1 >= 0.55)
    // Sharpness (the centroid, 30–600 Hz onto 0…1) against the designers' √frequency where both
    // play: r median 0.620 over 78 clips, pooled 0.542, mean difference 0.152 (D112, D350, D400).
    #expect(measurement.sharpnessClips.count >= 75)
    #expect(measurement.medianSharpnessR >= 0.61)
    // The mean of the per-clip r, steadier than the median (one clip can move the median by
    // 0.02 through its steps): 0.484 after D400 (0.479 after D356), pulled down by the clips
    // drawn against their sound (Pop1, Coin2, Book2: r −0.8, D290).
    #expect(measurement.meanSharpnessR >= 0.48)
    #expect(measurement.pooledSharpnessR >= 0.54)
    #expect(measurement.medianSharpnessError <= 0.16)
  }

  @Test(.enabled(if: !ricochetPairs.isEmpty, "../shared/testdata/interop is absent"))
  func ricochetSoundsAgainstApplesPatterns() throws {
    #expect(Self.ricochetPairs.count == 7)
    let measurement = try AudioCorpusMeasurement.ricochet(Self.ricochetPairs)
    func f(_ value: Double?) -> String { value.map { String(format: "%.0f", $0) } ?? "none" }
    var continuous: [Double] = []
    for clip in measurement.clips {
      let r =
        clip.referenceIsContinuous ? String(format: "r %.3f", clip.r) : "Apple's has taps only"
      if clip.referenceIsContinuous { continuous.append(clip.r) }
      print(
        "Ricochet \(clip.name): \(r); first transient at \(f(clip.firstFound)) ms (Apple's at "
          + "\(f(clip.firstReference)) ms); \(clip.steps) steps")
      #expect(clip.steps > 0 || clip.found > 0, "\(clip.name) imported nothing")
    }
    let median = AudioCorpusMeasurement.percentile(continuous, 0.5)
    print(
      "audio import vs Apple's Ricochet AHAPs: \(continuous.count) with continuous events, "
        + "median r \(String(format: "%.3f", median)); transients \(measurement.matched) of "
        + "Apple's \(measurement.reference) within 10 ms, \(measurement.found) found")
    // Apple's patterns are designed, not traced from the sound: a floor, not a goal.
    #expect(median >= 0.2)
  }

  /// A sweep of the analysis settings, printed; runs only when HAPAUDIO_SWEEP is set (it is how
  /// the defaults were chosen, not a check). `name=v1/v2;name=...` over release, attack,
  /// envelope (0 magnitude, 1 power),
  /// tolerance, steps, threshold, sensitivity, transients (0/1), duck, duckms, fluxrise,
  /// fluxwindow, fluxk, fluxdelta, fluxalone, highrise, highsplit, onset, low, high, cutoff, power, band, split, top, level
  /// (`--sharpness-amplitude`). With HAPAUDIO_DUMPDIR set, each clip's milliseconds and
  /// transients are written there as CSV and text, for models outside the test.
  @Test(
    .enabled(
      if: !designerPairs.isEmpty && ProcessInfo.processInfo.environment["HAPAUDIO_SWEEP"] != nil,
      "set HAPAUDIO_SWEEP to run the settings sweep"))
  func sweep() throws {
    let spec = ProcessInfo.processInfo.environment["HAPAUDIO_SWEEP"] ?? ""
    var settings: [(ImportOptions, String)] = [(ImportOptions(), "")]
    for part in spec.split(separator: ";") {
      let pieces = part.split(separator: "=")
      guard pieces.count == 2 else { continue }
      let name = String(pieces[0])
      let values = pieces[1].split(separator: "/").compactMap { Double($0) }
      settings = settings.flatMap { base, label in
        values.map { value in
          var options = base
          switch name {
          case "release": options.audio.releaseMS = value
          case "attack": options.audio.attackMS = value
          case "envelope": options.audio.envelopeInput = value != 0 ? .power : .magnitude
          case "tolerance": options.tolerance = value
          case "steps": options.audio.maxStepsPerSecond = Int(value)
          case "threshold": options.audio.thresholdDB = value
          case "sensitivity": options.audio.sensitivity = value
          case "transients": options.audio.transients = value != 0
          case "duck": options.audio.duckFactor = value
          case "duckms": options.audio.duckMS = Int(value)
          case "minimum": options.minimumStep = Int(value)
          case "rule": options.audio.transientRule = value == 0 ? .rise : .peaks
          case "spacing": options.audio.transientSpacingMS = Int(value)
          case "resolution": options.audio.emphasisResolution = value
          case "fluxrise": options.audio.fluxRise = value
          case "fluxwindow": options.audio.fluxWindowMS = Int(value)
          case "fluxk": options.audio.fluxThreshold = value
          case "fluxdelta": options.audio.fluxDelta = value
          case "fluxalone": options.audio.fluxAloneRise = value
          case "highrise": options.audio.highBandRise = value
          case "highsplit": options.audio.highBandSplitHz = value
          case "onset": options.audio.onsetFraction = value
          case "low": options.audio.sharpness.lowHz = value
          case "high": options.audio.sharpness.highHz = value
          case "cutoff": options.audio.sharpness.cutoffHz = value
          case "power": options.audio.sharpness.weighting = value != 0 ? .power : .magnitude
          case "band": options.audio.sharpness.bandWeight = value
          case "split": options.audio.sharpness.bandSplitHz = value
          case "top": options.audio.sharpness.bandTopHz = value
          case "level": options.audio.sharpness.amplitudeWeight = value
          default: break
          }
          return (options, label + " \(name)=\(value)")
        }
      }
    }
    for (options, label) in settings {
      let measurement = try AudioCorpusMeasurement.designer(Self.designerPairs, options: options)
      print("sweep\(label): \(measurement.summary)")
      for half in 0..<2 {
        let part = measurement.half(half)
        print(
          "sweep\(label) half \(half): r median \(part.medianR) p10 \(part.p10R) F1 "
            + "\(part.emphasisF1) sharpness r median \(part.medianSharpnessR)")
      }
      if ProcessInfo.processInfo.environment["HAPAUDIO_CLIPS"] != nil {
        for clip in measurement.clips {
          print(
            "clip \(clip.name) r \(clip.r) before \(clip.rEnvelope) steps \(clip.steps) "
              + "emphasis \(clip.emphasisMatched)/\(clip.found)/\(clip.emphasisGroups) "
              + "sharpness r \(clip.sharpnessR)")
        }
      }
    }
    #expect(!settings.isEmpty)
  }
}
