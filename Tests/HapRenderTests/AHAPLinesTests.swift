import HapModel
import HapTestSupport
import Testing

@testable import HapRender

/// An AHAP artefact read a line at a time has exactly the lines of its printed text (D253).
@Suite struct AHAPLinesTests {
  typealias S = SamplePatterns

  /// Every line of `lines`, each followed by a line break: what the printed text must be.
  static func joined(_ lines: AHAPLines) -> String {
    (0..<lines.count).map { lines.line($0) + "\n" }.joined()
  }

  /// The iOS artefact of `pattern` printed, and as lines.
  static func both(_ pattern: HapticPattern) throws -> (Artifact, AHAPLines) {
    let profile = try #require(DeviceProfile.named("iphone", platform: .ios))
    let printed = Renderer.render(pattern, profiles: [profile])[0].artifact
    let asLines = Renderer.render(pattern, profiles: [profile], artifactAsLines: true)[0].artifact
    #expect(asLines.language == printed.language)
    #expect(asLines.text.isEmpty && asLines.files.isEmpty)
    return (printed, try #require(asLines.lines, "an AHAP artefact comes as lines"))
  }

  @Test func oneDocumentsLinesAreItsText() throws {
    let pattern = HapticPattern(
      id: "mixed",
      track: [
        S.transient(0, 0.6, 0.8), S.continuous(40, 200, 0.5, 0.3, id: 1),
        S.transient(300, 1, 0.1, id: 2), S.continuous(400, 90, 0.9, 0.9, curve: .easeIn, id: 3),
      ])
    let (printed, lines) = try Self.both(pattern)
    #expect(printed.files.count == 1)
    #expect(
      lines.count == printed.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    )
    #expect(Self.joined(lines) == printed.text)
  }

  @Test func layeredArtefactsKeepEachFilesHeading() throws {
    let (printed, lines) = try Self.both(S.rampWithTicks)
    #expect(printed.files.count == 2)
    #expect(lines.line(0).hasPrefix("// ramp-with-ticks.ahap: layer 1 of 2"))
    #expect(Self.joined(lines) == printed.text)
    let swarm = HapticPattern(
      id: "swarm",
      track: (0..<10).map { S.continuous($0 * 10, 500, 0.8, 0.5, curve: .easeOut, id: $0) })
    let (many, manyLines) = try Self.both(swarm)
    #expect(many.files.count > 2)
    #expect(Self.joined(manyLines) == many.text)
  }

  @Test func randomTracksPrintTheSameLines() throws {
    var random = SplitMix64(seed: 253)
    let curves: [Curve?] = [nil, .linear, .easeIn, .easeOut, .hold]
    for size in [1, 2, 5, 40, 300] {
      var at = 0
      let track = (0..<size).map { index -> TrackEvent in
        at += Int(random.next() % 120)
        let level = Double(random.next() % 11) / 10
        if random.next() % 2 == 0 { return S.transient(at, level, 0.5, id: index) }
        let curve = curves[Int(random.next() % UInt64(curves.count))]
        return S.continuous(at, 20 + Int(random.next() % 400), level, 0.4, curve: curve, id: index)
      }
      let (printed, lines) = try Self.both(HapticPattern(id: "random-\(size)", track: track))
      #expect(Self.joined(lines) == printed.text, "\(size) events")
    }
  }
}
