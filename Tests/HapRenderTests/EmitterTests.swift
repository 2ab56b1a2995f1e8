import HapModel
import Testing

@testable import HapRender

/// Emitter details: AHAP chaining, splitting and layering; browser and gamepad limits; Kotlin
/// guards; deterministic number text.
@Suite struct EmitterTests {
  typealias S = SamplePatterns

  static func ios(_ pattern: HapticPattern) -> Rendition {
    Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .ios))
  }

  @Test func longEaseCurvesAreChainedInCurvesOfSixteenPoints() {
    let pattern = HapticPattern(id: "swell", track: [S.continuous(0, 4000, 1, 0.5, curve: .easeIn)])
    let layering = AHAPLayering(events: RenderInput(pattern).events)
    let curves = layering.documents[0].curves
    // One point every 100 ms: 41 points, so three curves of 16, 16 and 11 points, each
    // starting at the previous one's last point.
    #expect(layering.pointCount[0] == 41)
    #expect(curves.count == 3)
    #expect(curves.allSatisfy { $0.points.count <= 16 && $0.points.first?.time == 0 })
    for (first, second) in zip(curves, curves.dropFirst()) {
      #expect(first.time + first.points.last!.time == second.time)
      #expect(first.points.last!.value == second.points.first!.value)
    }
    #expect(curves.map(\.points.count) == [16, 16, 11])
    #expect(curves.last.map { $0.time + $0.points.last!.time } == 4000)
    let report = Self.ios(pattern).report.first { $0.construct == .curve }
    #expect(report?.reason.contains("41 control points in 3 chained curve(s)") == true)
    #expect(ArtifactChecks.ahapProblems(Self.ios(pattern).artifact.text).isEmpty)
  }

  @Test func continuousEventsOverThirtySecondsAreSplit() {
    let pattern = HapticPattern(id: "hum", track: [S.continuous(1000, 75_000, 0.5)])
    let rendition = Self.ios(pattern)
    let events = AHAPLayering(events: RenderInput(pattern).events).documents[0].events
    #expect(events.map(\.duration) == [30_000, 30_000, 15_000])
    #expect(events.map(\.time) == [1000, 31_000, 61_000])
    let continuous = rendition.report.first { $0.construct == .continuous }
    #expect(continuous?.status == .approximated)
    #expect(continuous?.reason.contains("split into 3") == true)
  }

  @Test func aCurveGetsItsOwnLayerOnlyWhenSomethingPlaysUnderIt() {
    // Ticks on a ramp: two layers, the ticks unscaled.
    let layered = Self.ios(S.rampWithTicks)
    #expect(
      layered.artifact.files.map(\.name) == ["ramp-with-ticks.ahap", "ramp-with-ticks.layer2.ahap"])
    #expect(!layered.artifact.files[0].text.contains("ParameterCurve"))
    #expect(layered.artifact.files[1].text.contains("ParameterCurve"))
    #expect(layered.artifact.files.allSatisfy { ArtifactChecks.ahapProblems($0.text).isEmpty })
    let curve = layered.report.first { $0.construct == .curve }
    #expect(curve?.reason.contains("layer 2 of 2") == true)
    // A ramp followed by a tap at its very end: the curve ends at 1.0, one layer suffices.
    let touching = HapticPattern(
      id: "ramp",
      track: [S.continuous(0, 300, 1, 0.5, curve: .linear), S.transient(300, 1, 1, id: 1)])
    #expect(Self.ios(touching).artifact.files.count == 1)
    // A tap at the ramp's start would be silenced by the curve's 0: it goes to another layer.
    let atStart = HapticPattern(
      id: "ramp",
      track: [S.continuous(0, 300, 1, 0.5, curve: .linear), S.transient(0, 1, 1, id: 1)])
    #expect(Self.ios(atStart).artifact.files.count == 2)
  }

  @Test func tooManyOverlappingCurvesAreSteppedInAFlatLayer() {
    let events = (0..<10).map { S.continuous($0 * 10, 500, 0.8, 0.5, curve: .easeOut, id: $0) }
    let pattern = HapticPattern(id: "swarm", track: events)
    let rendition = Self.ios(pattern)
    #expect(rendition.artifact.files.count == AHAPLayering.maximumLayers + 1)
    let curves = rendition.report.filter { $0.construct == .curve }
    #expect(curves.filter { $0.status == .approximated }.count == 2)
    #expect(rendition.artifact.files.allSatisfy { ArtifactChecks.ahapProblems($0.text).isEmpty })
    #expect(!rendition.artifact.files.last!.text.contains("ParameterCurve"))
  }

  @Test func ahapNumbersAreDeterministicText() {
    #expect(Decimal.text(0.1 + 0.2) == "0.3")
    #expect(Decimal.text(1) == "1.0")
    #expect(Decimal.text(0.123456) == "0.1235")
    #expect(Decimal.seconds(1234) == "1.234")
    #expect(Decimal.seconds(0) == "0.0")
    #expect(Decimal.text(-0.00001) == "0.0")
    let text = Self.ios(S.heartbeat).artifact.text
    #expect(text.hasPrefix("{\n  \"Version\": 1.0,\n  \"Pattern\": ["))
    #expect(text.contains("\"Time\": 1.08,"))
  }

  @Test func webPatternsAreFittedToBrowserLimits() {
    let long = WebPattern([25_000, 100, 30])
    #expect(long.entries == [10_000, 0, 10_000, 0, 5_000, 100, 30])
    #expect(long.changes.count == 1)
    let many = WebPattern(Array(repeating: 20, count: 130))
    #expect(many.entries.count == 99)
    #expect(many.changes.contains { $0.contains("31 entries past the 99th dropped") })
    let trailing = WebPattern([30, 50])
    #expect(trailing.entries == [30])
    let rendition = Renderer.render(
      HapticPattern(id: "long", fallbacks: Fallbacks(web: [25_000])),
      profile: DeviceProfile.defaultProfile(for: .web))
    #expect(rendition.report.first { $0.construct == .web }?.status == .approximated)
    #expect(
      ArtifactChecks.vibratePattern(rendition.artifact.text) == [10_000, 0, 10_000, 0, 5_000])
    #expect(WebPattern([0, 100]).vibrates == false)
  }

  @Test func gamepadStepsNeverExceedChromiumsFiveSeconds() {
    let pattern = HapticPattern(id: "rumble", track: [S.continuous(0, 12_000, 0.5, 0.5)])
    let rendition = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .gamepad))
    #expect(rendition.artifact.text.contains("[0, 5000, 0.5, 0.5],"))
    #expect(rendition.artifact.text.contains("[10000, 2000, 0.5, 0.5],"))
    #expect(ArtifactChecks.gamepadProblems(rendition.artifact.text).isEmpty)
    #expect(rendition.artifact.text.contains("0x8000  0x8000"))
  }

  @Test func kotlinGuardsEachBranchAndEndsInTheDurationOnlyPath() {
    let text = Renderer.render(S.doubleTap, profile: DeviceProfile.defaultProfile(for: .android))
      .artifact.text
    let order = [
      "areAllPrimitivesSupported(VibrationEffect.Composition.PRIMITIVE_LOW_TICK)",
      "Build.VERSION.SDK_INT >= 29", "vibrator.hasAmplitudeControl()",
      "VibrationEffect.createWaveform(TRACK_7_TIMINGS, -1)",
    ]
    let positions = order.map { text.firstRange(of: $0)?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 }.elementsEqual(positions.compactMap { $0 }.sorted()))
    #expect(text.contains("android.permission.VIBRATE"))
    #expect(text.contains("if (!vibrator.hasVibrator()) return"))
    #expect(ArtifactChecks.kotlinProblems(text).isEmpty)
    let arrays = ArtifactChecks.kotlinArrays(text)
    #expect(arrays["TRACK_6_TIMINGS"] == ["20", "100", "20"])
    #expect(arrays["TRACK_6_AMPLITUDES"] == ["153", "0", "230"])
  }

  @Test func androidAmplitudesNeverRoundANonZeroLevelToOff() {
    #expect(AndroidTrack.amplitude(0.001) == 1)
    #expect(AndroidTrack.amplitude(0) == 0)
    #expect(AndroidTrack.amplitude(1) == 255)
    #expect(AndroidTrack.amplitude(0.5) == 128)
  }

  @Test func envelopesStartAndEndSilentAndAddUpToTheTrack() {
    let events = RenderInput(
      HapticPattern(
        id: "two",
        track: [
          S.continuous(100, 200, 0.6, 0.2), S.continuous(400, 300, 1, 0.8, curve: .easeIn, id: 1),
        ])
    ).events
    let envelope = AndroidTrack.envelope(events)
    #expect(envelope.duration == 700)
    #expect(envelope.points.first?.intensity == 0)
    #expect(envelope.points.last?.intensity == 0)
    #expect(envelope.points.allSatisfy { $0.duration > 0 })
  }

  @Test func artefactNamesFollowEachPlatformsConvention() {
    let names = Platform.allCases.map {
      Renderer.render(S.doubleTap, profile: DeviceProfile.defaultProfile(for: $0)).artifact.files
        .map(\.name)
    }
    #expect(
      names == [
        ["double-tap.swift"], ["DoubleTapHaptic.kt"], ["double-tap.js"], ["double-tap.ts"],
        ["double_tap.dart"], ["double-tap.rumble.js"],
      ])
  }
}
