import HapModel

/// How inspector fields read as text and how typed text becomes an edit.
enum FieldText {
  /// The field's value as the inspector shows it; empty when absent.
  static func text(of field: InspectorField, in state: EditorState) -> String {
    text(of: field, track: state.track, document: state.document)
  }

  /// The field's value for the selected event of `track` and the pattern of `document`.
  static func text(of field: InspectorField, track: TrackState, document: DocumentInfo) -> String {
    let pattern = track.pattern
    let event = track.primaryEvent
    switch field {
    case .at: return event.map { String($0.at) } ?? ""
    case .type: return event?.type.rawValue ?? ""
    case .intensity: return event?.intensity.map(number) ?? ""
    case .sharpness: return event?.sharpness.map(number) ?? ""
    case .duration: return event?.duration.map(String.init) ?? ""
    case .curve: return event?.curve?.rawValue ?? ""
    case .primitive: return event?.primitive ?? ""
    case .id: return pattern.id
    case .title: return document.title.map(oneLine) ?? ""
    case .haptic: return pattern.haptic
    case .intent: return pattern.intent ?? ""
    case .requiredCapability: return pattern.requiredCapability ?? ""
    case .fallbacksWeb:
      return pattern.fallbacks?.web.map { $0.map(String.init).joined(separator: ", ") } ?? ""
    case .fallbacksReduced: return pattern.fallbacks?.reduced ?? ""
    case .audio: return document.audio ?? ""
    }
  }

  /// A multi-line title (a folded or literal one) on one line: its lines joined by spaces.
  static func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// A number as the inspector writes it: up to three decimals, no trailing zeros.
  static func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// The edit that typing `text` into `field` means, or why the text is not a valid value.
  static func op(for field: InspectorField, text raw: String, in state: EditorState)
    throws(EditError)
    -> EditOp
  {
    let text = raw.trimmingWhitespace()
    let empty = text.isEmpty || text == "none"
    if field.isEventField {
      guard let id = state.track.primaryEvent?.id else { throw EditError("select an event first") }
      switch field {
      case .at: return .setEvent(id, .at(try milliseconds(text, name: "at")))
      case .duration: return .setEvent(id, .duration(try milliseconds(text, name: "duration")))
      case .type:
        guard let type = EventType(rawValue: text) else {
          throw EditError("type is transient or continuous")
        }
        return .setEvent(id, .type(type))
      case .intensity:
        return .setEvent(id, .intensity(empty ? nil : try unit(text, name: "intensity")))
      case .sharpness:
        return .setEvent(id, .sharpness(empty ? nil : try unit(text, name: "sharpness")))
      case .curve:
        if empty { return .setEvent(id, .curve(nil)) }
        guard let curve = Curve(rawValue: text) else {
          throw EditError("curve is one of linear, easeIn, easeOut, hold (or none)")
        }
        return .setEvent(id, .curve(curve))
      default: return .setEvent(id, .primitive(empty ? nil : text))
      }
    }
    switch field {
    case .id: return .setPattern(.id(text))
    case .intent: return .setPattern(.intent(empty ? nil : text))
    case .requiredCapability: return .setPattern(.requiredCapability(empty ? nil : text))
    case .fallbacksReduced: return .setPattern(.fallbacksReduced(empty ? nil : text))
    case .fallbacksWeb: return .setPattern(.fallbacksWeb(empty ? nil : try list(text)))
    default: throw EditError("\(field.label) cannot be edited here")
    }
  }

  static func milliseconds(_ text: String, name: String) throws(EditError) -> Int {
    var digits = text
    if digits.hasSuffix("ms") { digits = String(digits.dropLast(2)).trimmingWhitespace() }
    guard let value = Int(digits), value >= 0 else {
      throw EditError("\(name) is a whole number of milliseconds, 0 or more (for example 120)")
    }
    return value
  }

  static func unit(_ text: String, name: String) throws(EditError) -> Double {
    guard let value = Double(text), value.isFinite, (0...1).contains(value) else {
      throw EditError("\(name) is a number from 0 to 1 (for example 0.6), or empty to remove it")
    }
    return value
  }

  static func list(_ text: String) throws(EditError) -> [Int] {
    let inner = text.trimming("[]")
    let parts = inner.split { $0 == "," || $0 == " " }
    var values: [Int] = []
    for part in parts {
      guard let value = Int(part), value >= 0 else {
        throw EditError("fallbacks.web is a list of milliseconds like 20, 40, 30 (on, off, on…)")
      }
      values.append(value)
    }
    guard !values.isEmpty else { throw EditError("fallbacks.web needs at least one duration") }
    return values
  }
}

extension String {
  func trimmingWhitespace() -> String {
    trimming(" \t")
  }

  func trimming(_ set: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
