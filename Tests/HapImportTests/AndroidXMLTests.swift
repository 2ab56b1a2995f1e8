import HapImport
import HapModel
import Testing

/// Android vibration XML (AOSP `vibration.xsd` v2 and `VibrationXmlParser`): small files written
/// here, one per element, checked against the pattern and report they import to.
struct AndroidXMLTests {
  func imported(_ xml: String) throws -> ImportedPattern {
    try Importer.importBytes(Array(xml.utf8), name: "effect.xml").get()
  }

  func failure(_ xml: String) -> ImportFailure? {
    if case .failure(let failure) = Importer.importBytes(Array(xml.utf8), name: "effect.xml") {
      return failure
    }
    return nil
  }

  func written(_ pattern: ImportedPattern) throws -> HapDocument {
    HapDocument(bytes: try ImportWriter.bytes(for: pattern))
  }

  @Test func waveformEntriesBecomeHoldsAndSilences() throws {
    let pattern = try imported(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <vibration-effect>
        <waveform-effect>
          <waveform-entry durationMs="50" amplitude="255"/>
          <waveform-entry durationMs="30" amplitude="0"/>
          <waveform-entry durationMs="40" amplitude="51"/>
          <waveform-entry durationMs="5" amplitude="default"/>
        </waveform-effect>
      </vibration-effect>
      """)
    let events = pattern.pattern.events
    #expect(events.map(\.at) == [0, 80, 120])
    #expect(events.map(\.duration) == [50, 40, 5])
    #expect(events.map(\.intensity) == [1, 0.2, 1])
    #expect(events.allSatisfy { $0.curve == .hold })
    #expect(
      pattern.report.entries.contains { $0.construct == "<waveform-effect>" && $0.status == .kept })
    #expect(
      pattern.report.entries.contains {
        $0.construct == "amplitude=\"default\"" && $0.status == .approximated && $0.line == 7
      })
    #expect(try written(pattern).isConformant)
  }

  @Test func aRepeatingWaveformPlaysOnceAndSaysSo() throws {
    let pattern = try imported(
      """
      <vibration-effect><waveform-effect>
        <waveform-entry durationMs="20" amplitude="100"/>
        <repeating>
          <waveform-entry durationMs="30" amplitude="200"/>
          <waveform-entry durationMs="30" amplitude="0"/>
        </repeating>
      </waveform-effect></vibration-effect>
      """)
    #expect(pattern.pattern.events.map(\.at) == [0, 20])
    #expect(pattern.pattern.events.map(\.duration) == [20, 30])
    #expect(
      pattern.report.entries.contains {
        $0.construct == "<repeating>" && $0.status == .approximated
      })
  }

  @Test func predefinedEffectsBecomeIntentsOnlyWhereTheTableAllows() throws {
    let heavy = try imported(
      "<vibration-effect><predefined-effect name=\"heavy_click\"/></vibration-effect>")
    #expect(heavy.pattern.intent == "impact.heavy" && heavy.pattern.track == nil)
    #expect(heavy.report.entries.first?.status == .kept)
    let click = try imported(
      "<vibration-effect><predefined-effect name=\"click\"/></vibration-effect>")
    #expect(click.pattern.intent == "impact.medium")
    #expect(click.report.entries.first?.status == .approximated)
    let tick = try imported(
      "<vibration-effect><predefined-effect name=\"tick\"/></vibration-effect>")
    #expect(tick.pattern.intent == "selection")
    // No intent row names EFFECT_DOUBLE_CLICK: a track, not an invented token.
    let double = try imported(
      "<vibration-effect><predefined-effect name=\"double_click\"/></vibration-effect>")
    #expect(double.pattern.intent == nil)
    #expect(double.pattern.events.map(\.at) == [0, 100])
    #expect(double.pattern.events.allSatisfy { $0.type == .transient })
    for pattern in [heavy, click, tick, double] {
      let document = try written(pattern)
      #expect(document.isConformant, "\(document.errors)")
      #expect(document.frontmatter?.entry("intent")?.stringValue == pattern.pattern.intent)
    }
  }

  @Test func primitivesBecomeHintedTransients() throws {
    let pattern = try imported(
      """
      <vibration-effect>
        <primitive-effect name="click"/>
        <primitive-effect name="tick" scale="0.5" delayMs="100"/>
        <primitive-effect name="low_tick" scale="0.25" delayMs="30" delayType="relative_start_offset"/>
        <primitive-effect name="thud" scale="0.8" delayMs="0"/>
      </vibration-effect>
      """)
    let events = pattern.pattern.events
    #expect(events.map(\.primitive) == ["click", "tick", "low_tick", "thud"])
    #expect(events.map(\.intensity) == [1, 0.5, 0.25, 0.8])
    // pause counts from an assumed 20 ms primitive; relative_start_offset from the start.
    #expect(events.map(\.at) == [0, 120, 150, 170])
    #expect(pattern.pattern.intent == nil)
    #expect(
      pattern.report.entries.first { $0.construct == "<primitive-effect>" }?.status == .approximated
    )
    let lone = try imported(
      "<vibration-effect><primitive-effect name=\"thud\"/></vibration-effect>")
    #expect(lone.pattern.intent == "impact.heavy" && lone.pattern.events.count == 1)
    #expect(try written(lone).isConformant)
  }

  @Test func aBasicEnvelopeRampsAsLinearAndSteps() throws {
    let pattern = try imported(
      """
      <vibration-effect>
        <basic-envelope-effect initialSharpness="0.3">
          <control-point intensity="0.8" sharpness="0.3" durationMs="100"/>
          <control-point intensity="0.8" sharpness="0.3" durationMs="200"/>
          <control-point intensity="0" sharpness="0.3" durationMs="300"/>
        </basic-envelope-effect>
      </vibration-effect>
      """)
    let events = pattern.pattern.events
    #expect(events.first?.curve == .linear && events.first?.duration == 100)
    #expect(events.first.map { abs(($0.intensity ?? 0) - 0.8) < 0.01 } == true)
    #expect(events.dropFirst().first?.curve == .hold && events.dropFirst().first?.duration == 200)
    #expect(events.count > 5)  // the fall is stepped
    #expect(events.allSatisfy { $0.sharpness == 0.3 })
    #expect(try written(pattern).isConformant)
  }

  @Test func aBasicEnvelopeMustEndAtZero() {
    let failure = failure(
      """
      <vibration-effect>
        <basic-envelope-effect>
          <control-point intensity="0.5" sharpness="0.5" durationMs="100"/>
        </basic-envelope-effect>
      </vibration-effect>
      """)
    #expect(failure?.code == "IMP032" && failure?.line == 3)
  }

  @Test func aWaveformEnvelopeKeepsAmplitudeAndDropsFrequency() throws {
    let pattern = try imported(
      """
      <vibration-effect>
        <waveform-envelope-effect initialFrequencyHz="60">
          <control-point amplitude="1.0" frequencyHz="120" durationMs="50"/>
          <control-point amplitude="1.0" frequencyHz="120" durationMs="150"/>
          <control-point amplitude="0.0" frequencyHz="60" durationMs="20"/>
        </waveform-envelope-effect>
      </vibration-effect>
      """)
    #expect(pattern.pattern.events.first?.curve == .linear)
    #expect(
      pattern.report.entries.contains { $0.construct == "frequencyHz" && $0.status == .dropped })
  }

  @Test func aRepeatingEffectPlaysItsPreambleThenItsLoopOnce() throws {
    let pattern = try imported(
      """
      <vibration-effect>
        <repeating-effect>
          <preamble>
            <waveform-entry durationMs="40" amplitude="255"/>
          </preamble>
          <repeating>
            <waveform-entry durationMs="20" amplitude="0"/>
            <waveform-entry durationMs="60" amplitude="128"/>
          </repeating>
        </repeating-effect>
      </vibration-effect>
      """)
    #expect(pattern.pattern.events.map(\.at) == [0, 60])
    #expect(
      pattern.report.entries.contains {
        $0.construct == "<repeating>" && $0.status == .approximated
      })
  }

  @Test func aSelectImportsItsFirstEffect() throws {
    let pattern = try imported(
      """
      <vibration-select>
        <vibration-effect><predefined-effect name="heavy_click"/></vibration-effect>
        <vibration-effect><predefined-effect name="click"/></vibration-effect>
      </vibration-select>
      """)
    #expect(pattern.pattern.intent == "impact.heavy")
    let dropped = pattern.report.entries(.dropped)
    #expect(dropped.count == 1 && dropped[0].line == 3)
  }

  @Test func aVendorEffectAloneHasNothingToImport() {
    let failure = failure(
      "<vibration-effect><vendor-effect>AAEC</vendor-effect></vibration-effect>")
    #expect(failure?.code == "IMP041")
  }

  @Test func unknownElementsAndAttributesArePositioned() {
    let element = failure(
      """
      <vibration-effect>
        <waveform-effect>
          <waveform-entri durationMs="10" amplitude="1"/>
        </waveform-effect>
      </vibration-effect>
      """)
    #expect(element?.code == "IMP031")
    #expect(element?.line == 3 && element?.column == 5)
    #expect(element?.message.contains("waveform-entry") == true)
    let attribute = failure(
      "<vibration-effect><predefined-effect nam=\"click\"/></vibration-effect>")
    #expect(attribute?.code == "IMP031" && attribute?.column == 19)
    let root = failure("<vibration><predefined-effect name=\"click\"/></vibration>")
    #expect(root?.code == "IMP031")
  }

  @Test func badValuesAreRefusedWithTheRange() {
    let amplitude = failure(
      "<vibration-effect><waveform-effect><waveform-entry durationMs=\"10\" amplitude=\"300\"/></waveform-effect></vibration-effect>"
    )
    #expect(amplitude?.code == "IMP032" && amplitude?.message.contains("0–255") == true)
    let scale = failure(
      "<vibration-effect><primitive-effect name=\"click\" scale=\"2\"/></vibration-effect>")
    #expect(scale?.code == "IMP032")
    let mixed = failure(
      "<vibration-effect><predefined-effect name=\"click\"/><primitive-effect name=\"tick\"/></vibration-effect>"
    )
    #expect(mixed?.code == "IMP032")
  }

  @Test func malformedXMLIsPositionedByLibxml2() {
    let failure = failure("<vibration-effect>\n  <waveform-effect>\n</vibration-effect>\n")
    #expect(failure?.code == "IMP030")
    #expect(failure?.line == 3)
    #expect(failure?.message.contains("malformed") == true)
  }
}
