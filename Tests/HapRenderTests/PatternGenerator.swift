import HapModel
import HapTestSupport

/// Deterministic random patterns for invariant tests (SplitMix64, so every run sees the same).
struct PatternGenerator {
  private var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  mutating func next() -> UInt64 {
    random.next()
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  mutating func unit() -> Double { Double(int(0...1000)) / 1000 }

  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

  static let tokens = IntentToken.allCases.map(\.rawValue) + ["haptic.tap", "impact.ultra"]
  static let primitives = [
    "PRIMITIVE_CLICK", "thud", "LOW_TICK", "spin", "quick_rise", "tick", "boing", "",
  ]

  /// One random pattern: sometimes unsorted, sometimes out of range, sometimes with tokens a
  /// 0.1 runtime does not know, sometimes past platform limits.
  mutating func pattern(_ number: Int) -> HapticPattern {
    var events: [TrackEvent] = []
    let count = chance(20) ? 0 : int(1...14)
    var at = 0
    for index in 0..<count {
      at = chance(15) ? int(0...3000) : at + int(0...400)
      let continuous = chance(45)
      var duration: Int? = continuous ? int(1...900) : (chance(10) ? int(0...50) : nil)
      if continuous, chance(8) { duration = int(29_000...70_000) }
      if continuous, chance(5) { duration = chance(50) ? nil : 0 }
      events.append(
        TrackEvent(
          id: EventID(index), at: at, type: continuous ? .continuous : .transient,
          intensity: chance(85) ? (chance(5) ? 1.5 : unit()) : nil,
          sharpness: chance(75) ? (chance(5) ? -0.3 : unit()) : nil,
          duration: duration,
          curve: chance(45) ? pick(Curve.allCases) : nil,
          primitive: chance(20) ? pick(Self.primitives) : nil))
    }
    var web: [Int]? = nil
    if chance(70) {
      let length = chance(10) ? int(90...130) : int(0...9)
      web = (0..<length).map { _ in chance(5) ? int(10_000...25_000) : int(0...400) }
    }
    return HapticPattern(
      id: "generated-\(number)",
      intent: chance(50) ? pick(Self.tokens) : nil,
      track: count == 0 ? (chance(50) ? nil : []) : events,
      requiredCapability: chance(30)
        ? pick(Capability.allCases.map(\.rawValue) + ["haptics"]) : nil,
      fallbacks: chance(80)
        ? Fallbacks(web: web, reduced: chance(40) ? pick(Self.tokens) : nil) : nil)
  }

  /// `count` patterns from a fixed seed.
  static func patterns(_ count: Int, seed: UInt64 = 0x5EED) -> [HapticPattern] {
    var generator = PatternGenerator(seed: seed)
    return (0..<count).map { generator.pattern($0) }
  }
}
