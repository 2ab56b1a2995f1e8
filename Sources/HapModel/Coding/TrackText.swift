/// A track's events written in the canonical layout, each followed by `,\n`, with where each
/// event's text starts: what `TrackEncodingCache` keeps between encodings.
struct TrackText: Sendable {
  /// The events written.
  var events: [TrackEvent]
  /// Their texts, each followed by `,\n`.
  var bytes: [UInt8]
  /// Where each event's text starts in `bytes`, and `bytes.count` last.
  var starts: [Int]

  /// Writes `events`, copying from `previous` the texts of the events at the start and at the
  /// end that are the same in both.
  init(_ events: [TrackEvent], reusing previous: TrackText?) {
    self.events = events
    let count = events.count
    var head = 0
    var tail = 0
    if let previous {
      let old = previous.events
      let limit = min(count, old.count)
      while head < limit, Self.sameText(events[head], old[head]) { head += 1 }
      while tail < limit - head,
        Self.sameText(events[count - 1 - tail], old[old.count - 1 - tail])
      {
        tail += 1
      }
    }
    var bytes: [UInt8] = []
    var starts: [Int] = []
    starts.reserveCapacity(count + 1)
    let separator: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "\n")]
    if let previous, head + tail > 0 {
      bytes.reserveCapacity(previous.bytes.count + 96 * max(count - previous.events.count, 0))
      bytes += previous.bytes[..<previous.starts[head]]
      starts += previous.starts[..<head]
    } else {
      bytes.reserveCapacity(80 * count)
    }
    var writer = EventLineWriter()
    for index in head..<(count - tail) {
      starts.append(bytes.count)
      writer.append(events[index], to: &bytes)
      bytes += separator
    }
    if let previous, tail > 0 {
      let from = previous.starts[previous.events.count - tail]
      let shift = bytes.count - from
      starts += previous.starts[(previous.events.count - tail)..<previous.events.count].map {
        $0 + shift
      }
      bytes += previous.bytes[from...]
    }
    starts.append(bytes.count)
    self.bytes = bytes
    self.starts = starts
  }

  /// Whether two events are written the same: every written field equal, numbers bit for bit
  /// (stricter than the text needs: two values that print alike are only written again); the
  /// identity is not written.
  static func sameText(_ a: TrackEvent, _ b: TrackEvent) -> Bool {
    a.at == b.at && a.type == b.type && same(a.intensity, b.intensity)
      && same(a.sharpness, b.sharpness) && a.duration == b.duration && a.curve == b.curve
      && a.primitive == b.primitive && a.extra == b.extra
  }

  private static func same(_ a: Double?, _ b: Double?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.bitPattern == b.bitPattern
    default: false
    }
  }
}
