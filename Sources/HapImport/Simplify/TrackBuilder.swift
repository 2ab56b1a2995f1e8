import HapModel

/// Turns an importer's envelopes and taps into 0.1 track events, and says how faithful they
/// are: the curve → 0.1-grammar simplifier every importer shares.
///
/// An envelope is cut at its knots into pieces. A piece that one curve token plays exactly (a
/// flat piece as `hold`, a rise from silence as `linear`, `easeIn` or `easeOut`) and lasts at
/// least the minimum step becomes one event; consecutive other pieces become a `hold`
/// staircase within the tolerance (`StepFitter`), no step shorter than the minimum. Values are
/// written to three decimals; sharpness is the mean of the source's over each event.
public struct TrackBuilder: Sendable {
  public var options: ImportOptions

  public init(options: ImportOptions = ImportOptions()) {
    self.options = options
  }

  /// The events that play `envelope`, and how closely.
  public func fit(_ envelope: ImportEnvelope) -> EnvelopeFit {
    var fit = EnvelopeFit()
    let values = envelope.intensity
    let count = values.count
    guard count > 0 else { return fit }
    let minimum = max(options.minimumStep, 1)
    var pieces = Self.pieces(values, knots: envelope.knots)
    // Which pieces one curve token plays exactly.
    // A piece a curve token plays becomes one event when it lasts a step, or, for a flat
    // piece, when it is the source's own step: flat neighbours (or the envelope's ends) on both
    // sides, as Android waveform entries are; then it is kept at any length.
    let crisps = envelope.sharpness
    let matches: [(curve: Curve, intensity: Double)?] = pieces.map { piece in
      guard Self.feltSpan(crisps, values, piece) <= 2 * options.tolerance else { return nil }
      return ShapeMatch.match(values, piece)
    }
    var shapes: [(curve: Curve, intensity: Double)?] = pieces.indices.map { index in
      guard let shape = matches[index] else { return nil }
      if pieces[index].count >= minimum || pieces[index].count == count { return shape }
      guard shape.curve == .hold else { return nil }
      let flatBefore = index == 0 || matches[index - 1]?.curve == .hold
      let flatAfter = index == pieces.count - 1 || matches[index + 1]?.curve == .hold
      return flatBefore && flatAfter ? shape : nil
    }
    // A stretch of other pieces shorter than a step takes its rising neighbours with it.
    var changed = true
    while changed {
      changed = false
      var index = 0
      while index < pieces.count {
        guard shapes[index] == nil else {
          index += 1
          continue
        }
        var end = index
        var length = 0
        while end < pieces.count, shapes[end] == nil {
          length += pieces[end].count
          end += 1
        }
        if length < minimum {
          if index > 0, let shape = shapes[index - 1], shape.curve != .hold {
            shapes[index - 1] = nil
            changed = true
          }
          if end < pieces.count, let shape = shapes[end], shape.curve != .hold {
            shapes[end] = nil
            changed = true
          }
        }
        index = end
      }
    }
    // Emit, building the played signal to measure it.
    var played = [Double](repeating: 0, count: count)
    var raw: [(range: Range<Int>, intensity: Double, curve: Curve)] = []
    var index = 0
    let fitter = StepFitter(tolerance: options.tolerance, minimumStep: minimum)
    // The exact flat pieces beside a run may lend it samples (a refitted stretch's ends move
    // into them, `StretchFit`), so pieces and emitted ranges can shrink.
    while index < pieces.count {
      if let shape = shapes[index] {
        if !pieces[index].isEmpty {
          raw.append((pieces[index], shape.intensity, shape.curve))
          fit.exactPieces += 1
        }
        index += 1
        continue
      }
      var end = index
      while end < pieces.count, shapes[end] == nil { end += 1 }
      let run = pieces[index].lowerBound..<pieces[end - 1].upperBound
      let lastRaw = raw.last
      let before =
        lastRaw.flatMap { $0.curve == .hold && $0.range.upperBound == run.lowerBound ? $0 : nil }
        .map { (range: $0.range, level: $0.intensity) }
      let after =
        end < pieces.count && shapes[end]?.curve == .hold
        ? (range: pieces[end], level: shapes[end]!.intensity) : nil
      let fitted = fitter.steps(values, sharpness: crisps, run, before: before, after: after)
      if before != nil, let range = fitted.before {
        if range.isEmpty {
          raw.removeLast()
          fit.exactPieces -= 1
        } else {
          raw[raw.count - 1].range = range
        }
      }
      if after != nil, let range = fitted.after { pieces[end] = range }
      for step in fitted.steps {
        raw.append((step.range, step.level, .hold))
        // A silent step is a gap, not a step a motor plays (it may be any length).
        guard Self.rounded(step.level) > 0 else { continue }
        fit.steps += 1
        fit.shortestStep = min(fit.shortestStep ?? Int.max, step.range.count)
      }
      index = end
    }
    var events: [TrackEvent] = []
    for piece in raw {
      let intensity = Self.rounded(min(max(piece.intensity, 0), 1))
      let sharpness = Self.rounded(Self.feltMean(envelope.sharpness, values, piece.range))
      for offset in piece.range {
        let fraction = Double(offset - piece.range.lowerBound) / Double(piece.range.count)
        played[offset] = intensity * ShapeMatch.level(piece.curve, fraction)
        if values[offset] >= StepFitter.felt {
          fit.worstSharpnessError = max(
            fit.worstSharpnessError, abs(envelope.sharpness[offset] - sharpness))
        }
      }
      guard intensity > 0 else { continue }
      // Two holds in a row at the same values are one event.
      if piece.curve == .hold, var last = events.last, last.curve == .hold,
        last.intensity == intensity, last.sharpness == sharpness,
        last.at + (last.duration ?? 0) == envelope.start + piece.range.lowerBound
      {
        last.duration = (last.duration ?? 0) + piece.range.count
        events[events.count - 1] = last
        continue
      }
      events.append(
        TrackEvent(
          id: EventID(0), at: envelope.start + piece.range.lowerBound, type: .continuous,
          intensity: intensity, sharpness: sharpness, duration: piece.range.count,
          curve: piece.curve))
    }
    for offset in 0..<count {
      let error = abs(played[offset] - values[offset])
      if error > fit.worstError {
        fit.worstError = error
        fit.worstAt = envelope.start + offset
      }
    }
    fit.events = events
    return fit
  }

  /// The transient event for a tap (time rounded to the millisecond, values to 0.001).
  public func event(for tap: ImportTransient) -> TrackEvent {
    TrackEvent(
      id: EventID(0), at: max(0, Int(tap.at.rounded())), type: .transient,
      intensity: Self.rounded(min(max(tap.intensity, 0), 1)),
      sharpness: tap.sharpness.map { Self.rounded(min(max($0, 0), 1)) },
      primitive: tap.primitive)
  }

  /// The report line for an envelope's fit.
  public func describe(_ fit: EnvelopeFit, of envelope: ImportEnvelope) -> ImportEntry {
    let worst = Self.text(fit.worstError)
    let sharpnessNote =
      fit.worstSharpnessError > options.tolerance
      ? "; sharpness is the mean over each event (differs by up to "
        + "\(Self.text(fit.worstSharpnessError)))"
      : ""
    if fit.isExact, fit.worstSharpnessError <= options.tolerance + 0.0005 {
      let noun = fit.events.count == 1 ? "event" : "events"
      return ImportEntry(
        construct: envelope.construct, status: .kept,
        reason: "played by \(fit.events.count) continuous \(noun) with 0.1 curve tokens, "
          + (fit.worstError < 0.0005
            ? "exactly" : "within \(worst) of the source at every millisecond")
          + sharpnessNote,
        line: envelope.line, column: envelope.column)
    }
    var reason =
      "\(fit.steps) hold step\(fit.steps == 1 ? "" : "s")"
      + (fit.exactPieces > 0 ? " and \(fit.exactPieces) exact curve piece(s)" : "")
      + " (shortest step \(fit.shortestStep ?? 0) ms), at most \(worst) from the source"
      + " (at \(fit.worstAt) ms)"
    if fit.worstError > options.tolerance + 0.0005 {
      reason +=
        "; over the tolerance \(Self.text(options.tolerance)) where the source changes faster "
        + "than steps of \(options.minimumStep) ms can follow"
    } else {
      reason += ", within the tolerance \(Self.text(options.tolerance))"
    }
    return ImportEntry(
      construct: envelope.construct, status: .approximated, reason: reason + sharpnessNote,
      line: envelope.line, column: envelope.column)
  }

  // MARK: - Helpers

  /// The pieces between knots, with knots dropped where the source runs straight through.
  ///
  /// Each sample is checked against the current piece's line at most twice, so an envelope
  /// with a knot at every millisecond costs linear time.
  static func pieces(_ values: [Double], knots: [Int]) -> [Range<Int>] {
    var bounds = [0]
    for knot in knots where knot > bounds.last! && knot < values.count {
      bounds.append(knot)
    }
    bounds.append(values.count)
    var kept = [0]
    // The current piece's line once it is known to be straight: its start value and slope.
    var line: (start: Int, slope: Double)?
    for position in 1..<bounds.count - 1 {
      let start = kept.last!
      let end = bounds[position + 1]
      let straight: Bool
      if let line {
        straight = onLine(values, bounds[position]..<end, line)
      } else {
        straight = isStraight(values, start..<end)
      }
      if straight {
        if line == nil, end - start > 1 {
          line = (start, (values[end - 1] - values[start]) / Double(end - 1 - start))
        }
      } else {
        kept.append(bounds[position])
        line = nil
      }
    }
    kept.append(values.count)
    return (0..<kept.count - 1).map { kept[$0]..<kept[$0 + 1] }
  }

  /// Whether the samples of `range` lie on one straight line (to 1e-6).
  private static func isStraight(_ values: [Double], _ range: Range<Int>) -> Bool {
    guard range.count > 2 else { return true }
    let first = values[range.lowerBound]
    let slope = (values[range.upperBound - 1] - first) / Double(range.count - 1)
    return onLine(values, range, (range.lowerBound, slope))
  }

  /// Whether the samples of `range` lie on the line through `values[line.start]` with
  /// `line.slope` per sample (to 1e-6).
  private static func onLine(
    _ values: [Double], _ range: Range<Int>, _ line: (start: Int, slope: Double)
  )
    -> Bool
  {
    let origin = values[line.start]
    for index in range
    where abs(values[index] - (origin + line.slope * Double(index - line.start))) > 1e-6 {
      return false
    }
    return true
  }

  /// The span of `sharpness[range]` where `intensity` is felt (sharpness of a silence does not
  /// matter).
  static func feltSpan(_ sharpness: [Double], _ intensity: [Double], _ range: Range<Int>)
    -> Double
  {
    var low = Double.infinity
    var high = -Double.infinity
    for index in range where intensity[index] >= StepFitter.felt {
      low = min(low, sharpness[index])
      high = max(high, sharpness[index])
    }
    return high >= low ? high - low : 0
  }

  /// The mean of `sharpness[range]` where `intensity` is felt (of all of it when none is).
  static func feltMean(_ sharpness: [Double], _ intensity: [Double], _ range: Range<Int>)
    -> Double
  {
    guard !range.isEmpty else { return 0 }
    var sum = 0.0
    var count = 0
    var total = 0.0
    for index in range {
      total += sharpness[index]
      if intensity[index] >= StepFitter.felt {
        sum += sharpness[index]
        count += 1
      }
    }
    let mean = count > 0 ? sum / Double(count) : total / Double(range.count)
    return min(max(mean, 0), 1)
  }

  /// A value to three decimals, as the writer puts it in the file.
  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  /// A value for a report line: three decimals at most.
  static func text(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return JSONWriter.number(rounded)
  }
}
