/// Writes the track's events in the canonical layout, straight into the block's bytes.
///
/// An event without unknown members (nearly all of them) is written here: its members' values
/// are printed once into a scratch buffer, the width of its one-line form is added up from
/// their lengths, and the line is written either way (one line, or opened up one member per
/// line when it would pass `PatternEncoder.lineWidth`). An event with unknown members is
/// written by `PatternEncoder`'s general member code. The output is the same either way.
struct EventLineWriter {
  /// Each member's name as written: `"at": ` and so on, in `PatternKeys.event` order.
  private let names: [[UInt8]] = PatternKeys.event.map {
    Array((JSONWriter.quoted($0) + ": ").utf8)
  }
  private let inlineStart = Array("    { ".utf8)
  private let openStart = Array("    {\n".utf8)
  private let openIndent = Array("      ".utf8)
  private let openEnd = Array("\n    }".utf8)
  /// The values of the event being written, one after the other.
  private var values: [UInt8] = []
  /// For each member written: its name (an index of `names`) and where its value ends.
  private var members: [(name: Int, end: Int)] = []

  /// Appends `event` at the track's indentation (four spaces), without a separator.
  mutating func append(_ event: TrackEvent, to output: inout [UInt8]) {
    guard event.extra.isEmpty else {
      output += Array(PatternEncoder.eventLine(event).utf8)
      return
    }
    values.removeAll(keepingCapacity: true)
    members.removeAll(keepingCapacity: true)
    JSONBytes.appendInteger(event.at, to: &values)
    members.append((0, values.count))
    JSONBytes.appendQuoted(event.type.rawValue, to: &values)
    members.append((1, values.count))
    if let intensity = event.intensity {
      JSONBytes.appendNumber(intensity, to: &values)
      members.append((2, values.count))
    }
    if let sharpness = event.sharpness {
      JSONBytes.appendNumber(sharpness, to: &values)
      members.append((3, values.count))
    }
    if let duration = event.duration {
      JSONBytes.appendInteger(duration, to: &values)
      members.append((4, values.count))
    }
    if let curve = event.curve {
      JSONBytes.appendQuoted(curve.rawValue, to: &values)
      members.append((5, values.count))
    }
    if let primitive = event.primitive {
      JSONBytes.appendQuoted(primitive, to: &values)
      members.append((6, values.count))
    }
    if fitsOnOneLine() {
      writeInline(to: &output)
    } else {
      writeOpen(to: &output)
    }
  }

  /// Whether the one-line form, with the comma that may follow it, fits in the line width.
  ///
  /// The width is counted in characters, as `PatternEncoder` counts it: for ASCII (every
  /// value but a primitive's text) that is the bytes, otherwise the line is made and counted.
  private func fitsOnOneLine() -> Bool {
    guard values.allSatisfy({ $0 < 0x80 }) else {
      var line: [UInt8] = []
      writeInline(to: &line)
      return String(decoding: line, as: UTF8.self).count + 1 <= PatternEncoder.lineWidth
    }
    // `    { ` and ` }`, `, ` between members, then each name and value.
    var width = 4 + 2 + 2 + 2 * (members.count - 1) + values.count
    for member in members { width += names[member.name].count }
    return width + 1 <= PatternEncoder.lineWidth
  }

  /// `    { "at": 0, "type": "transient" }`
  private func writeInline(to output: inout [UInt8]) {
    output += inlineStart
    var start = 0
    for (position, member) in members.enumerated() {
      if position > 0 {
        output.append(UInt8(ascii: ","))
        output.append(UInt8(ascii: " "))
      }
      output += names[member.name]
      output += values[start..<member.end]
      start = member.end
    }
    output.append(UInt8(ascii: " "))
    output.append(UInt8(ascii: "}"))
  }

  /// The event opened up: its braces at the track's indentation, a member per line inside.
  private func writeOpen(to output: inout [UInt8]) {
    output += openStart
    var start = 0
    for (position, member) in members.enumerated() {
      if position > 0 {
        output.append(UInt8(ascii: ","))
        output.append(UInt8(ascii: "\n"))
      }
      output += openIndent
      output += names[member.name]
      output += values[start..<member.end]
      start = member.end
    }
    output += openEnd
  }
}
