import HapModel
import HapPlayback
import HapRender
import HapSound

/// Opens a file in the editor on the real terminal and runs it to the end.
public enum EditorLauncher {
  /// Edits `path`; returns the exit code (0 after a normal quit). Messages for the user (why
  /// the file cannot be edited, how the editor ended) go to `errors`.
  public static func edit(
    path: String, monochrome: Bool, errors: @escaping (String) -> Void
  ) -> Int32 {
    guard LocalFiles.exists(path) else {
      errors("haptui edit: \(path): no such file (haptui new ID creates a pattern)\n")
      return 1
    }
    guard !LocalFiles.isFolder(path) else {
      errors(
        "haptui edit: \(path) is a folder; give a .hap.md file, or run `haptui \(path)` to "
          + "browse it\n")
      return 1
    }
    guard LocalFiles.isRegularFile(path) else {
      errors("haptui edit: \(path) is not a regular file (a fifo or a device cannot be edited)\n")
      return 1
    }
    let opened = DocumentSession.open(path: path)
    let backend: NcursesBackend
    do {
      backend = try NcursesBackend()
    } catch {
      errors("haptui edit: \(error.message)\n")
      return 1
    }
    let recovery = RecoveryStore.standard()
    let runtime = makeRuntime(
      opened: opened, backend: backend, recovery: recovery, monochrome: monochrome,
      soundOutput: soundCard)
    let exit = runtime.run()
    backend.shutdown()
    return report(exit, state: runtime.state, recovery: recovery, errors: errors)
  }

  /// Builds the runtime for an opened file, offering back edits a recovery file kept.
  static func makeRuntime(
    opened: DocumentSession.Opened, backend: TerminalBackend, recovery: RecoveryStore?,
    monochrome: Bool, soundOutput: (() -> any SoundOutput)? = nil
  ) -> EditorRuntime {
    let preview = PlatformPreview(catalog: PlatformPreview.standardCatalog())
    let real = backend is NcursesBackend
    let monitor = real ? DeviceMonitor() : nil
    let attached = monitor?.poll().flatMap { $0.first(where: \.isPlayable) }
    let playback: PlaybackDriver =
      real
      ? PlayerPlaybackDriver(openDevice: Self.openFirstDevice, deviceName: attached?.name)
      : ClockPlaybackDriver()
    var state = EditorState(
      document: opened.info, pattern: opened.pattern, size: backend.size, catalog: preview.catalog,
      monochrome: monochrome || LocalFiles.environment("NO_COLOR") != nil || !backend.hasColor,
      deviceName: playback.deviceName)
    if let recovery, let kept = recovery.load(for: opened.session.path) {
      let document = HapDocument(bytes: kept.bytes, path: opened.session.path)
      let title = document.frontmatter?.title
      if let recovered = document.pattern,
        recovered != opened.pattern || title != state.document.title, !state.isReadOnly
      {
        let changed = recovery.fileChanged(
          for: opened.session.path, current: opened.session.document.bytes)
        state.overlay = .recovery(
          RecoveryOffer(
            pattern: recovered, title: title, savedAt: kept.savedAt, fileChanged: changed))
      } else {
        recovery.remove(for: opened.session.path)
      }
    }
    let runtime = EditorRuntime(
      state: state, backend: backend, session: opened.session,
      analyzer: SessionAnalyzer(session: opened.session, preview: preview), recovery: recovery,
      playback: playback)
    runtime.soundOutput = soundOutput
    runtime.inBackground = real
    if let monitor {
      runtime.pollDevice = { monitor.poll().map { $0.first(where: \.isPlayable)?.name } }
      runtime.terminationSignal = { TerminalGuard.receivedSignal }
      runtime.crashKey = LocalFiles.environment("HAPTUI_CRASH_KEY").flatMap(Key.init(name:))
    }
    return runtime
  }

  /// The sound card the attached sound plays on: ALSA's device named by
  /// `HAPTUI_SOUND_DEVICE`, or `default`.
  static func soundCard() -> any SoundOutput {
    let variable = AlsaSoundOutput.deviceVariable
    let value = LocalFiles.environment(variable)
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
