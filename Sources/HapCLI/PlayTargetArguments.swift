import Foundation

/// The `haptui play` options an audition target names (D135).
///
/// `evdev` (or nothing) is the first playable rumble device, `evdev:PATH` that device node;
/// any other name is passed through as `--target NAME` for the play paths other front ends
/// add, and `haptui play` says plainly when it does not know it.
enum PlayTargetArguments {
  static func playArguments(for target: String) -> [String] {
    let trimmed = target.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed == "evdev" { return [] }
    if trimmed.hasPrefix("evdev:") { return ["--device", String(trimmed.dropFirst(6))] }
    return ["--target", trimmed]
  }
}
