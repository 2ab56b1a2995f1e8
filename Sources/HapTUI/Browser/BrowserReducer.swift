import HapModel
import HapRender

/// The browser's pure core: actions in, state and effects out.
public enum BrowserReducer {
  /// Applies `action` to `state`; returns what the runtime must do.
  public static func reduce(_ state: inout BrowserState, _ action: BrowserAction)
    -> [BrowserEffect]
  {
    switch action {
    case .key(let key): return press(key, &state)
    case .mouse(let input): return mouse(input, &state)
    case .resize(let size): state.size = size
    case .tick(let generation, let elapsed): tick(&state, generation: generation, elapsed: elapsed)
    case .playbackEnded(let generation, let failure):
      ended(&state, generation: generation, failure: failure)
    case .deviceChanged(let name): state.deviceName = name
    case .listed(let entries, let path):
      state.entries = entries
      state.filter = ""
      state.row = state.visible.firstIndex { $0.path == path } ?? 0
    case .createFailed(let message): state.message = StatusMessage(message, kind: .error)
    }
    return []
  }

  /// A key: typed into the open prompt, scrolls the help, or runs its command.
  static func press(_ key: Key, _ state: inout BrowserState) -> [BrowserEffect] {
    if let input = state.input { return type(key, into: input, &state) }
    if state.showsHelp {
      // The help scrolls with the help screen's keys; any other key closes it, as before.
      switch KeyMap.standard.table(.help).command(for: key) {
      case .scrollDown: state.helpScroll += 1
      case .scrollUp: state.helpScroll = max(state.helpScroll - 1, 0)
      case .scrollPageDown: state.helpScroll += max(state.size.rows - 6, 1)
      case .scrollPageUp: state.helpScroll = max(state.helpScroll - max(state.size.rows - 6, 1), 0)
      default: state.showsHelp = false
      }
      return []
    }
    guard let command = KeyMap.standard.command(for: key, in: .browser) else {
      state.message = StatusMessage("\(key.name) does nothing here; ? shows the keys", kind: .error)
      return []
    }
    return perform(command, &state)
  }

  static func perform(_ command: Command, _ state: inout BrowserState) -> [BrowserEffect] {
    state.message = nil
    let count = state.visible.count
    switch command {
    case .listUp:
      state.row = max(state.row - 1, 0)
    case .listDown:
      state.row = min(state.row + 1, max(count - 1, 0))
    case .listStart:
      state.row = 0
    case .listEnd:
      state.row = max(count - 1, 0)
    case .openPattern:
      guard let entry = state.selected else {
        state.message = StatusMessage("no pattern to open; n makes one", kind: .error)
        return []
      }
      return stop(&state) + [.open(path: entry.path)]
    case .playStop:
      return playOrStop(&state)
    case .newPattern:
      state.input = .newID("")
    case .startFilter:
      state.input = .filter
    case .clearFilter:
      state.filter = ""
      state.row = 0
    case .quit:
      return stop(&state) + [.quit]
    case .help:
      state.showsHelp = true
      state.helpScroll = 0
    default:
      break
    }
    return []
  }

  /// Space: plays the highlighted pattern's track as the editor's Space does, or stops.
  static func playOrStop(_ state: inout BrowserState) -> [BrowserEffect] {
    if let playing = state.playback {
      let effects = stop(&state)
      state.message = StatusMessage("stopped \(playing.id)")
      return effects
    }
    guard let entry = state.selected else {
      state.message = StatusMessage("no pattern to play; n makes one", kind: .error)
      return []
    }
    guard let pattern = entry.pattern else {
      state.message = nothingToPlay(entry)
      return []
    }
    guard !pattern.events.isEmpty else {
      state.message = StatusMessage(
        "nothing to play: \(entry.id) has no track (its intent \(entry.intent) plays on phones)")
      return []
    }
    // The playhead runs to the end of the track, or of a last pulse that outlasts it.
    let length = max(pattern.length, RumbleSchedule.richest(for: pattern).length)
    state.playGeneration += 1
    state.playback = BrowserPlayback(
      path: entry.path, id: entry.id, length: length, generation: state.playGeneration)
    let what = "\(entry.id) (\(length) ms)"
    state.message = StatusMessage(
      state.deviceName.map { "playing on \($0): \(what)" }
        ?? "nothing is felt (no device attached): the playhead runs \(what)")
    return [
      .play(
        PlaybackRequest(
          generation: state.playGeneration, pattern: pattern, target: .track,
          settings: .standard))
    ]
  }

  /// Why Space plays nothing for an entry without a pattern: a sound is imported only when
  /// opened, a source that fails to import says its `IMPnnn` error, a pattern file its first.
  static func nothingToPlay(_ entry: PatternEntry) -> StatusMessage {
    if entry.importFormat == .audio, entry.isConformant {
      return StatusMessage(
        "nothing to play yet: \(entry.file) is a sound; Enter opens its import to feel it")
    }
    let fails = entry.importFormat == nil ? "does not parse" : "does not import"
    return StatusMessage(
      "nothing to play: \(entry.file) \(fails) (\(entry.problem ?? "open it to see why"))",
      kind: .error)
  }

  /// Stops what is playing, if anything.
  static func stop(_ state: inout BrowserState) -> [BrowserEffect] {
    guard state.playback != nil else { return [] }
    state.playback = nil
    return [.stopPlayback]
  }

  /// The playhead moved: `elapsed` ms since the start of playback `generation`.
  static func tick(_ state: inout BrowserState, generation: Int, elapsed: Int) {
    guard state.playback?.generation == generation else { return }
    state.playback?.elapsed = elapsed
  }

  /// Playback `generation` ran to its end, or failed with `failure`.
  static func ended(_ state: inout BrowserState, generation: Int, failure: String?) {
    guard let playing = state.playback, playing.generation == generation else { return }
    state.playback = nil
    let what = "\(playing.id) (\(playing.length) ms)"
    if let failure {
      state.message = StatusMessage(failure, kind: .error)
    } else if let device = state.deviceName {
      state.message = StatusMessage("played on \(device): \(what)")
    } else {
      state.message = StatusMessage(
        "nothing was felt (no device attached): the playhead ran \(what)")
    }
  }

  /// The mouse: the wheel moves the list (or scrolls the help); a click highlights a row, and
  /// a click on the highlighted row opens it.
  static func mouse(_ mouse: MouseInput, _ state: inout BrowserState) -> [BrowserEffect] {
    if state.showsHelp {
      if mouse.kind == .scrollDown { state.helpScroll += 3 }
      if mouse.kind == .scrollUp { state.helpScroll = max(state.helpScroll - 3, 0) }
      return []
    }
    guard state.input == nil else { return [] }
    switch mouse.kind {
    case .scrollUp: return perform(.listUp, &state)
    case .scrollDown: return perform(.listDown, &state)
    case .press: break
    default: return []
    }
    let rows = BrowserScreen.listRows(size: state.size)
    guard rows.contains(x: mouse.x, y: mouse.y) else { return [] }
    let row = BrowserScreen.listScroll(state, rows: rows.height) + mouse.y - rows.y
    guard row < state.visible.count else { return [] }
    if row == state.row { return perform(.openPattern, &state) }
    state.row = row
    return []
  }

  /// Typing into the filter (it applies as you type) or the new pattern's id.
  static func type(_ key: Key, into input: BrowserState.Input, _ state: inout BrowserState)
    -> [BrowserEffect]
  {
    var text: String
    switch input {
    case .filter: text = state.filter
    case .newID(let id): text = id
    }
    switch key {
    case .escape:
      state.input = nil
      if input == .filter { state.filter = "" }
      state.row = 0
      return []
    case .enter:
      state.input = nil
      guard case .newID = input else { return [] }
      guard Slug.isValid(text) else {
        // As `haptui new` says it, with the slug the typed text makes.
        state.message = StatusMessage(
          "not a slug: use lower-case words joined by hyphens, e.g. "
            + "'\(Slug.suggestion(from: text))'", kind: .error)
        state.input = .newID(text)
        return []
      }
      guard !state.entries.contains(where: { $0.id == text }) else {
        state.message = StatusMessage("\(text) already exists", kind: .error)
        state.input = .newID(text)
        return []
      }
      return [.create(id: text)]
    case .backspace:
      if !text.isEmpty { text.removeLast() }
    case .control("u"):
      text = ""
    case .character(let character):
      text.append(character)
    default:
      return []
    }
    switch input {
    case .filter:
      state.filter = text
      state.row = 0
    case .newID:
      state.input = .newID(text)
      // An edit answers the refusal: the hint comes back in its place.
      state.message = nil
    }
    return []
  }
}
