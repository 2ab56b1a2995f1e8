import HapModel
import HapTestSupport
import Testing

/// Opening an import through the real binary (`haptui Button 1.ahap`, `haptui burst.wav`) and
/// saving it under the name the prompt offers: the new file validates, the source is untouched.
extension EndToEndTests {
  /// Saves the import shown through the name prompt (its default name, `path` as the command
  /// line named the source's folder) and quits.
  func saveImport(_ session: TmuxSession, expecting path: String) throws {
    session.send("w")
    try #require(session.wait(for: "save as: \(path)") != nil, "\(session.screen())")
    session.send("Enter")
    try #require(session.wait(for: "saved ") != nil, "\(session.screen())")
    session.send("q")
    try #require(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
  }

  @Test("haptui Button 1.ahap: w asks for the name beside the source; the new file validates")
  func ahapImportSaves() throws {
    let source = folder.write(
      "Button 1.ahap",
      """
      {"Version": 1.0, "Pattern": [
        {"Event": {"Time": 0.0, "EventType": "HapticTransient", "EventParameters": [
          {"ParameterID": "HapticIntensity", "ParameterValue": 0.8},
          {"ParameterID": "HapticSharpness", "ParameterValue": 0.4}]}},
        {"Event": {"Time": 0.1, "EventType": "HapticContinuous", "EventDuration": 0.2,
          "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.6}]}},]}
      """)
    let before = try #require(TextFile.bytes(source))
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("'Button 1.ahap'"))
    try #require(session.wait(for: "button-1.hap.md [new]") != nil, "\(session.capture())")
    try saveImport(session, expecting: "button-1.hap.md")
    let written = HapDocument.read(path: folder.path("button-1.hap.md"))
    #expect(written.isConformant, "\(written.diagnostics)")
    #expect(written.pattern?.events.count == 2)
    let validate = shell(
      quoted(TmuxSession.binary!) + " validate " + quoted(folder.path("button-1.hap.md")))
    #expect(validate.status == 0, "\(validate.output)")
    #expect(TextFile.bytes(source) == before, "the source changed")
  }

  @Test("haptui burst.wav opens the sound's import, with its waveform lane, and saves it")
  func soundImportOpens() throws {
    let samples = TestWAV.burst(length: 800, from: 100, to: 400, rate: 16_000)
    let source = folder.write("burst.wav", TestWAV.bytes(samples, rate: 16_000))
    let before = try #require(TextFile.bytes(source))
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("burst.wav"))
    try #require(session.wait(for: "burst.hap.md [new]") != nil, "\(session.capture())")
    try #require(
      session.wait(for: "sound burst.wav · 16 kHz mono · 800 ms") != nil, "\(session.screen())")
    // The lane names the sound once it is read; its waveform is drawn when the worker has
    // made it, which a loaded machine may take a frame or two longer to show.
    #expect(session.wait(for: "⣿") != nil, "the burst is drawn: \(session.screen())")
    try saveImport(session, expecting: "burst.hap.md")
    let written = HapDocument.read(path: folder.path("burst.hap.md"))
    #expect(written.isConformant, "\(written.diagnostics)")
    #expect(written.frontmatter?.entry("audio")?.stringValue == "burst.wav")
    #expect(written.pattern?.events.isEmpty == false)
    #expect(TextFile.bytes(source) == before, "the source changed")
  }

  @Test("the browser lists an AHAP beside the patterns; Enter opens its import")
  func browserOpensImport() throws {
    _ = folder.copy(pattern: "double-tap.hap.md")
    folder.write("Button 1.ahap", ImportSaveTests.ahap)
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("."))
    // The AHAP sorts first, so it is highlighted and the preview says what Enter does.
    try #require(session.wait(for: "a new button-1.hap.md beside it") != nil, "\(session.screen())")
    session.send("Enter")
    try #require(session.wait(for: "button-1.hap.md [new]") != nil, "\(session.screen())")
    session.send("q")
    // Back in the browser: its preview of the AHAP, which the editor's screen does not have.
    try #require(session.wait(for: "a new button-1.hap.md beside it") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
  }
}
