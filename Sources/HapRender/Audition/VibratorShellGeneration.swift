/// Which release family of `cmd vibrator_manager` a phone's help text belongs to (D100).
public enum VibratorShellGeneration: String, Sendable, Equatable, CaseIterable {
  /// Android 12–14: `synced`, `combined`, `sequential`; `oneshot`, `waveform`, `prebaked` and
  /// `primitives ([-w delay] <primitive-id>)...`; no `xml`, no `envelope`, no `-u`.
  case oldest
  /// Android 16: adds `xml`, `feedback`, `envelope`, `-u <usage>` and primitives with `-o`/`-s`.
  case android16
  /// Later: as Android 16 without `sequential`, with `-S` (vendor session).
  case latest
  /// A help text that matches no known grammar: haptui falls back to `synced oneshot`.
  case unknown

  /// How the report names it.
  public var label: String {
    switch self {
    case .oldest: "Android 12-14 shell"
    case .android16: "Android 16 shell"
    case .latest: "post-Android 16 shell"
    case .unknown: "unrecognised shell (oneshot only)"
    }
  }
}
