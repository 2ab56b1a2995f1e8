/// One `cmd vibrator_manager` invocation and what it keeps of the rendition (D102).
public struct VibratorCommand: Sendable, Equatable {
  /// The words after `adb shell`: `cmd`, `vibrator_manager`, the command and its arguments.
  public var shellArguments: [String]
  /// The form that plays: `xml envelope`, `synced envelope`, `synced primitives`,
  /// `synced waveform -a`, `synced waveform`, `synced prebaked` or `synced oneshot`.
  public var form: String
  /// What the form keeps of the rendition, one short phrase each.
  public var kept: [String]
  /// What it drops or approximates, one short phrase each.
  public var dropped: [String]
  /// How long the effect lasts in ms.
  public var duration: Int

  public init(
    shellArguments: [String], form: String, kept: [String], dropped: [String], duration: Int
  ) {
    self.shellArguments = shellArguments
    self.form = form
    self.kept = kept
    self.dropped = dropped
    self.duration = duration
  }

  /// The one line `adb shell` hands to the phone's shell, each word quoted as needed.
  public var shellLine: String { ShellQuote.quoted(shellArguments) }

  /// `form; kept …; dropped …`, as the status line and `play` print it.
  public var summary: String {
    var parts = [form]
    if !kept.isEmpty { parts.append(kept.joined(separator: ", ") + " kept") }
    if !dropped.isEmpty { parts.append(dropped.joined(separator: ", ") + " dropped") }
    return parts.joined(separator: "; ")
  }

  /// The words that cancel whatever the phone is playing.
  public static let cancelArguments = ["cmd", "vibrator_manager", "cancel"]
}
