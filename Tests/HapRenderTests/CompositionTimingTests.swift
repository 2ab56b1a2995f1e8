import HapModel
import Testing

@testable import HapRender

/// Issue 20 item 18: composition taps closer than a primitive's typical length start late, so
/// they are reported `approximated`; the Kotlin comment summarises a long composition.
@Suite struct CompositionTimingTests {
  static let full = DeviceProfile.defaultProfile(for: .android)

  @Test func tapsCloserThanTheirPrimitiveAreApproximated() {
    // PRIMITIVE_THUD (sharpness 0.1) lasts about 24 ms: a tap 10 ms later starts late.
    let pattern = HapticPattern(
      id: "close",
      track: [
        SamplePatterns.transient(0, 0.8, 0.1, id: 0), SamplePatterns.transient(10, 0.8, 0.1, id: 1),
        SamplePatterns.transient(200, 0.8, 0.1, id: 2),
      ], requiredCapability: "composition")
    let rendition = Renderer.render(pattern, profile: Self.full)
    #expect(rendition.path.hasPrefix("composition"), "\(rendition.path)")
    let transients = rendition.report.filter { $0.construct == .transient }
    #expect(transients.map(\.status) == [.kept, .approximated, .kept], "\(transients)")
    #expect(transients[1].reason.contains("late"))
  }

  @Test func aLongCompositionsCommentCountsItsPrimitives() {
    let taps = (0..<200).map {
      SamplePatterns.transient($0 * 60, 0.5, $0 % 2 == 0 ? 0.9 : 0.6, id: $0)
    }
    let pattern = HapticPattern(id: "long", track: taps, requiredCapability: "composition")
    let text = Renderer.render(pattern, profile: Self.full).artifact.text
    let longest = text.split(separator: "\n").map(\.count).max() ?? 0
    #expect(longest < 200, "the longest line has \(longest) characters")
    #expect(text.contains("200 primitives: 100 × PRIMITIVE_CLICK, 100 × PRIMITIVE_TICK"))
  }
}
