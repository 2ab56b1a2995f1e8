/// A `--target` value read: which kind of target and its address.
public enum TargetName: Sendable, Equatable {
  /// `evdev:/dev/input/eventN` (today's rumble path; `--device PATH` is its alias).
  case evdev(path: String)
  /// `adb` (the one phone attached) or `adb:SERIAL`.
  case adb(serial: String?)
  /// `feedbackd` (this machine's session bus) or `feedbackd:[USER@]HOST[:PORT]` over ssh.
  case feedbackd(remote: SshAddress?)
  /// `sound`: the track sonified on the sound card.
  case sound

  /// Reads a `--target` value; nil with the reason when it names no target.
  public static func parse(_ text: String) -> Result<TargetName, AuditionFailure> {
    let (head, rest) =
      text.firstIndex(of: ":").map {
        (String(text[..<$0]), String(text[text.index(after: $0)...]))
      } ?? (text, nil)
    switch (head, rest) {
    case ("evdev", let path?) where path.hasPrefix("/"): return .success(.evdev(path: path))
    case ("adb", nil): return .success(.adb(serial: nil))
    case ("adb", let serial?) where !serial.isEmpty: return .success(.adb(serial: serial))
    case ("feedbackd", nil): return .success(.feedbackd(remote: nil))
    case ("feedbackd", let address?):
      guard let remote = SshAddress(address) else {
        return .failure(
          AuditionFailure(
            target: text, "not an ssh address: write feedbackd:[USER@]HOST[:PORT]"))
      }
      return .success(.feedbackd(remote: remote))
    case ("sound", nil): return .success(.sound)
    default:
      return .failure(
        AuditionFailure(
          target: text,
          "unknown target: use evdev:/dev/input/eventN, adb[:SERIAL], "
            + "feedbackd[:[USER@]HOST[:PORT]] or sound ('haptui devices' lists them)"))
    }
  }
}
