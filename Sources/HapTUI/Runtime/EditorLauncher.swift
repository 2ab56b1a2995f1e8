import HapAudio
import HapAudition
import HapModel
import HapPlayback
import HapRender
import HapSound
import HapSystem

/// Opens a file in the editor on the real terminal and runs it to the end.
public enum EditorLauncher {
  /// Edits `path`; returns the exit code (0 after a normal quit). Messages for the user (why
  /// the file cannot be edited, how the editor ended) go to `errors`. `audio` attaches that
  /// sound (`haptui edit --audio SOUND FILE`): an unsaved edit of the frontmatter's `audio:`.
  /// `target` is the audition target Space plays on once a search lists it (`--target`).
  public static func edit(
    path: String, monochrome: Bool, ascii: Bool = false, audio: String? = nil,
    target: String? = nil, errors: @escaping (String) -> Void
  ) -> Int32 {
    guard Files.exists(path) else {
      errors("haptui edit: \(path): no such file (haptui new ID creates a pattern)\n")
      return 1
    }
    guard !Files.isFolder(path) else {
      errors(
        "haptui edit: \(path) is a folder; give a .hap.md file, or run `haptui \(path)` to "
          + "browse it\n")
      return 1
    }
    guard Files.isRegularFile(path) else {
      errors("haptui edit: \(path) is not a regular file (a fifo or a device cannot be edited)\n")
      return 1
    }
    let recovery = RecoveryStore.standard()
    // A long track is drawn before it is checked (D264), unless a sound is attached (which
    // needs to know now whether the file is editable) or a recovery file waits (whose offer
    // needs it too).
    let opened = DocumentSession.open(
      path: path, deferringChecks: audio == nil && recovery.load(for: path) == nil)
    var attach: String?
    if let audio {
      switch attachment(audio, to: opened) {
      case .success(let name): attach = name
      case .failure(let problem):
        errors("haptui edit: \(problem.message)\n")
        return 1
      }
    }
    let backend: NcursesBackend
    do {
      backend = try NcursesBackend(ascii: ascii)
    } catch {
      errors("haptui edit: \(error.message)\n")
      return 1
    }
    let runtime = makeRuntime(
      opened: opened, backend: backend, environment: .terminal(recovery: recovery),
      monochrome: monochrome,
      openingActions: (attach.map { [.attachAudio($0)] } ?? [])
        + (target.map { [.chooseTarget($0)] } ?? []))
    let exit = runtime.run()
    backend.shutdown()
    return report(exit, state: runtime.state, recovery: recovery, errors: errors)
  }

  /// Builds the runtime for an opened file in `environment`, offering back edits a recovery
  /// file kept.
  static func makeRuntime(
    opened: DocumentSession.Opened, backend: TerminalBackend, environment: Environment,
    monochrome: Bool, openingActions: [Action] = []
  ) -> EditorRuntime {
    let preview = PlatformPreview(catalog: PlatformPreview.standardCatalog())
    var state = EditorState(
      document: opened.info, pattern: opened.pattern, size: backend.size, catalog: preview.catalog,
      monochrome: monochrome || ProcessEnvironment.value("NO_COLOR") != nil || !backend.hasColor,
      deviceName: environment.playback.deviceName,
      hasSoundOutput: environment.soundOutput != nil)
    let recovery = environment.recovery
    if let recovery, let kept = recovery.load(for: opened.session.path) {
      let document = HapDocument(bytes: kept.bytes, path: opened.session.path)
      let title = document.frontmatter?.title
      let audio = document.frontmatter?.entry("audio")?.stringValue
      if let recovered = document.pattern,
        recovered != opened.pattern || title != state.document.title
          || audio != state.document.audio, state.document.readOnlyReason == nil
      {
        let changed = recovery.fileChanged(
          for: opened.session.path, current: opened.session.document.bytes)
        var offer = RecoveryOffer(
          pattern: recovered, title: title, savedAt: kept.savedAt, fileChanged: changed)
        offer.audio = audio
        offer.restoresAudio = audio != state.document.audio
        state.screen.overlay = .recovery(offer)
      } else {
        recovery.remove(for: opened.session.path)
      }
    }
    return EditorRuntime(
      state: state, backend: backend, session: opened.session,
      analyzer: SessionAnalyzer(session: opened.session, preview: preview),
      environment: environment, openingActions: openingActions)
  }

  /// Why `haptui edit --audio` cannot attach a sound.
  struct AttachProblem: Error {
    var message: String
  }

  /// The `audio:` value that attaches `sound` (as the command line gave it) to the opened
  /// file: its path from the file's folder. Refuses a sound that does not read (named, with
  /// the fix) and a file whose frontmatter cannot take the key.
  static func attachment(_ sound: String, to opened: DocumentSession.Opened) -> Result<
    String, AttachProblem
  > {
    do {
      _ = try AudioDecoder.probe(
        path: sound, maximumSeconds: SoundLoader.maximumSeconds,
        maximumFrames: SoundLoader.maximumFrames)
    } catch {
      let fix =
        error.kind == .unreadable
        ? "; give the path of a sound file (WAV, AIFF, FLAC, Ogg, MP3)" : ""
      return .failure(AttachProblem(message: "--audio \(error)\(fix)"))
    }
    let file = opened.info.path
    if let reason = opened.info.readOnlyReason {
      return .failure(
        AttachProblem(
          message: "\(file) opens read-only (\(reason)); fix it before attaching a sound"))
    }
    let name = RelativePath.of(sound, fromFolderOf: file)
    do {
      _ = try FrontmatterKeyEdit.setting(
        "audio", to: name, in: opened.session.document.bytes, file: file)
    } catch {
      return .failure(AttachProblem(message: error.message + " (then attach with --audio again)"))
    }
    return .success(name)
  }

  /// The sound card the attached sound plays on: ALSA's device named by
  /// `HAPTUI_SOUND_DEVICE`, or `default`.
  static func soundCard() -> any SoundOutput {
    let variable = AlsaSoundOutput.deviceVariable
    let value = ProcessEnvironment.value(variable)
    return AlsaSoundOutput(
      name: AlsaSoundOutput.deviceName(environment: value.map { [variable: $0] } ?? [:]))
  }

  /// Opens the first playable rumble device, or `nil` when none is attached (or it cannot be
  /// opened: the player then runs the playhead alone).
  static func openFirstDevice() -> (any RumbleDevice)? {
    guard let info = DeviceScanner().scan().first(where: \.isPlayable) else { return nil }
    return try? EvdevRumbleDevice(path: info.node)
  }

  /// Says how the editor ended and turns it into an exit code.
  static func report(
    _ exit: EditorRuntime.Exit, state: EditorState, recovery: RecoveryStore,
    errors: (String) -> Void
  )
    -> Int32
  {
    let kept = state.isDirty && !state.isReadOnly
    let note =
      kept
      ? "; unsaved edits are kept in \(recovery.recoveryPath(for: state.document.path)) and offered on the next open"
      : ""
    switch exit {
    case .quit:
      return 0
    case .signal(let signal):
      errors("haptui: stopped by signal \(signal)\(note)\n")
      return 128 + signal
    case .inputEnded:
      if kept { errors("haptui: input ended\(note)\n") }
      return kept ? 1 : 0
    }
  }
}
