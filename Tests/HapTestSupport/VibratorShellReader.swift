import Foundation

/// Reads a `cmd vibrator_manager` command the way one release's shell parses it, and rebuilds
/// the amplitude the phone would drive, millisecond by millisecond.
///
/// Written from AOSP's `VibratorManagerShellCommand` grammar (issue 21), independently of
/// haptui's builder, so a test can check that what haptui sends parses on that release.
public struct VibratorShellReader {
  /// The release families whose grammar the reader knows.
  public enum Release: String, Sendable {
    case oldest, android16, latest
  }

  /// A command the release's shell refuses, with the reason.
  public struct Refusal: Error, CustomStringConvertible {
    public var description: String
  }

  /// What a command asks for: the command word, the common options and the amplitude per ms.
  public struct Reading: Sendable {
    public var command: String
    public var options: [String: String]
    public var levels: [Double]
    /// The effect words (`waveform`, `envelope`, `primitives`, `xml`…).
    public var effects: [String]
  }

  public var release: Release
  /// Primitive lengths in ms by id, for rebuilding compositions.
  public var primitiveLength: [Int: Int]

  public init(release: Release, primitiveLength: [Int: Int] = [:]) {
    self.release = release
    self.primitiveLength = primitiveLength
  }

  private var modern: Bool { release != .oldest }

  /// Reads `line`, the text after `adb shell` (shell-quoted words).
  public func read(line: String) throws -> Reading {
    try read(words: try Self.split(line))
  }

  /// Reads the words of a command, starting with `cmd vibrator_manager`.
  public func read(words: [String]) throws -> Reading {
    var rest = words[...]
    guard rest.popFirst() == "cmd", rest.popFirst() == "vibrator_manager" else {
      throw Refusal(description: "not a vibrator_manager command")
    }
    guard let command = rest.popFirst() else { throw Refusal(description: "no command") }
    let known =
      ["synced", "combined", "cancel", "help", "list"] + (modern ? ["xml"] : [])
      + (release == .latest ? [] : ["sequential"])
    guard known.contains(command) else { throw Refusal(description: "unknown command \(command)") }
    var options: [String: String] = [:]
    while let word = rest.first, word.hasPrefix("-") {
      rest.removeFirst()
      switch word {
      case "-f", "-B": options[word] = ""
      case "-d": options[word] = try Self.take(&rest)
      case "-u" where modern: options[word] = try Self.take(&rest)
      case "-S" where release == .latest: options[word] = ""
      default: throw Refusal(description: "unknown option \(word)")
      }
    }
    if command == "cancel" || command == "help" || command == "list" {
      return Reading(command: command, options: options, levels: [], effects: [])
    }
    var levels: [Double] = []
    var effects: [String] = []
    if command == "xml" {
      guard let xml = rest.popFirst(), rest.isEmpty else {
        throw Refusal(description: "xml takes one argument")
      }
      effects.append("xml")
      levels = try xmlLevels(xml)
      return Reading(command: command, options: options, levels: levels, effects: effects)
    }
    while let effect = rest.popFirst() {
      effects.append(effect)
      switch effect {
      case "oneshot": levels += try oneshot(&rest)
      case "waveform": levels += try waveform(&rest)
      case "envelope" where modern: levels += try envelope(&rest)
      case "prebaked": levels += try prebaked(&rest)
      case "primitives": levels += try primitives(&rest)
      default: throw Refusal(description: "unknown effect \(effect)")
      }
    }
    guard !effects.isEmpty else { throw Refusal(description: "no effect") }
    return Reading(command: command, options: options, levels: levels, effects: effects)
  }

  private func oneshot(_ rest: inout ArraySlice<String>) throws -> [Double] {
    var delay = 0
    var amplitudes = false
    while let word = rest.first, word.hasPrefix("-") {
      rest.removeFirst()
      switch word {
      case "-w": delay = try Self.int(&rest)
      case "-a": amplitudes = true
      default: throw Refusal(description: "oneshot: unknown option \(word)")
      }
    }
    let duration = try Self.int(&rest)
    let amplitude = amplitudes ? Double(try Self.int(&rest)) / 255 : 1
    return Array(repeating: 0, count: delay) + Array(repeating: amplitude, count: duration)
  }

  private func waveform(_ rest: inout ArraySlice<String>) throws -> [Double] {
    var delay = 0
    var amplitudes = false
    var frequencies = false
    var continuous = false
    while let word = rest.first, word.hasPrefix("-") {
      rest.removeFirst()
      switch word {
      case "-w": delay = try Self.int(&rest)
      case "-r": _ = try Self.int(&rest)
      case "-a": amplitudes = true
      case "-f": frequencies = true
      case "-c": continuous = true
      default: throw Refusal(description: "waveform: unknown option \(word)")
      }
    }
    var levels = [Double](repeating: 0, count: delay)
    var next = 0.0
    var current = 0.0
    var entries = 0
    while let word = rest.first, let duration = Int(word) {
      rest.removeFirst()
      guard duration >= 0 else { throw Refusal(description: "negative duration") }
      let target: Double
      if amplitudes {
        let value = try Self.double(&rest)
        guard (0...255).contains(value) else { throw Refusal(description: "amplitude \(value)") }
        target = value / 255
      } else {
        target = next
        next = 1 - next
      }
      if frequencies { _ = try Self.double(&rest) }
      for step in 0..<duration {
        levels.append(
          continuous ? current + (target - current) * Double(step + 1) / Double(duration) : target)
      }
      current = target
      entries += 1
    }
    guard entries > 0 else { throw Refusal(description: "waveform without entries") }
    return levels
  }

  private func envelope(_ rest: inout ArraySlice<String>) throws -> [Double] {
    while let word = rest.first, word.hasPrefix("-") {
      rest.removeFirst()
      switch word {
      case "-a": throw Refusal(description: "envelope -a is the waveform envelope (not read)")
      case "-i": _ = try Self.double(&rest)
      case "-r": _ = try Self.int(&rest)
      default: throw Refusal(description: "envelope: unknown option \(word)")
      }
    }
    var points: [(Int, Double)] = []
    while let word = rest.first, let duration = Int(word) {
      rest.removeFirst()
      let intensity = try Self.double(&rest)
      let sharpness = try Self.double(&rest)
      guard (0...1).contains(intensity), (0...1).contains(sharpness) else {
        throw Refusal(description: "envelope values out of 0...1")
      }
      points.append((duration, intensity))
    }
    guard let last = points.last, last.1 == 0 else {
      throw Refusal(description: "a basic envelope must end at intensity 0")
    }
    return Self.ramps(points)
  }

  private func prebaked(_ rest: inout ArraySlice<String>) throws -> [Double] {
    var delay = 0
    while let word = rest.first, word.hasPrefix("-") {
      rest.removeFirst()
      switch word {
      case "-w": delay = try Self.int(&rest)
      case "-b": break
      default: throw Refusal(description: "prebaked: unknown option \(word)")
      }
    }
    _ = try Self.int(&rest)
    return Array(repeating: 0, count: delay) + Array(repeating: 1, count: 20)
  }

  private func primitives(_ rest: inout ArraySlice<String>) throws -> [Double] {
    var levels: [Double] = []
    var count = 0
    while let word = rest.first {
      var delay = 0
      var scale = 1.0
      var look = rest
      while let option = look.first, option.hasPrefix("-") {
        look.removeFirst()
        switch option {
        case "-w": delay = try Self.int(&look)
        case "-o" where modern: _ = try Self.int(&look)
        case "-s" where modern: scale = try Self.double(&look)
        default: throw Refusal(description: "primitives: unknown option \(option)")
        }
      }
      guard let idWord = look.first, let id = Int(idWord) else {
        if word.hasPrefix("-") { throw Refusal(description: "primitive options without an id") }
        break
      }
      guard (1...8).contains(id) else { throw Refusal(description: "primitive id \(id)") }
      look.removeFirst()
      rest = look
      levels += Array(repeating: 0, count: delay)
      levels += Array(repeating: scale, count: primitiveLength[id] ?? 20)
      count += 1
    }
    guard count > 0 else { throw Refusal(description: "primitives without an id") }
    return levels
  }

  /// The amplitude an XML effect drives (basic envelope, primitives, waveform).
  private func xmlLevels(_ xml: String) throws -> [Double] {
    guard xml.hasPrefix("<vibration-effect>"), xml.hasSuffix("</vibration-effect>") else {
      throw Refusal(description: "not a <vibration-effect>")
    }
    let elements = Self.elements(xml)
    if xml.contains("<basic-envelope-effect") {
      guard release != .oldest else { throw Refusal(description: "no envelopes here") }
      let points = try elements.filter { $0.name == "control-point" }.map {
        (try Self.attribute($0, "durationMs"), try Self.attributeDouble($0, "intensity"))
      }
      guard let last = points.last, last.1 == 0 else {
        throw Refusal(description: "a basic envelope must end at intensity 0")
      }
      return Self.ramps(points)
    }
    var levels: [Double] = []
    for element in elements {
      switch element.name {
      case "waveform-entry":
        let duration = try Self.attribute(element, "durationMs")
        let text = element.attributes["amplitude"] ?? ""
        let amplitude = text == "default" ? 1 : (Double(text) ?? -1) / 255
        guard (0...1).contains(amplitude) else { throw Refusal(description: "amplitude \(text)") }
        levels += Array(repeating: amplitude, count: duration)
      case "primitive-effect":
        let names = [
          "click": 1, "thud": 2, "spin": 3, "quick_rise": 4, "slow_rise": 5, "quick_fall": 6,
          "tick": 7, "low_tick": 8,
        ]
        guard let id = names[element.attributes["name"] ?? ""] else {
          throw Refusal(description: "unknown primitive")
        }
        let delay = Int(element.attributes["delayMs"] ?? "0") ?? 0
        let scale = Double(element.attributes["scale"] ?? "1") ?? 1
        levels += Array(repeating: 0, count: delay)
        levels += Array(repeating: scale, count: primitiveLength[id] ?? 20)
      case "predefined-effect":
        levels += Array(repeating: 1, count: 20)
      default:
        continue
      }
    }
    return levels
  }

  /// Linear ramps from intensity 0 through each (duration, intensity) point.
  static func ramps(_ points: [(Int, Double)]) -> [Double] {
    var levels: [Double] = []
    var current = 0.0
    for (duration, target) in points {
      for step in 0..<duration {
        levels.append(current + (target - current) * Double(step + 1) / Double(duration))
      }
      current = target
    }
    return levels
  }

  private struct Element {
    var name: String
    var attributes: [String: String]
  }

  private static func elements(_ xml: String) -> [Element] {
    var result: [Element] = []
    for chunk in xml.split(separator: "<").dropFirst() where !chunk.hasPrefix("/") {
      let body = chunk.prefix { $0 != ">" }.replacingOccurrences(of: "/", with: " ")
      let parts = body.split(separator: " ")
      guard let name = parts.first else { continue }
      var attributes: [String: String] = [:]
      for part in parts.dropFirst() {
        let pair = part.split(separator: "=", maxSplits: 1)
        if pair.count == 2 { attributes[String(pair[0])] = pair[1].trimmingCharacters(in: ["\""]) }
      }
      result.append(Element(name: String(name), attributes: attributes))
    }
    return result
  }

  private static func attribute(_ element: Element, _ name: String) throws -> Int {
    guard let value = element.attributes[name].flatMap({ Int($0) }), value >= 0 else {
      throw Refusal(description: "\(element.name) needs \(name)")
    }
    return value
  }

  private static func attributeDouble(_ element: Element, _ name: String) throws -> Double {
    guard let value = element.attributes[name].flatMap({ Double($0) }), (0...1).contains(value)
    else { throw Refusal(description: "\(element.name) needs \(name) in 0...1") }
    return value
  }

  private static func take(_ rest: inout ArraySlice<String>) throws -> String {
    guard let word = rest.popFirst() else { throw Refusal(description: "missing argument") }
    return word
  }

  private static func int(_ rest: inout ArraySlice<String>) throws -> Int {
    let word = try take(&rest)
    guard let value = Int(word) else { throw Refusal(description: "'\(word)' is not an integer") }
    return value
  }

  private static func double(_ rest: inout ArraySlice<String>) throws -> Double {
    let word = try take(&rest)
    guard let value = Double(word) else { throw Refusal(description: "'\(word)' is not a number") }
    return value
  }

  /// Splits a POSIX shell line into words (single and double quotes, backslashes).
  public static func split(_ line: String) throws -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        current.append(character)
        escaped = false
        continue
      }
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          current.append(character)
        }
        continue
      }
      switch character {
      case "'", "\"":
        quote = character
        inWord = true
      case "\\":
        escaped = true
        inWord = true
      case " ", "\t", "\n":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      default:
        current.append(character)
        inWord = true
      }
    }
    guard quote == nil else { throw Refusal(description: "unterminated quote") }
    if inWord { words.append(current) }
    return words
  }
}
