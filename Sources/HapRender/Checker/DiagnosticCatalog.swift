import HapModel

/// Every diagnostic code the checker gives, in code order (D133).
public enum DiagnosticCatalog {
  /// The link to `code`'s row of the table at the end of docs/cli.md, one anchor per code.
  ///
  /// `documentation` is where a copy of docs/cli.md can be opened (`DocumentationLocation` in
  /// HapCLI finds it); without one there is no link, rather than a guessed address (D137).
  public static func link(for code: String, in documentation: String?) -> String? {
    documentation.map { $0 + "#" + code.lowercased() }
  }

  /// The entry for `code`, when it is one of ours.
  public static func entry(_ code: String) -> DiagnosticCode? { all.first { $0.code == code } }

  public static let all: [DiagnosticCode] = [
    DiagnosticCode(
      "HAP000", .error,
      "The file cannot be read: missing, unreadable, a folder, not a regular file (a fifo, a device, a socket: refused without waiting or reading), larger than 64 MiB (the message names the size and the limit), more than 4,000,000 lines (points at line 4,000,001), or Markdown that cmark cannot read within 512 MiB; or it is not UTF-8 (points at the first bad byte; save it as UTF-8)."
    ),
    DiagnosticCode(
      "HAP001", .error,
      "Not exactly one haptic block: none (points after the frontmatter), or a second, third… (points at each extra fence). A fence counts when CommonMark sees a fenced code block whose info string's first word is `haptic`, including inside block quotes and list items."
    ),
    DiagnosticCode(
      "HAP002", .error,
      "The block breaks the JSON Schema: wrong type, out of range (`intensity 1.4 is above 1 (allowed 0..1)`), a required member missing (points at the enclosing `{`), unknown enum value (`curve`, `type`, `requiredCapability`, with a suggestion), a malformed `haptic` version, an empty `track`, a negative or fractional `at`/`duration`/web entry, or a member name repeated in one object (points at the second)."
    ),
    DiagnosticCode(
      "HAP003", .error,
      "`id` is not a slug (`^[a-z0-9]+(-[a-z0-9]+)*$`, with a suggested slug), the frontmatter has no `id`, or the frontmatter and block ids differ."
    ),
    DiagnosticCode(
      "HAP004", .error,
      "`intent` or `fallbacks.reduced` is not a Tier-0 token. Names from other vocabularies map to the real token (`notify.success` → `notification.success`, `selection.change` → `selection`, `light` → `impact.light`); near misses get \"did you mean\"."
    ),
    DiagnosticCode(
      "HAP005", .error,
      "Track events are not in non-decreasing `at` order; points at each event that starts before the one just before it."
    ),
    DiagnosticCode(
      "HAP006", .error,
      "A continuous event has no `duration` (points at the event)."),
    DiagnosticCode(
      "HAP007", .error,
      "The block is not valid JSON (RFC 8259), as the bytes stand in the file (a raw control character such as U+0000 inside a string is an error); points at where reading stopped. Also a block too large to read: more than 2,000,000 JSON values (RFC 8259 §9 lets a reader set such a limit; nesting depth alone is not limited), pointing at the first value past the limit."
    ),
    DiagnosticCode(
      "HAP008", .error,
      "The frontmatter is missing, never closed, not valid YAML (libyaml's message and position), not a mapping, repeats a key, nests lists or mappings more than 100 levels deep in one key's value, aliases included (points at the first level too many), or holds more than 100,000 keys and values."
    ),
    DiagnosticCode(
      "HAP009", .error,
      "Across the files given to one `validate`, two or more patterns share an `id` (each file's frontmatter `id` is pointed at, naming the others): codegen and export need one id per pattern. Each file alone can be conformant."
    ),
    DiagnosticCode(
      "HAPW01", .warning,
      "A frontmatter mirror disagrees with the block: `spec` vs `haptic`, `intent`, `requiredCapability` (`null` and absent agree), or is missing while the block has a valid `intent` or `requiredCapability` (points at the opening `---`)."
    ),
    DiagnosticCode(
      "HAPW02", .warning,
      "The block's grammar version is newer than 0.1; it is checked as 0.1 and unknown members are ignored."
    ),
    DiagnosticCode(
      "HAPW03", .warning,
      "The pattern renders nothing on some platform or device profile (computed with HapRender)."),
    DiagnosticCode(
      "HAPW04", .warning,
      "Events too close to feel apart: two transients starting less than 50 ms apart, or a silence of 1–19 ms next to a continuous event."
    ),
    DiagnosticCode(
      "HAPW05", .warning,
      "A pulse shorter than a motor can render: a continuous event under 20 ms (not a step of a longer run of touching continuous events), or a `fallbacks.web` vibration of 1–19 ms."
    ),
    DiagnosticCode(
      "HAPW06", .warning,
      "Too long for UI feedback: the track or the web fallback lasts more than 1000 ms. Not reported when the frontmatter `category` says the pattern is not UI feedback: `alarm`, `alert`, `ambient`, `ringtone` or `timer` (any case)."
    ),
    DiagnosticCode(
      "HAPW07", .warning,
      "A track without `fallbacks.web`, so Android Chrome stays silent; the message suggests a web pattern derived from the track."
    ),
    DiagnosticCode(
      "HAPW08", .warning,
      "A known frontmatter key has the wrong YAML type (`tags: solo` instead of a list, `title: [a]`)."
    ),
    DiagnosticCode(
      "HAPW09", .warning,
      "`fallbacks.web` that browsers cut: more than 99 entries, an entry over 10 000 ms, or a trailing pause (even length)."
    ),
    DiagnosticCode(
      "HAPW10", .warning,
      "An unknown member one or two letters from a known one (`\"intesity\"`), probably a typo whose value is ignored."
    ),
    DiagnosticCode(
      "HAPW11", .warning,
      "A transient carries `duration` or `curve`, which the spec ignores for transients."),
    DiagnosticCode(
      "HAPW12", .warning,
      "`fallbacks.web` no longer matches the track (times from each one's first vibration): a web pulse starts more than 30 ms (the web resolution) after the track has ended or outlasts its sustained last vibration by more than that, or the web has the track's two or more vibrations and one starts (or, sustained, ends) more than 30 ms from the track's (the track changed after the web pattern was made). Derive it again (`W` in the editor). Longer pulses for transients and a web pattern with fewer vibrations are taken as deliberate."
    ),
    DiagnosticCode(
      "HAPW13", .warning,
      "The haptic block's fence is never closed, so CommonMark runs the block to the end of the file (or of its list item or quote) and any prose after it is read as JSON; points at the opening fence. Close the fence with ```."
    ),
  ]
}
