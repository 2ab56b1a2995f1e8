/// What `adb shell dumpsys vibrator_manager` says about a phone's (first) vibrator (D104).
public struct VibratorInfo: Sendable, Equatable {
  /// The vibrator ids the manager lists (empty: no vibrator).
  public var vibratorIDs: [Int]
  /// Capability names (`AMPLITUDE_CONTROL`, `COMPOSE_EFFECTS`, `COMPOSE_PWLE_EFFECTS_V2`…).
  public var capabilities: Set<String>
  /// Predefined effects the HAL implements (`CLICK`, `TICK`, `HEAVY_CLICK`…).
  public var supportedEffects: Set<String>
  /// Supported primitives by shell id (click 1 … low_tick 8), with their length in ms when the
  /// dump gives one.
  public var primitiveLengths: [Int: Int?]
  public var primitiveDelayMax: Int?
  public var compositionSizeMax: Int?
  public var maxEnvelopeEffectSize: Int?
  public var minEnvelopeControlPointMillis: Int?
  public var maxEnvelopeControlPointMillis: Int?
  public var resonantFrequency: Double?
  public var qFactor: Double?

  public init(
    vibratorIDs: [Int] = [], capabilities: Set<String> = [], supportedEffects: Set<String> = [],
    primitiveLengths: [Int: Int?] = [:], primitiveDelayMax: Int? = nil,
    compositionSizeMax: Int? = nil, maxEnvelopeEffectSize: Int? = nil,
    minEnvelopeControlPointMillis: Int? = nil, maxEnvelopeControlPointMillis: Int? = nil,
    resonantFrequency: Double? = nil, qFactor: Double? = nil
  ) {
    self.vibratorIDs = vibratorIDs
    self.capabilities = capabilities
    self.supportedEffects = supportedEffects
    self.primitiveLengths = primitiveLengths
    self.primitiveDelayMax = primitiveDelayMax
    self.compositionSizeMax = compositionSizeMax
    self.maxEnvelopeEffectSize = maxEnvelopeEffectSize
    self.minEnvelopeControlPointMillis = minEnvelopeControlPointMillis
    self.maxEnvelopeControlPointMillis = maxEnvelopeControlPointMillis
    self.resonantFrequency = resonantFrequency
    self.qFactor = qFactor
  }

  /// The primitive names of the shell ids, as the dump spells them.
  public static let primitiveNames = [
    "CLICK": 1, "THUD": 2, "SPIN": 3, "QUICK_RISE": 4, "SLOW_RISE": 5, "QUICK_FALL": 6,
    "TICK": 7, "LOW_TICK": 8,
  ]

  /// A primitive's length in ms, 20 when the dump did not say.
  public func primitiveLength(_ id: Int) -> Int {
    (primitiveLengths[id] ?? nil) ?? 20
  }

  /// Whether any vibrator was listed.
  public var hasVibrator: Bool { !vibratorIDs.isEmpty || !capabilities.isEmpty }
}
