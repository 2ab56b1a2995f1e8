import Foundation
import HapModel
import HapTestSupport
import Testing

@testable import HapRender

/// The rendition lane's one geometry (editor and site): a track on iOS drawn from its AHAP,
/// a system effect labelled as an estimate, other schedules as the device runs them, and
/// the one-line reason a platform fell back.
@Suite struct RenditionLaneTests {
  static func pattern(_ name: String) throws -> HapticPattern {
    let document = HapDocument.read(path: Repository.path("Patterns/\(name).hap.md"))
    return try #require(document.pattern)
  }

  static func rendition(_ pattern: HapticPattern, _ platform: Platform, _ profile: String) throws
    -> Rendition
  {
    let device = try #require(DeviceProfile.named(profile, platform: platform))
    return Renderer.render(pattern, profile: device)
  }

  /// The events of an AHAP file: time in ms, kind, intensity.
  static func ahapEvents(_ text: String) throws -> [(Int, String, Double)] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let pattern = try #require(object?["Pattern"] as? [[String: Any]])
    return try pattern.compactMap { entry in
      guard let event = entry["Event"] as? [String: Any] else { return nil }
      let time = try #require(event["Time"] as? Double)
      let parameters = try #require(event["EventParameters"] as? [[String: Any]])
      let intensity = try #require(
        parameters.first { $0["ParameterID"] as? String == "HapticIntensity" }?["ParameterValue"]
          as? Double)
      return (Int((time * 1000).rounded()), try #require(event["EventType"] as? String), intensity)
    }
  }

  @Test func aTrackOnIOSIsItsAHAPsOwnEventsNotARumbleVersion() throws {
    let pattern = try Self.pattern("double-tap")
    let rendition = try Self.rendition(pattern, .ios, "iphone")
    #expect(rendition.rung == .track)
    // The schedule a rumble motor would play: two on/off steps of the motor's shortest pulse.
    #expect(LaneBar.shape(of: rendition.feel) == "2 on/off steps")
    let lane = RenditionLane(rendition, pattern: pattern)
    #expect(lane.kind == .ahap)
    #expect(lane.words == "its AHAP: 2 transients")
    #expect(lane.bars.isEmpty)
    let shapes = try #require(lane.shapes)
    // The stems are the AHAP file's transients, at its own intensity.
    let file = try #require(rendition.artifact.files.first { $0.name.hasSuffix(".ahap") })
    let events = try Self.ahapEvents(file.text)
    #expect(events.map(\.1) == ["HapticTransient", "HapticTransient"])
    #expect(shapes.stems.map(\.at) == events.map(\.0))
    #expect(shapes.stems.map(\.level) == events.map(\.2))
    #expect(shapes.stems.map(\.level) == [0.8, 0.8])
    // A column holds a stem's level; a column between them nothing.
    #expect(lane.level(from: 100, to: 120) == 0.8)
    #expect(lane.level(from: 20, to: 100) == 0)
  }

  @Test func anAHAPCurveIsDrawnAsCoreHapticsInterpolatesIt() throws {
    let pattern = try Self.pattern("ramp-up")
    let rendition = try Self.rendition(pattern, .ios, "iphone")
    #expect(rendition.rung == .track)
    let lane = RenditionLane(rendition, pattern: pattern)
    let shapes = try #require(lane.shapes)
    #expect(shapes.spans.count == 1 && shapes.stems.count == 1)
    let top = shapes.spans[0].top
    #expect(top.first!.time == 0 && top.last!.time == 450)
    #expect(top.first!.level < 0.05 && top.last!.level > 0.95)
    #expect(zip(top, top.dropFirst()).allSatisfy { $0.level <= $1.level }, "easeIn rises")
    // Under the curve's middle the level is an ease-in's, well under a straight line's.
    let levels = lane.levels(from: 0, every: 50, count: 9)
    #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(levels[4] < 0.5 && levels[4] > 0.1, "\(levels)")
    #expect(lane.level(from: 450, to: 460) == 1, "the closing transient")
  }

  @Test func anIntentIsLabelledAsHaptuisEstimateOfTheSystemEffect() throws {
    let pattern = try Self.pattern("impact-medium")
    let rendition = try Self.rendition(pattern, .ios, "iphone")
    #expect(rendition.rung == .intent)
    let lane = RenditionLane(rendition, pattern: pattern)
    #expect(lane.kind == .estimate)
    #expect(lane.words.hasPrefix("≈ ") && lane.words.hasSuffix(" (estimated)"), "\(lane.words)")
    #expect(lane.note?.hasPrefix("haptui's estimate of the UIKit effect") == true)
    #expect(lane.bars == LaneBar.bars(of: rendition.feel))
  }

  @Test func otherSchedulesAreDrawnAsTheDeviceRunsThem() throws {
    let pattern = try Self.pattern("double-tap")
    let rendition = try Self.rendition(pattern, .android, "basic")
    let lane = RenditionLane(rendition, pattern: pattern)
    #expect(lane.kind == .schedule)
    #expect(lane.words == LaneBar.shape(of: rendition.feel))
    #expect(lane.bars == LaneBar.bars(of: rendition.feel))
    #expect(lane.shapes == nil)
    #expect(lane.note == nil)
  }

  @Test func theReasonAPlatformFellBackIsOneLineFromItsReport() throws {
    let ramp = try Self.pattern("ramp-up")
    let played = try Self.rendition(ramp, .ios, "iphone")
    #expect(FallbackReason.line(rung: played.rung, report: played.report) == nil)
    // ramp-up requires curves; a basic Android vibrator has none, so the track does not play.
    let basic = try Self.rendition(ramp, .android, "basic")
    #expect(basic.rung != .track)
    let line = try #require(FallbackReason.line(rung: basic.rung, report: basic.report))
    #expect(line.hasPrefix("rung \(basic.rung.rawValue) plays: track not played: "), "\(line)")
    #expect(!line.contains("\n"))
    // With the system's haptics off nothing plays, and the line says why.
    let off = Renderer.render(
      ramp, profile: DeviceProfile.defaultProfile(for: .ios),
      settings: RenderSettings(hapticsOff: true))
    let silent = try #require(FallbackReason.line(rung: off.rung, report: off.report))
    #expect(silent.hasPrefix("nothing plays: "), "\(silent)")
  }
}
