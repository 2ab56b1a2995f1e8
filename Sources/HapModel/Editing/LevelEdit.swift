/// Sets or scales the intensity or sharpness of a selection as one edit: the values a designer
/// types rather than nudges (issue 22, item 3).
///
/// Every function is pure and keeps the track valid: values stay in 0...1 (rounded to 0.001,
/// as nudges round them), times and every other field are left alone.
public enum LevelEdit {
  /// Which value an edit sets.
  public enum Field: String, Sendable {
    case intensity
    case sharpness
  }

  /// The selection with `field` set to `value` (0...1; anything else is refused).
  public static func set(
    _ field: Field, to value: Double, _ ids: Set<EventID>, in events: [TrackEvent], nextID: Int
  ) throws(EditError) -> TrackRewrite {
    guard value.isFinite, (0...1).contains(value) else {
      throw EditError("\(field.rawValue) is 0 to 1; \(TrackRewrite.number(value)) is not")
    }
    let positions = try TrackRewrite.positions(of: ids, in: events)
    var result = events
    for index in positions {
      switch field {
      case .intensity: result[index].intensity = UnitValue.clamped(value)
      case .sharpness: result[index].sharpness = UnitValue.clamped(value)
      }
    }
    return TrackRewrite(
      events: result,
      summary: "set \(field.rawValue) of \(TrackRewrite.count(positions.count)) to "
        + TrackRewrite.number(UnitValue.clamped(value)),
      nextID: nextID)
  }

  /// The selection's intensities multiplied by `percent` / 100 (0 or more); a result above 1
  /// stays at 1, and the summary says how many did.
  public static func scale(
    by percent: Double, _ ids: Set<EventID>, in events: [TrackEvent], nextID: Int
  ) throws(EditError) -> TrackRewrite {
    guard percent.isFinite, percent >= 0 else {
      throw EditError("scale by a percentage of 0 or more (80 makes the selection softer)")
    }
    let positions = try TrackRewrite.positions(of: ids, in: events)
    var result = events
    var clipped = 0
    for index in positions {
      let scaled = events[index].effectiveIntensity * percent / 100
      if scaled > 1.0005 { clipped += 1 }
      result[index].intensity = UnitValue.clamped(scaled)
    }
    return TrackRewrite(
      events: result,
      summary: "scaled \(TrackRewrite.count(positions.count)) by \(TrackRewrite.number(percent))%"
        + (clipped > 0 ? " (\(clipped) held at 1, the most)" : ""),
      nextID: nextID)
  }

  /// The selection's intensities scaled together so the loudest is `peak` (above 0, at most 1).
  public static func normalize(
    to peak: Double, _ ids: Set<EventID>, in events: [TrackEvent], nextID: Int
  ) throws(EditError) -> TrackRewrite {
    guard peak.isFinite, peak > 0, peak <= 1 else {
      throw EditError("normalise to a peak above 0 and at most 1 (such as 1 or 0.8)")
    }
    let positions = try TrackRewrite.positions(of: ids, in: events)
    let loudest = positions.map { events[$0].effectiveIntensity }.max() ?? 0
    guard loudest > 0 else {
      throw EditError("the selection is silent (intensity 0): there is no peak to normalise")
    }
    let factor = peak / loudest
    var result = events
    for index in positions {
      result[index].intensity = UnitValue.clamped(events[index].effectiveIntensity * factor)
    }
    return TrackRewrite(
      events: result,
      summary: "normalised \(TrackRewrite.count(positions.count)) to peak "
        + "\(TrackRewrite.number(peak)) (×\(TrackRewrite.number(factor)))",
      nextID: nextID)
  }
}
