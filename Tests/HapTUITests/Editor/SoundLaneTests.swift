import Glibc
import HapAudio
import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

@Suite("The sound lane under the grid")
struct SoundLaneTests {
  /// A second of silence with a 200 Hz burst at 0.8 from 200 to 400 ms, at 8 kHz.
  static let burst = TestWAV.burst(length: 1000, from: 200, to: 400)

  /// The fixture at `size` with `burst.wav` loaded as its sound.
  static func withSound(size: TerminalSize = EditorFixture.wide, monochrome: Bool = false)
    -> EditorState
  {
    var state = EditorFixture.state(size: size, monochrome: monochrome)
    let audio = DecodedAudio(samples: burst, sampleRate: 8000, format: "WAV, Signed 16 bit PCM")
    state.sound.lane = SoundLane(
      name: "burst.wav", path: "/tmp/burst.wav",
      status: .loaded(AttachedSound(name: "burst.wav", path: "/tmp/burst.wav", audio: audio)))
    return state
  }

  /// For each plot column of the lane: whether its top and bottom rows hold a glyph.
  static func marks(_ buffer: CellBuffer, _ geometry: GridGeometry) -> [(top: Bool, bottom: Bool)] {
    let top = Array(buffer.row(geometry.sound.y + 1))
    let bottom = Array(buffer.row(geometry.sound.maxY - 1))
    return (0..<geometry.plot.width).map {
      (top[geometry.plot.x + $0] != " ", bottom[geometry.plot.x + $0] != " ")
    }
  }

  @Test("120 × 40: the waveform sits on the grid's time axis, loud where the burst is")
  func drawnOnTheTimeAxis() throws {
    let state = Self.withSound()
    let buffer = EditorScreen.render(state)
    SnapshotFolder.screens.check(ScreenSnapshotTests.dump(buffer), named: "sound-lane-120x40")
    let geometry = TrackReducer.geometry(state)
    #expect(geometry.sound.height == 3)
    #expect(geometry.sound.y > geometry.lane.y && geometry.sound.maxY == geometry.legend.y)
    #expect(geometry.sound.x == geometry.pane.x && geometry.plot.height >= 8)
    #expect(
      buffer.row(geometry.sound.y).contains(
        "sound burst.wav · 8 kHz mono · 1000 ms · peak -1.9 dBFS"))
    let viewport = state.track.viewport
    let bottom = Array(buffer.row(geometry.sound.maxY - 1))
    for (column, mark) in Self.marks(buffer, geometry).enumerated() {
      let from = viewport.time(atColumn: column)
      let to = viewport.time(atColumn: column + 1)
      if from >= 200, to <= 400 {
        #expect(mark.top && mark.bottom, "column \(column) (\(from) ms) is in the burst")
      } else if to <= 200 || (from >= 400 && to <= 1000) {
        // Silence is the centre line: the top dots of the lower row, nothing above.
        #expect(!mark.top, "column \(column) (\(from) ms) is silent")
        #expect(bottom[geometry.plot.x + column] == "⠉", "column \(column) (\(from) ms)")
      } else if from >= 1000 {
        #expect(!mark.top && !mark.bottom, "column \(column) (\(from) ms) is past the end")
      }
    }
  }

  @Test("zoomed and scrolled with the grid: the burst covers the columns of 200–400 ms")
  func followsZoomAndScroll() {
    var state = Self.withSound()
    for (keys, start) in [("-", 0), ("- -", 0), ("= =", 150), ("=", 120)] {
      EditorFixture.press(keys, &state)
      state.track.viewport.start = start
      let buffer = EditorScreen.render(state)
      let geometry = TrackReducer.geometry(state)
      let loud = Self.marks(buffer, geometry).enumerated().filter(\.element.top).map(\.offset)
      let viewport = state.track.viewport
      let expected = (0..<geometry.plot.width).filter {
        viewport.time(atColumn: $0) < 400 && viewport.time(atColumn: $0 + 1) > 200
      }
      #expect(loud == expected, "\(viewport.msPerColumn) ms/col from \(start) ms")
      #expect(!loud.isEmpty)
    }
  }

  @Test("monochrome draws the same glyphs; without Braille the waveform is | marks")
  func monochromeAndASCII() {
    let colour = EditorScreen.render(Self.withSound())
    let mono = EditorScreen.render(Self.withSound(monochrome: true))
    let geometry = TrackReducer.geometry(Self.withSound())
    for y in geometry.sound.y..<geometry.sound.maxY {
      #expect(colour.row(y) == mono.row(y))
    }
    let ascii = EditorScreen.render(Self.withSound(), glyphs: .ascii)
    let row = ascii.row(geometry.sound.y + 1)
    #expect(row.contains("|||"))
    #expect(!row.unicodeScalars.contains { $0.value >= 0x2800 && $0.value < 0x2900 })
  }

  @Test("a missing sound: the lane names it and the fix, and the pattern still edits")
  func missingSound() throws {
    let folder = TemporaryFolder()
    var info = DocumentInfo(path: folder.path("tap.hap.md"), title: "Tap")
    info.audio = "sounds/gone.wav"
    var state = EditorState(
      document: info, pattern: EditorFixture.pattern, size: EditorFixture.wide,
      catalog: EditorFixture.catalog)
    let effects = EditorReducer.start(&state)
    let request = try #require(
      effects.compactMap { effect -> (String, String)? in
        if case .loadSound(let name, let path) = effect { return (name, path) }
        return nil
      }.first)
    #expect(request.0 == "sounds/gone.wav")
    #expect(request.1 == folder.path("sounds/gone.wav"))
    let status = SoundLoader.load(name: request.0, path: request.1)
    _ = EditorReducer.reduce(&state, .soundLoaded(path: request.1, status: status))
    let geometry = TrackReducer.geometry(state)
    let buffer = EditorScreen.render(state)
    let label = buffer.row(geometry.sound.y)
    #expect(label.contains("sound: AUD001 sounds/gone.wav: the file cannot be read"), "\(label)")
    #expect(buffer.row(geometry.sound.y + 1).contains("fix `audio:` in the frontmatter"))
    #expect(buffer.row(geometry.sound.y + 2).contains("the pattern still edits"))
    let before = state.track.pattern.events.count
    EditorFixture.press("t", &state)
    #expect(state.track.pattern.events.count == before + 1)
  }

  @Test("a file that is not audio, and an answer for a sound no longer attached")
  func notAudioAndStale() throws {
    let folder = TemporaryFolder()
    let path = folder.write("notes.wav", "these are words, not samples")
    guard case .failed(let problem) = SoundLoader.load(name: "notes.wav", path: path) else {
      Issue.record("a text file loaded as a sound")
      return
    }
    #expect(problem.hasPrefix("AUD002 notes.wav: not a sound libsndfile can decode"))
    var state = Self.withSound()
    let loaded = state.sound.lane
    _ = EditorReducer.reduce(&state, .soundLoaded(path: "/tmp/other.wav", status: .failed("x")))
    #expect(state.sound.lane == loaded)
  }

  @Test("a WAV beside the file loads through the runtime, on the grid at once")
  func runtimeLoads() throws {
    let folder = TemporaryFolder()
    folder.write("burst.wav", TestWAV.bytes(Self.burst, rate: 8000))
    let text = try #require(TextFile.read(Repository.root + "/Patterns/double-tap.hap.md"))
    let withAudio = text.replacing("\nfeel: ", with: "\naudio: burst.wav\nfeel: ")
    let path = folder.write("double-tap.hap.md", withAudio)
    let opened = DocumentSession.open(path: path)
    #expect(opened.info.audio == "burst.wav")
    let backend = TestBackend(size: EditorFixture.wide, script: [.key(.character("q"))])
    let runtime = EditorLauncher.makeRuntime(
      opened: opened, backend: backend, environment: .scripted(recovery: nil), monochrome: false)
    #expect(runtime.run() == .quit)
    let sound = try #require(runtime.state.sound.lane?.sound)
    #expect(sound.sampleRate == 8000 && sound.samples.count == 8000)
    // What a player takes: the same samples, as HapAudio's decoded sound.
    #expect(sound.decoded.samples == sound.samples && sound.decoded.sampleRate == 8000)
    #expect(sound.decoded.format.contains("WAV"))
    #expect(sound.path == folder.path("burst.wav"))
    let last = try #require(backend.frames.last)
    #expect(last.text.contains("sound burst.wav · 8 kHz mono · 1000 ms"))
  }

  @Test("a click on the waveform puts the cursor at that time and selects nothing")
  func clickPlacesTheCursor() {
    var state = Self.withSound()
    let geometry = TrackReducer.geometry(state)
    let column = 30
    let effects = EditorReducer.reduce(
      &state, .mouse(MouseInput(.press, x: geometry.plot.x + column, y: geometry.sound.y + 1)))
    #expect(effects.isEmpty && state.track.selection.isEmpty)
    #expect(state.track.cursorTime == state.track.viewport.time(atColumn: column))
  }

  @Test("hostile audio: targets are refused with a code naming the value, never waited on")
  func hostileTargets() throws {
    let folder = TemporaryFolder()
    let wav = TestWAV.bytes(Self.burst, rate: 8000)
    folder.write("cut.wav", Array(wav.prefix(wav.count / 2)))
    folder.write("empty.wav", [])
    _ = folder.write("dir/.keep", "")
    #expect(mkfifo(folder.path("pipe.wav"), 0o600) == 0)
    #expect(symlink(folder.path("loop.wav"), folder.path("loop.wav")) == 0)
    let cases: [(String, String)] = [
      ("cut.wav", "AUD004"), ("empty.wav", "AUD003"), ("dir", "AUD001"), ("pipe.wav", "AUD001"),
      ("loop.wav", "AUD001"), ("/dev/zero", "AUD001"),
    ]
    for (name, code) in cases {
      let path = name.hasPrefix("/") ? name : folder.path(name)
      guard case .failed(let problem) = SoundLoader.load(name: name, path: path) else {
        Issue.record("\(name) loaded")
        continue
      }
      #expect(problem.hasPrefix("\(code) \(name): "), "\(name): \(problem)")
    }
  }

  @Test("80 × 24 and 60 × 20: the lane still fits, with a plot above it")
  func smallWindows() {
    for size in [EditorFixture.small, TerminalSize(columns: 60, rows: 20)] {
      let state = Self.withSound(size: size)
      let geometry = TrackReducer.geometry(state)
      #expect(geometry.sound.height == 2, "\(size)")
      #expect(geometry.plot.height >= 4, "\(size)")
      let buffer = EditorScreen.render(state)
      #expect(buffer.row(geometry.sound.y).contains("sound burst.wav"), "\(size)")
      #expect(buffer.row(geometry.sound.y + 1).contains("⣿"), "\(size)")
    }
  }

  @Test("the label's rate, channels and peak")
  func label() {
    func sound(rate: Int, channels: Int, peak: Float) -> AttachedSound {
      AttachedSound(
        name: "s.wav", path: "s.wav",
        audio: DecodedAudio(
          samples: [Float](repeating: 0, count: rate / 10) + [peak], sampleRate: rate,
          channels: channels))
    }
    #expect(
      SoundLaneWidget.label(of: sound(rate: 44_100, channels: 2, peak: 0.5))
        == "sound s.wav · 44.1 kHz 2 ch mixed · 101 ms · peak -6.0 dBFS")
    #expect(
      SoundLaneWidget.label(of: sound(rate: 22_050, channels: 1, peak: 1))
        == "sound s.wav · 22050 Hz mono · 101 ms · peak 0 dBFS")
    #expect(
      SoundLaneWidget.label(of: sound(rate: 8000, channels: 1, peak: 0)).hasSuffix("· silent"))
  }
}
