/// A terminal for tests: replays scripted input and records every frame drawn.
public final class TestBackend: TerminalBackend {
  public var size: TerminalSize
  public let hasColor: Bool
  public let glyphs: Glyphs
  /// Input still to be read, in order.
  public var script: [InputEvent]
  /// Every frame drawn, oldest first.
  public private(set) var frames: [CellBuffer] = []
  public private(set) var isShutDown = false

  public init(
    size: TerminalSize, script: [InputEvent] = [], hasColor: Bool = true, glyphs: Glyphs = .unicode
  ) {
    self.size = size
    self.script = script
    self.hasColor = hasColor
    self.glyphs = glyphs
  }

  public func draw(_ frame: CellBuffer, theme: Theme, full: Bool) {
    frames.append(frame)
  }

  public func nextInput(timeoutMs: Int) -> InputEvent? {
    guard !script.isEmpty else { return timeoutMs > 0 ? .end : nil }
    let event = script.removeFirst()
    if case .resize(let newSize) = event { size = newSize }
    return event
  }

  public private(set) var outsideRuns = 0
  public private(set) var suspensions = 0

  public func suspend() {
    suspensions += 1
  }

  public func runOutside(_ body: () -> Void) {
    outsideRuns += 1
    body()
  }

  public func shutdown() {
    isShutDown = true
  }

  /// The text of the last frame drawn.
  public var lastText: String { frames.last?.text ?? "" }
}
