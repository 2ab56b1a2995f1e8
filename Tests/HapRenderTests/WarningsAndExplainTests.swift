import HapModel
import Testing

@testable import HapRender

/// HAPW03 and the side-by-side table.
@Suite struct WarningsAndExplainTests {
  typealias S = SamplePatterns

  @Test func hapw03NamesEachPlatformWhereNothingPlays() {
    let trackOnly = HapticPattern(id: "buzz", track: [S.continuous(0, 200, 0.5)])
    let warnings = RenderWarnings.diagnostics(for: trackOnly, line: 7, column: 1)
    #expect(warnings.map(\.code) == ["HAPW03", "HAPW03", "HAPW03"])
    #expect(warnings.allSatisfy { $0.severity == .warning && $0.line == 7 && $0.column == 1 })
    #expect(warnings[0].message.hasPrefix("renders nothing on web (android-chrome)"))
    #expect(warnings[1].message.hasPrefix("renders nothing on react-native (ios, android, web)"))
    #expect(
      warnings[2].message.hasPrefix(
        "renders nothing on flutter (classic, notifications, android, android-notifications)"))
    #expect(warnings[1].message.hasSuffix("Add an intent: it plays intents only."))
  }

  @Test func devicesWithoutAnActuatorAreNotCounted() {
    // Plays everywhere it can: iOS no-taptic, iOS Safari and desktop are silent by design.
    #expect(RenderWarnings.diagnostics(for: S.doubleTap, line: 1, column: 1).isEmpty)
    #expect(RenderWarnings.silentProfiles(of: S.doubleTap).isEmpty)
  }

  @Test func aCapabilityThatExcludesDevicesIsReported() {
    var pattern = HapticPattern(id: "x", track: [S.continuous(0, 300, 1, 0.5, curve: .easeIn)])
    pattern.requiredCapability = "curve"
    pattern.intent = "impact.heavy"
    let warnings = RenderWarnings.diagnostics(for: pattern, line: 1, column: 1)
    let gamepad = warnings.first { $0.message.contains("on gamepad") }
    #expect(gamepad?.message.contains("Relax requiredCapability, or add fallbacks.web.") == true)
  }

  @Test func explainGroupsProfilesThatRenderAlike() {
    let table = ExplainTable.build(for: S.doubleTap)
    #expect(
      table.rows.map(\.label) == [
        "rung", "intent", "intensity", "sharpness", "transient", "web", "reduced",
      ])
    let titles = table.columns.map(\.title)
    #expect(titles.contains("iOS iphone"))
    #expect(titles.contains("Flutter"))
    // Firefox for Android is silent like the browsers without vibrate (issue 20 item 17).
    #expect(titles.contains("web firefox-android, ios-safari, desktop"))
    // Every profile appears in exactly one column.
    #expect(table.columns.flatMap(\.profiles).count == DeviceProfile.all.count)
    for column in table.columns {
      let rung = table.rows[0].cells[table.columns.firstIndex(of: column)!].text
      #expect(rung == column.rendition.rung.rawValue)
    }
  }

  @Test func explainShowsTheWorstStatusAndMarksMixedRows() {
    // One event keeps its sharpness by primitive choice, the other carries a primitive hint
    // that overrides it: the row shows the worse status with a star.
    let pattern = HapticPattern(
      id: "mix",
      track: [S.transient(0, 1, 0.9), S.transient(200, 1, 0.9, primitive: "thud", id: 1)])
    let table = ExplainTable.build(for: pattern)
    let android = table.columns.firstIndex {
      $0.platform == .android && $0.profiles.contains("full")
    }!
    let sharpness = table.rows.first { $0.construct == .sharpness }!.cells[android]
    #expect(sharpness.status == .dropped)
    #expect(sharpness.mixed)
    #expect(sharpness.text == "dropped*")
  }

  @Test func explainTextWrapsIntoBlocksThatFitTheWidth() {
    let text = ExplainTable.build(for: S.rampWithTicks).text(width: 60)
    let tableLines = text.split(separator: "\n").filter {
      !$0.hasPrefix("kept:") && !$0.hasPrefix("Run ")
    }
    #expect(tableLines.allSatisfy { $0.count <= 60 })
    #expect(text.split(separator: "\n\n").count > 2)
  }
}
