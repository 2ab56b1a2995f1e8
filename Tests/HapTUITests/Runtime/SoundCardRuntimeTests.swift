import Glibc
import HapAudio
import HapModel
import HapPlayback
import HapSound
import HapTestSupport
import Testing

@testable import HapTUI

/// The run loop with the attached sound on a recording output: Space starts it, every way out
/// stops and closes the device, and a device or file that fails is said so.
@Suite("Run loop: the attached sound starts with Space and is closed on the way out")
struct SoundRuntimeTests {
  /// A copy of heartbeat whose frontmatter attaches `sound` (a 300 ms tone beside it when
  /// `writeSound`).
  func pattern(in folder: TemporaryFolder, sound: String = "tone.wav", writeSound: Bool = true)
    -> String
  {
    let path = folder.copy(pattern: "heartbeat.hap.md")
    let text = String(decoding: TextFile.bytes(path) ?? [], as: UTF8.self)
    let attached = text.replacingFirst("id: heartbeat\n", with: "id: heartbeat\naudio: \(sound)\n")
    _ = folder.write("heartbeat.hap.md", attached)
    if writeSound {
      _ = folder.write("tone.wav", TestWAV.bytes(TestWAV.tone(milliseconds: 300), rate: 16_000))
    }
    return path
  }

  func runtime(_ path: String, _ keys: String, output: RecordingSoundOutput) -> (
    EditorRuntime, TestBackend
  ) {
    let backend = TestBackend(
      size: TerminalSize(columns: 300, rows: 40), script: InputEvent.keys(keys))
    let runtime = EditorLauncher.makeRuntime(
      opened: DocumentSession.open(path: path), backend: backend,
      environment: .scripted(recovery: nil, soundOutput: { output }),
      monochrome: false)
    return (runtime, backend)
  }

  @Test("Space plays the sound opened at the file's rate; input ending stops and closes it")
  func spacePlaysAndTheEndCloses() {
    let folder = TemporaryFolder()
    let output = RecordingSoundOutput(name: "null")
    let (runtime, backend) = runtime(pattern(in: folder), "<Space> <Ctrl-L>", output: output)
    #expect(runtime.run() == .inputEnded)
    // The card was opened at the run's start for the sound the frontmatter names.
    let card = runtime.state.sound.card
    #expect(card.source == "tone.wav" && card.deviceName == "null" && card.milliseconds == 300)
    #expect(card.problem == nil && card.isPlaying)
    let calls = output.calls
    #expect(calls.first == .open(rate: 16_000, channels: 1))
    // The sound's thread was started (it dropped its frames when stopped), then the device
    // was closed.
    #expect(Array(calls.suffix(2)) == [.stop, .close])
    #expect(
      backend.frames.contains {
        $0.text.contains("(no device attached): the playhead runs the track (")
          && $0.text.contains(" ms) with sound on null")
      })
    #expect(backend.frames.contains { $0.text.contains("sound on (null)") })
  }

  @Test("a quit closes the device too")
  func quitCloses() {
    let folder = TemporaryFolder()
    let output = RecordingSoundOutput(name: "null")
    let (runtime, _) = runtime(pattern(in: folder), "<Space> q", output: output)
    #expect(runtime.run() == .quit)
    #expect(output.calls.last == .close)
  }

  @Test("a device that fails to open: the status says no audio output; Space plays the haptics")
  func noAudioOutput() {
    let folder = TemporaryFolder()
    let output = RecordingSoundOutput(name: "hw:9", failing: "cannot open \"hw:9\": No such device")
    let (runtime, backend) = runtime(pattern(in: folder), "<Space> <Ctrl-L>", output: output)
    _ = runtime.run()
    #expect(runtime.state.sound.card.problem == "cannot open \"hw:9\": No such device")
    let first = backend.frames.first?.text ?? ""
    #expect(first.contains("sound: no audio output"), "\(first)")
    #expect(
      backend.frames.contains {
        $0.text.contains("the playhead runs the track (")
          && $0.text.contains("; sound: no audio output (cannot open \"hw:9\": No such device)")
      })
    #expect(!output.calls.contains(.stop))
  }

  @Test("a sound file that does not decode is named, and the device is never opened")
  func missingFile() {
    let folder = TemporaryFolder()
    let output = RecordingSoundOutput(name: "null")
    let (runtime, _) = runtime(
      pattern(in: folder, sound: "gone.wav", writeSound: false), "", output: output)
    _ = runtime.run()
    #expect(runtime.state.sound.card.problemIsDevice == false)
    #expect(runtime.state.sound.card.field == "sound: unreadable")
    #expect(runtime.state.screen.message?.text.contains("gone.wav") == true)
    #expect(output.calls.isEmpty)
  }

  @Test("a new sound's card replaces the old one's, which is closed; the m toggle stays")
  func anotherSoundReplacesTheCard() throws {
    let folder = TemporaryFolder()
    let first = RecordingSoundOutput(name: "null")
    let second = RecordingSoundOutput(name: "hw:2", accepts: SoundFormat(rate: 48_000, channels: 2))
    // The environment's output makes the first card, then the second.
    let outputs = OutputSequence([first, second])
    let runtime = EditorLauncher.makeRuntime(
      opened: DocumentSession.open(path: pattern(in: folder)),
      backend: TestBackend(
        size: TerminalSize(columns: 300, rows: 40), script: InputEvent.keys("m")),
      environment: .scripted(soundOutput: outputs.next), monochrome: false)
    _ = runtime.run()
    #expect(runtime.state.sound.card.isOn == false)
    runtime.attachSoundCard(
      source: "other.wav",
      audio: DecodedAudio(samples: TestWAV.tone(milliseconds: 100), sampleRate: 16_000))
    #expect(first.calls.last == .close)
    #expect(second.calls == [.open(rate: 16_000, channels: 1)])
    #expect(runtime.state.sound.card.source == "other.wav")
    #expect(runtime.state.sound.card.deviceName == "hw:2")
    #expect(runtime.state.sound.card.milliseconds == 100)
    #expect(runtime.state.sound.card.isOn == false)
    runtime.stopDevices()
    #expect(second.calls.last == .close)
  }
  @Test("detaching the sound closes its card; the status line no longer names a sound")
  func detachingClosesTheCard() {
    let folder = TemporaryFolder()
    let output = RecordingSoundOutput(name: "null")
    let (runtime, _) = runtime(pattern(in: folder), "", output: output)
    _ = runtime.run()
    #expect(output.calls.first == .open(rate: 16_000, channels: 1))
    let opened = output.calls.count
    runtime.dispatch(.attachAudio(nil))
    #expect(runtime.state.sound.lane == nil)
    #expect(Array(output.calls.dropFirst(opened)).last == .close)
    #expect(runtime.state.sound.card.source == nil && runtime.state.sound.card.field == nil)
  }

  @Test("a device failing mid-play is taken once, with the playback's generation")
  func failureIsTakenOnce() throws {
    let output = RecordingSoundOutput(name: "hw:1", failingWrites: "\"hw:1\": No such device")
    let clip = SoundClip(
      mono: TestWAV.tone(milliseconds: 200, rate: 8000),
      format: SoundFormat(rate: 8000, channels: 1))
    let sound = SoundCardPlayer(player: SoundPlayer(output: output), clip: clip)
    defer { sound.close() }
    #expect(sound.takeFailure() == nil)
    sound.start(
      SoundCue(fromMs: 0, lengthMs: 200), instant: MonotonicTime.nanoseconds(), generation: 7)
    var failure: (generation: Int, message: String)?
    for _ in 0..<200 where failure == nil {
      var time = timespec(tv_sec: 0, tv_nsec: 5_000_000)
      nanosleep(&time, nil)
      failure = sound.takeFailure()
    }
    #expect(failure?.generation == 7)
    #expect(failure?.message == "\"hw:1\": No such device")
    #expect(sound.takeFailure() == nil)
  }

  @Test("haptics that cannot start leave the sound silent too; the device is still closed")
  func refusedPlaybackStartsNoSound() {
    let folder = TemporaryFolder()
    let output = RecordingSoundOutput(name: "null")
    let (made, backend) = runtime(pattern(in: folder), "<Space> <Ctrl-L>", output: output)
    let runtime = EditorRuntime(
      state: made.state, backend: backend, session: made.session, analyzer: made.analyzer,
      environment: Environment(
        playback: RefusingDriver(), soundOutput: made.environment.soundOutput))
    _ = runtime.run()
    #expect(output.calls == [.open(rate: 16_000, channels: 1), .close])
    #expect(backend.frames.contains { $0.text.contains("the rumble device is busy") })
  }
}

/// Hands out the outputs it was given, one per card opened, then the last again.
private final class OutputSequence {
  private var outputs: [RecordingSoundOutput]

  init(_ outputs: [RecordingSoundOutput]) { self.outputs = outputs }

  func next() -> any SoundOutput {
    outputs.count > 1 ? outputs.removeFirst() : outputs[0]
  }
}

/// A playback driver whose every start is refused.
private final class RefusingDriver: PlaybackDriver {
  func start(_ request: PlaybackRequest) -> String? { "the rumble device is busy" }
  func stop() {}
  var elapsed: Int? { nil }
  var deviceName: String? { nil }
  var failure: String? { nil }
}
