/// A row of the inspector: a field of the selected event or of the pattern.
public enum InspectorField: String, CaseIterable, Sendable {
  case at
  case type
  case intensity
  case sharpness
  case duration
  case curve
  case primitive
  case id
  case title
  case haptic
  case intent
  case requiredCapability
  case fallbacksWeb
  case fallbacksReduced
  /// The frontmatter's `audio:`: the sound the waveform lane draws.
  case audio

  /// The label, spelled as in the file.
  public var label: String {
    switch self {
    case .fallbacksWeb: "fallbacks.web"
    case .fallbacksReduced: "fallbacks.reduced"
    case .title: "title"
    case .haptic: "haptic"
    default: rawValue
    }
  }

  /// Whether the field belongs to the selected event rather than to the pattern.
  public var isEventField: Bool {
    switch self {
    case .at, .type, .intensity, .sharpness, .duration, .curve, .primitive: true
    default: false
    }
  }

  /// Fields shown but not edited here: the grammar version is fixed by the file.
  public var isReadOnly: Bool { self == .haptic }

  /// The event fields, then the pattern fields.
  public static let eventFields: [InspectorField] = [
    .at, .type, .intensity, .sharpness, .duration, .curve, .primitive,
  ]
  public static let patternFields: [InspectorField] = [
    .id, .title, .haptic, .intent, .requiredCapability, .fallbacksWeb, .fallbacksReduced, .audio,
  ]
}
