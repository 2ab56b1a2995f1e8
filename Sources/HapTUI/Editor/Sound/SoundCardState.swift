/// The pattern's attached sound as the editor sees it: whether there is one, whether it can
/// play and on which device, whether the user turned it on, and whether it plays now.
public struct SoundCardState: Equatable, Sendable {
  /// The sound file as the frontmatter's `audio:` key names it; `nil`: no sound attached.
  public var source: String?
  /// The sound card it plays on (`default`, `null`…), once opened.
  public var deviceName: String?
  /// Why it cannot play (no audio output, or the file does not decode); `nil` when it can.
  public var problem: String?
  /// The problem is the sound card's (no audio output), not the file's.
  public var problemIsDevice: Bool = true
  /// The user's toggle (`m`): Space plays the sound with the haptics.
  public var isOn: Bool = true
  /// The sound plays with the current playback.
  public var isPlaying: Bool = false
  /// How long the sound lasts, in milliseconds (0 when it cannot play).
  public var milliseconds: Int = 0

  public init(
    source: String? = nil, deviceName: String? = nil, problem: String? = nil,
    problemIsDevice: Bool = true, milliseconds: Int = 0
  ) {
    self.source = source
    self.deviceName = deviceName
    self.problem = problem
    self.problemIsDevice = problemIsDevice
    self.milliseconds = milliseconds
  }

  /// Whether Space plays the sound now.
  public var plays: Bool { source != nil && problem == nil && deviceName != nil && isOn }

  /// The status-line field: `sound on (null)`, `sound off`, `sound: no audio output`; `nil`
  /// with no sound attached.
  public var field: String? {
    guard source != nil else { return nil }
    if problem != nil { return problemIsDevice ? "sound: no audio output" : "sound: unreadable" }
    guard isOn else { return "sound off" }
    return "sound on (\(deviceName ?? "?"))"
  }

  /// Why the sound is silent, for a message: `sound: no audio output (…)`.
  public var problemText: String? {
    guard let problem else { return nil }
    return problemIsDevice ? "sound: no audio output (\(problem))" : "sound: \(problem)"
  }
}
