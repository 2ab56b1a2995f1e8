import HapAudio
import HapModel

/// Imports a sound: HapAudio's analysis as an import source (one envelope per stretch above the
/// threshold, one tap per onset), stepped within the step budget of `--max-steps-per-second`,
/// with a report of what was derived.
enum AudioImporter: SourceImporter {
  /// Each round over the step budget raises the tolerance by this factor.
  static let toleranceGrowth = 1.25
  static let maximumRounds = 40

  static func source(of bytes: [UInt8], name: String, options: ImportOptions)
    throws(ImportFailure) -> ImportSource
  {
    try source(name: name, options: options) { () throws(AudioError) in
      try AudioDecoder.decodeForAnalysis(bytes: bytes, name: name)
    }
  }

  /// Reads the sound open on `descriptor` as `source(of:name:options:)` reads its bytes,
  /// block by block (D310): a long sound is never held whole at its own rate.
  static func source(ofFile descriptor: Int32, name: String, options: ImportOptions)
    throws(ImportFailure) -> ImportSource
  {
    try source(name: name, options: options) { () throws(AudioError) in
      try AudioDecoder.decodeForAnalysis(descriptor: descriptor, name: name)
    }
  }

  /// The source of the sound `decode` reads, analysed.
  private static func source(
    name: String, options: ImportOptions,
    decode: () throws(AudioError) -> AnalysisSound
  ) throws(ImportFailure) -> ImportSource {
    let analysis: AudioAnalysis
    do throws(AudioError) {
      analysis = try AudioAnalyzer.analyze(decode(), options: options.audio, file: name)
    } catch {
      throw ImportFailure(error.kind.rawValue, error.message)
    }
    return source(of: analysis, name: name, options: options)
  }

  /// Analyses samples already decoded (the editor's lane holds them) as `source(of:name:)`
  /// does the file's: the same analysis, steps and report, so the same track.
  static func source(of audio: DecodedAudio, name: String, options: ImportOptions)
    throws(ImportFailure) -> ImportSource
  {
    let analysis: AudioAnalysis
    do throws(AudioError) {
      let longest = AudioDecoder.analysisMaximumSeconds
      guard audio.samples.count <= longest * max(audio.sampleRate, 1) else {
        throw AudioError(
          .tooLong, file: name,
          "the sound is longer than \(longest / 60) minutes, the longest an import reads (cut "
            + "the sound first)")
      }
      analysis = try AudioAnalyzer.analyze(audio, options: options.audio, file: name)
    } catch {
      throw ImportFailure(error.kind.rawValue, error.message)
    }
    return source(of: analysis, name: name, options: options)
  }

  /// The track's source from a sound's analysis: stepped within the budget, with its report.
  static func source(of analysis: AudioAnalysis, name: String, options: ImportOptions)
    -> ImportSource
  {
    let seconds = Double(analysis.durationMS) / 1000
    let perSecond = Double(max(options.audio.maxStepsPerSecond, 1))
    let budget = max(1, Int((seconds * perSecond).rounded(.up)))
    var tolerance = options.tolerance
    var rounds = 0
    var made = source(of: analysis, tolerance: tolerance, minimumStep: options.minimumStep)
    while made.fit.steps > budget, rounds < maximumRounds {
      tolerance *= toleranceGrowth
      rounds += 1
      made = source(of: analysis, tolerance: tolerance, minimumStep: options.minimumStep)
    }
    var source = made.source
    source.report = report(
      analysis, options: options, tolerance: tolerance, fit: made.fit, budget: budget)
    source.reportsFits = false
    source.audio = Importer.baseName(of: name)
    source.tags.append("audio")
    return source
  }

  /// The analysis as envelopes and taps: each stretch above the threshold stepped in amplitude
  /// by least squares (`AmplitudeSegmenter`, each step at the square root of the mean
  /// amplitude it covers), handed to the shared track builder as flat pieces it plays exactly.
  static func source(
    of analysis: AudioAnalysis, tolerance: Double, minimumStep: Int
  ) -> (source: ImportSource, fit: StaircaseFit) {
    var source = ImportSource(format: .audio)
    let amplitude = analysis.amplitude
    let segmenter = AmplitudeSegmenter(
      minimum: max(minimumStep, 1), penalty: tolerance * tolerance * Double(max(minimumStep, 1)))
    var fit = StaircaseFit()
    var stretches: [Range<Int>] = []
    var start = 0
    while start < amplitude.count {
      guard amplitude[start] > 0 else {
        start += 1
        continue
      }
      var end = start
      while end < amplitude.count, amplitude[end] > 0 { end += 1 }
      // A stretch shorter than a step is lengthened into the silence after it.
      if end - start < minimumStep { end = min(amplitude.count, start + minimumStep) }
      stretches.append(start..<end)
      start = end
    }
    let steps = self.steps(of: stretches, in: amplitude, by: segmenter)
    for (stretch, found) in zip(stretches, steps) {
      let (index, end) = (stretch.lowerBound, stretch.upperBound)
      var stepped = [Double](repeating: 0, count: end - index)
      var crisp = [Double](repeating: 0, count: end - index)
      var knots: [Int] = []
      for step in found {
        var total = 0.0
        var weighted = 0.0
        for offset in step {
          total += amplitude[offset]
          weighted += amplitude[offset] * analysis.sharpness[offset]
        }
        let level = (total / Double(step.count)).squareRoot()
        // Sharpness per step, weighted by amplitude (what is felt most counts most).
        let sharpness = total > 0 ? weighted / total : analysis.sharpness[step.lowerBound]
        for offset in step {
          stepped[offset - index] = level
          crisp[offset - index] = sharpness
        }
        knots += [step.lowerBound - index, step.upperBound - index]
        fit.steps += 1
        fit.shortest = min(fit.shortest ?? Int.max, step.count)
      }
      for offset in index..<end {
        fit.note(error: abs(stepped[offset - index] - amplitude[offset].squareRoot()), at: offset)
      }
      source.envelopes.append(
        ImportEnvelope(
          start: index, intensity: stepped, sharpness: crisp,
          knots: knots, construct: "sound from \(index) to \(end) ms"))
    }
    source.transients = analysis.transients.map {
      ImportTransient(
        at: Double($0.at), intensity: $0.amplitude.squareRoot(), sharpness: $0.sharpness)
    }
    return (source, fit)
  }

  /// The steps of each of `stretches` of `amplitude`, in order: runs of stretches of about
  /// equal length are fitted on two threads (D320), each stretch on its own as one after the
  /// other would fit it.
  static func steps(
    of stretches: [Range<Int>], in amplitude: [Double], by segmenter: AmplitudeSegmenter
  ) -> [[Range<Int>]] {
    let total = stretches.reduce(0) { $0 + $1.count }
    // Up to 32 runs, none under ten seconds of sound: fewer pieces than that are not worth a
    // thread, and with eight a 10-minute sound's last run was left alone on one thread for
    // about 16 ms (D459).
    let share = max(10_000, (total + 31) / 32)
    var runs: [Range<Int>] = []
    var first = 0
    var length = 0
    for (index, stretch) in stretches.enumerated() {
      length += stretch.count
      if length >= share || index == stretches.count - 1 {
        runs.append(first..<index + 1)
        first = index + 1
        length = 0
      }
    }
    let pieces = runs
    return ParallelTasks.map(pieces.count) { run in
      stretches[pieces[run]].map { segmenter.steps(amplitude, $0) }
    }.flatMap { $0 }
  }

  /// What the import derived: the sound, the envelope, the steps, the transients, the
  /// sharpness.
  static func report(
    _ analysis: AudioAnalysis, options: ImportOptions, tolerance: Double, fit: StaircaseFit,
    budget: Int
  ) -> ImportReport {
    let settings = options.audio
    var report = ImportReport()
    let format = analysis.sourceFormat
    let channels =
      analysis.sourceChannels == 1 ? "mono" : "\(analysis.sourceChannels) channels mixed down"
    report.add(
      "sound", .approximated,
      "\(format.isEmpty ? "audio" : format), \(analysis.sourceRate) Hz, \(channels), "
        + "\(seconds(analysis.durationMS)) s, analysed at \(AudioAnalyzer.analysisRate / 1000) "
        + "kHz; the sound itself is not part of a .hap.md (the frontmatter's `audio:` names it)")
    report.add(
      "envelope", .approximated,
      "peak envelope of the \(settings.envelopeInput.rawValue) (attack "
        + "\(number(settings.attackMS)) ms, release \(number(settings.releaseMS)) ms), its "
        + "loudest moment "
        + "(\(number(rounded(analysis.peakDBFS, 1))) dBFS) at full strength, gain "
        + "\(number(settings.gainDB)) dB, silent below \(number(settings.thresholdDB)) dB; "
        + "intensity = √amplitude, as for .haptic clips")
    var steps =
      "\(fit.steps) hold step\(fit.steps == 1 ? "" : "s") (shortest \(fit.shortest ?? 0) ms), "
      + "each at the mean amplitude it covers, at most \(number(rounded(fit.worstError, 3))) "
      + "from the analysed intensity (at \(fit.worstAt) ms)"
    if tolerance > options.tolerance + 1e-9 {
      steps +=
        "; the tolerance was raised from \(number(options.tolerance)) to "
        + "\(number(rounded(tolerance, 3))) to stay within \(settings.maxStepsPerSecond) steps "
        + "per second (\(budget) for this sound)"
    } else {
      steps +=
        "; least squares with a cost of tolerance² × \(options.minimumStep) ms per step "
        + "(tolerance \(number(options.tolerance))), no step under \(options.minimumStep) ms, at "
        + "most \(settings.maxStepsPerSecond) steps per second"
    }
    report.add("steps", .approximated, steps)
    if settings.transients {
      let count = analysis.transients.count
      let duck =
        settings.duckFactor < 1 && settings.duckMS > 0
        ? "; the envelope ducked to \(number(settings.duckFactor)) for \(settings.duckMS) ms "
          + "under each" : ""
      let rule =
        switch settings.transientRule {
        case .peaks:
          "peaks of the envelope reduced to \(number(settings.emphasisResolution)) breakpoints a "
            + "second, each rising by more than \(number(rounded(0.2 * (1 - settings.sensitivity), 3)))"
            + flux(settings)
        case .rise: "a rise of the envelope against its last 150 ms"
        }
      report.add(
        "transients", .approximated,
        "\(count) onset\(count == 1 ? "" : "s") found (\(rule), sensitivity "
          + "\(number(settings.sensitivity)), at least \(settings.transientSpacingMS) ms apart), "
          + "each a transient \(placement(settings))\(duck)")
    } else {
      report.add("transients", .dropped, "not looked for (--no-transients)")
    }
    report.add(
      "sharpness", .approximated,
      "from the spectral centroid below \(number(settings.sharpness.cutoffHz)) Hz "
        + "(\(settings.sharpness.weighting.rawValue) spectrum; "
        + "\(number(settings.sharpness.lowHz))–\(number(settings.sharpness.highHz)) Hz mapped "
        + "onto 0…1\(isMetas(settings.sharpness) ? ", as Meta's analysis does" : "")"
        + "\(band(settings.sharpness))), the amplitude-weighted mean over each step")
    return report
  }

  /// Whether `mapping` is Meta's centroid (the band's split and top mean nothing at weight 0).
  private static func isMetas(_ mapping: SharpnessMapping) -> Bool {
    var centroid = mapping
    centroid.bandSplitHz = SharpnessMapping.standard.bandSplitHz
    centroid.bandTopHz = SharpnessMapping.standard.bandTopHz
    return centroid == .standard
  }

  /// The band share's part of the sharpness, for the report: empty when it has none.
  private static func band(_ mapping: SharpnessMapping) -> String {
    guard mapping.bandWeight > 0 else { return "" }
    return "; \(number(mapping.bandWeight)) of it the share of the energy below "
      + "\(number(mapping.bandTopHz)) Hz above \(number(mapping.bandSplitHz)) Hz"
  }

  private static func seconds(_ milliseconds: Int) -> String {
    number(Double(milliseconds) / 1000)
  }

  private static func rounded(_ value: Double, _ places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
  }

  private static func number(_ value: Double) -> String {
    JSONWriter.number(value)
  }

  /// The report's words for the flux-confirmed rises, flux onsets alone and the high band's
  /// rises, or nothing when none of them adds a transient.
  private static func flux(_ settings: AudioAnalysisOptions) -> String {
    var text = ""
    if settings.fluxRise < 0.2 * (1 - min(max(settings.sensitivity, 0), 1)) {
      text +=
        " (or by more than \(number(settings.fluxRise)) with a spectral-flux onset up to "
        + "\(settings.fluxWindowMS) ms before)"
    }
    if settings.fluxAloneRise < 1 {
      text +=
        "; a spectral-flux onset with none within the spacing is one too where the envelope "
        + "rises by \(number(settings.fluxAloneRise)) around it"
    }
    if settings.highBandRise < 1 {
      text +=
        "; a rise of the sound above \(number(settings.highBandSplitHz)) Hz by "
        + "\(number(settings.highBandRise)) with none within the spacing is one too"
    }
    return text
  }

  /// Where the report says a transient sits.
  private static func placement(_ settings: AudioAnalysisOptions) -> String {
    guard settings.transientRule == .peaks, settings.onsetFraction < 1 else { return "at its peak" }
    return "where its rise reaches \(number(rounded(settings.onsetFraction * 100, 1))) % of its "
      + "height"
  }
}
