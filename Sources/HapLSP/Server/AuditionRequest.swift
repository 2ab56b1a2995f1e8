/// What `haptui.play` asks the shell to play: a whole `.hap.md` text (the open document, or a
/// pattern holding only the event under the cursor) on an audition target.
public struct AuditionRequest: Equatable, Sendable {
  /// What is played, for messages (`heartbeat.hap.md`, `event 3 of heartbeat.hap.md`).
  public var title: String
  /// The `.hap.md` bytes to play (the editor's text, saved or not).
  public var document: [UInt8]
  /// The audition target from the settings (`evdev`, `evdev:/dev/input/event5`, or a target
  /// another front end adds), passed through as written (D135).
  public var target: String

  public init(title: String, document: [UInt8], target: String) {
    self.title = title
    self.document = document
    self.target = target
  }
}
