import HapModel
import Testing

@testable import HapRender

/// Long Android waveforms stay valid Kotlin: no array literal longer than
/// `KotlinArray.literalLimit`, long arrays written as text the object decodes, and what it
/// decodes is exactly what the plan says (D031).
@Suite struct KotlinLongArrayTests {
  /// A track of `count` transients (composition, waveform and duration-only branches).
  static func taps(_ count: Int) -> HapticPattern {
    var generator = PatternGenerator(seed: 0x7A95)
    var at = 0
    let track = (0..<count).map { index -> TrackEvent in
      at += generator.int(40...200)
      return TrackEvent(
        id: EventID(index), at: at, type: .transient, intensity: generator.unit(),
        sharpness: generator.unit(), primitive: generator.chance(5) ? "LOW_TICK" : nil)
    }
    return HapticPattern(id: "long-taps", track: track)
  }

  /// A track of `count` events, half of them curved continuous ones (waveform branches).
  static func mixed(_ count: Int) -> HapticPattern {
    var generator = PatternGenerator(seed: 0x313D)
    var at = 0
    let track = (0..<count).map { index -> TrackEvent in
      at += generator.int(20...100)
      guard generator.chance(50) else {
        return TrackEvent(id: EventID(index), at: at, type: .transient, intensity: generator.unit())
      }
      let duration = generator.int(3...12) * 10
      defer { at += duration }
      return TrackEvent(
        id: EventID(index), at: at, type: .continuous, intensity: generator.unit(),
        sharpness: generator.unit(), duration: duration, curve: generator.pick(Curve.allCases))
    }
    return HapticPattern(id: "long-mixed", track: track)
  }

  static let android = DeviceProfile.defaultProfile(for: .android)

  /// The element count of every `xxxArrayOf(…)` literal in `text`.
  static func literalSizes(_ text: String) -> [Int] {
    var sizes: [Int] = []
    var remaining = Substring(text)
    while let open = remaining.firstRange(of: "ArrayOf(") {
      let rest = remaining[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      let items = rest[..<close].split(separator: ",").filter {
        !$0.allSatisfy(\.isWhitespace)
      }
      sizes.append(items.count)
      remaining = rest[close...]
    }
    return sizes
  }

  /// The contents of every raw string (`"""…"""`) in `text`.
  static func rawStrings(_ text: String) -> [Substring] {
    text.split(separator: "\"\"\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map(\.element)
  }

  @Test func longTracksKeepEveryLiteralAndStringWithinTheBounds() {
    for pattern in [Self.taps(10_000), Self.mixed(10_000)] {
      let text = Renderer.render(pattern, profile: Self.android).artifact.text
      let sizes = Self.literalSizes(text)
      #expect((sizes.max() ?? 0) <= KotlinArray.literalLimit)
      let strings = Self.rawStrings(text)
      #expect(!strings.isEmpty, "the long arrays are written as text")
      // A class constant holds at most 65,535 bytes; chunks stay well below.
      #expect(strings.map(\.utf8.count).max()! <= 60_000)
      #expect(text.contains("64 KB of bytecode per method"), "the artefact says why")
    }
  }

  @Test func decodedArraysAreThePlansArrays() {
    for pattern in [Self.taps(3_000), Self.mixed(3_000)] {
      let text = Renderer.render(pattern, profile: Self.android).artifact.text
      let arrays = ArtifactChecks.kotlinArrays(text)
      let plan = Ladder.plan(RenderInput(pattern), settings: .standard, on: AndroidLadder())
      var checked = 0
      for (position, branch) in plan.branches.enumerated() {
        // A composition the next branch plays as well is printed once, under that branch.
        if position + 1 < plan.branches.count,
          KotlinEmitter.subsumed(branch, by: plan.branches[position + 1])
        {
          continue
        }
        let prefix = "\(branch.rung.rawValue.uppercased())_\(position + 1)"
        switch branch.effect {
        case .waveform(let waveform):
          #expect(arrays[prefix + "_TIMINGS"] == waveform.timings.map(String.init))
          #expect(arrays[prefix + "_AMPLITUDES"] == waveform.amplitudes.map(String.init))
          checked += 2
        case .onOff(let timings):
          #expect(arrays[prefix + "_TIMINGS"] == timings.map(String.init))
          checked += 1
        case .composition(let taps) where taps.count > 1:
          #expect(
            arrays[prefix + "_PRIMITIVES"]
              == taps.map { "VibrationEffect.Composition.\($0.primitive.constant)" })
          #expect(arrays[prefix + "_SCALES"] == taps.map { Decimal.text($0.scale) + "f" })
          #expect(arrays[prefix + "_STARTS"] == taps.map { String($0.at) })
          checked += 3
        default: break
        }
      }
      #expect(checked >= 3)
      #expect(ArtifactChecks.kotlinProblems(text).isEmpty)
    }
  }

  @Test func theLimitIsWhereLiteralsStop() {
    let atLimit = KotlinArray.constant("A", .long, Array(1...KotlinArray.literalLimit))
    #expect(atLimit.text.hasPrefix("  private val A = longArrayOf(\n"))
    #expect(atLimit.helpers.isEmpty)
    let past = KotlinArray.constant("B", .int, Array(1...(KotlinArray.literalLimit + 1)))
    #expect(past.text.contains("  private val B = intsFrom(\n"))
    #expect(past.helpers == [.longs, .ints])
    #expect(
      ArtifactChecks.kotlinArrays(past.text)["B"]
        == (1...(KotlinArray.literalLimit + 1)).map(String.init))
    let chunks = Self.rawStrings(past.text)
    #expect(chunks.count == 1)
    let many = KotlinArray.constant("C", .long, Array(0..<(2 * KotlinArray.chunkValues + 1)))
    #expect(Self.rawStrings(many.text).count == 3)
  }

  @Test(
    .enabled(
      if: KotlinToolchain.isAvailable, "needs kotlinc, javac and java (apt-get install kotlin)"))
  func theEmittedKotlinCompilesAndDecodesOnTheJVM() throws {
    let patterns = [Self.taps(10_000), Self.mixed(10_000), SamplePatterns.doubleTap]
    let files = patterns.map { Renderer.render($0, profile: Self.android).artifact.files[0] }
    let decoded = try KotlinToolchain.compileAndDump(files.map { ($0.name, $0.text) })
    for file in files {
      let className = String(file.name.dropLast(".kt".count))
      for (name, items) in ArtifactChecks.kotlinArrays(file.text) {
        let jvm = decoded["\(className).\(name)"]
        // Java prints floats without the `f`, and primitives as the SDK's numbers.
        let expected = items.map { item -> String in
          if item.hasSuffix("f") { return String(Float(item.dropLast())!) }
          return KotlinToolchain.primitiveValues[item].map(String.init) ?? item
        }
        #expect(jvm == expected, "\(className).\(name)")
      }
    }
  }
}
