import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 14's browser: the file column, why a row is ✗, Space plays, the wheel and clicks on a
/// scrolled list, previews on one time scale.
@Suite("Pattern browser: file names, reasons, playing, one time scale")
struct BrowserFrictionTests {
  static func tap(_ length: Int) -> HapticPattern {
    HapticPattern(
      id: "p\(length)",
      track: [
        EditorFixture.event(1, .continuous, at: 0, intensity: 0.8, sharpness: 0.5, duration: length)
      ])
  }

  /// A 100 ms pattern, a 2 s one, and a file that does not conform.
  static func state(size: TerminalSize = EditorFixture.wide) -> BrowserState {
    BrowserState(
      folder: "P",
      entries: [
        PatternEntry(path: "P/short.hap.md", id: "short", title: "Short", pattern: tap(100)),
        PatternEntry(
          path: "P/sub/long.hap.md", id: "long", title: "Long", pattern: tap(2000),
          file: "sub/long.hap.md"),
        PatternEntry(
          path: "P/broken.hap.md", id: "broken", isConformant: false,
          problem: "HAP005 14:5 event 2 starts before event 1: put the events in `at` order"),
      ], size: size)
  }

  func press(_ keys: String, _ state: inout BrowserState) -> [BrowserEffect] {
    Key.script(keys).flatMap { BrowserReducer.reduce(&state, .key($0)) }
  }

  @Test("the list has a file column, the path inside the folder, at 120 and 80 columns")
  func fileColumn() {
    for size in [EditorFixture.wide, EditorFixture.small] {
      let rows = BrowserScreen.render(Self.state(size: size)).text.split(separator: "\n")
      #expect(rows[1].hasPrefix("  file "), "\(rows[1])")
      #expect(rows.contains { $0.hasPrefix("▸ short.hap.md ") && $0.hasSuffix("✓") })
      #expect(rows.contains { $0.hasPrefix("  sub/long.hap.md ") })
    }
  }

  @Test("a ✗ row says why: the first error, above its preview")
  func whyNotConformant() {
    var state = Self.state()
    _ = press("G", &state)
    let text = BrowserScreen.render(state).text
    #expect(text.contains("✗ HAP005 14:5 event 2 starts before event 1: put the events in `at`"))
    #expect(text.contains("does not parse: Enter opens it read-only"))
    #expect(press("<Space>", &state).isEmpty)
    #expect(state.message?.text.contains("broken.hap.md does not parse (HAP005") == true)
  }

  @Test("the entry read from disk keeps the first error and the file name")
  func entryFromDisk() throws {
    let folder = TemporaryFolder()
    let path = folder.write(
      "bad.hap.md",
      "---\nid: bad\n---\n\n```haptic\n{\"haptic\": \"0.1\", \"id\": \"bad\", \"track\": 3}\n```\n")
    let entry = try #require(PatternLibrary.entries(in: folder.path).first)
    #expect(entry.path == path && entry.file == "bad.hap.md")
    #expect(!entry.isConformant)
    #expect(entry.problem?.hasPrefix("HAP") == true, "\(entry.problem ?? "none")")
  }

  @Test("Space plays the highlighted pattern through the editor's request, and stops")
  func spacePlays() {
    var state = Self.state()
    let effects = press("j <Space>", &state)
    guard case .play(let request) = effects.first else {
      Issue.record("no playback asked for: \(effects)")
      return
    }
    #expect(request.pattern == Self.tap(2000) && request.target == .track)
    #expect(state.playback?.id == "long" && state.playback?.length == 2000)
    #expect(
      state.message?.text
        == "nothing is felt (no device attached): the playhead runs long (2000 ms)")
    _ = BrowserReducer.reduce(&state, .tick(generation: request.generation, elapsed: 500))
    #expect(state.playback?.elapsed == 500)
    #expect(press("<Space>", &state) == [.stopPlayback])
    #expect(state.playback == nil)
    // Playing again and letting it end says nothing was felt; Enter or q stop it first.
    _ = press("<Space>", &state)
    _ = BrowserReducer.reduce(
      &state, .playbackEnded(generation: state.playGeneration, failure: nil))
    #expect(state.message?.text.hasPrefix("nothing was felt (no device attached)") == true)
    _ = press("<Space>", &state)
    #expect(press("<Enter>", &state) == [.stopPlayback, .open(path: "P/sub/long.hap.md")])
    _ = press("<Space>", &state)
    #expect(press("q", &state) == [.stopPlayback, .quit])
  }

  @Test("with a device, the status names it, as the editor does")
  func deviceNamed() {
    var state = Self.state()
    state.deviceName = "Xbox Wireless Controller"
    _ = press("<Space>", &state)
    #expect(state.message?.text == "playing on Xbox Wireless Controller: short (100 ms)")
    _ = BrowserReducer.reduce(
      &state, .playbackEnded(generation: state.playGeneration, failure: nil))
    #expect(state.message?.text == "played on Xbox Wireless Controller: short (100 ms)")
  }

  @Test("every preview is drawn on one time scale, said in the header")
  func commonScale() {
    var state = Self.state()
    let short = BrowserScreen.render(state)
    _ = press("j", &state)
    let long = BrowserScreen.render(state)
    let zoom = BrowserScreen.previewZoom(state, columns: 116)
    let scale = "one scale for all: \(Viewport.zoomLevels[zoom]) ms/col"
    #expect(short.text.contains(scale) && long.text.contains(scale))
    // The drawn span of each track, in columns: the 2 s one is about twenty times the other.
    func span(_ buffer: CellBuffer) -> Int {
      let rows = buffer.text.split(separator: "\n", omittingEmptySubsequences: false)
      let bottom = rows[rows.count - 4]
      return bottom.filter { $0 != " " }.count
    }
    #expect(span(short) >= 1 && span(long) >= 15 * span(short), "\(span(short)) \(span(long))")
  }

  @Test("the wheel moves the list; a click on a scrolled list picks the row drawn there")
  func mouseOnAScrolledList() {
    let entries = (0..<40).map {
      PatternEntry(path: "P/p\($0).hap.md", id: "p\($0)", pattern: Self.tap(100))
    }
    var state = BrowserState(folder: "P", entries: entries, size: EditorFixture.small)
    _ = press("G", &state)
    #expect(state.row == 39)
    #expect(BrowserScreen.render(state).text.contains("▸ p39.hap.md"))
    let rows = BrowserScreen.listRows(size: state.size)
    _ = BrowserReducer.reduce(&state, .mouse(MouseInput(.press, x: 4, y: rows.y)))
    #expect(state.row == 40 - rows.height)
    _ = BrowserReducer.reduce(&state, .mouse(MouseInput(.scrollDown, x: 4, y: rows.y)))
    #expect(state.row == 41 - rows.height)
    _ = press("<Home>", &state)
    _ = BrowserReducer.reduce(&state, .mouse(MouseInput(.scrollUp, x: 4, y: rows.y)))
    #expect(state.row == 0)
    _ = press("<End>", &state)
    #expect(state.row == 39)
  }

  @Test("the runtime plays through its driver, moves the playhead and stops on quit")
  func runtimePlays() {
    let folder = TemporaryFolder()
    _ = folder.copy(pattern: "ramp-up.hap.md")
    let backend = TestBackend(size: EditorFixture.wide, script: InputEvent.keys("<Space> q"))
    let driver = CountingDriver()
    let state = BrowserState(
      folder: folder.path, entries: PatternLibrary.entries(in: folder.path), size: backend.size)
    let runtime = BrowserRuntime(
      state: state, backend: backend, monochrome: false,
      environment: Environment(playback: driver))
    #expect(runtime.run() == .quit)
    #expect(driver.started.count == 1 && driver.started.first?.target == .track)
    #expect(driver.stops >= 1 && driver.elapsed == nil, "the motors stop on the way out")
    #expect(backend.frames.contains { $0.text.contains("the playhead runs ramp-up") })
  }
}

/// A driver that records what it was asked to do and plays nothing.
final class CountingDriver: PlaybackDriver {
  var started: [PlaybackRequest] = []
  var stops = 0
  private var playing = false

  func start(_ request: PlaybackRequest) -> String? {
    started.append(request)
    playing = true
    return nil
  }

  func stop() {
    stops += 1
    playing = false
  }

  var elapsed: Int? { playing ? 10 : nil }
  var deviceName: String? { nil }
  var failure: String? { nil }
}
