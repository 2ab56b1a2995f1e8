/// Everything that can happen to the browser: input, and what its runtime reports back.
public enum BrowserAction: Equatable, Sendable {
  case key(Key)
  case mouse(MouseInput)
  case resize(TerminalSize)
  /// The playhead of playback `generation` is `elapsed` ms in.
  case tick(generation: Int, elapsed: Int)
  /// Playback `generation` ran to its end, or failed with `failure`.
  case playbackEnded(generation: Int, failure: String?)
  /// The rumble device playback uses (`nil`: nothing attached).
  case deviceChanged(name: String?)
  /// The folder was read again (a pattern was made, or the editor returned): its entries,
  /// with the row of `path` highlighted.
  case listed([PatternEntry], keeping: String)
  /// A new pattern could not be written: why.
  case createFailed(String)
}
