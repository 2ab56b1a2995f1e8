/// Gamepads: the rumble schedule (strong and weak motor magnitudes over time) and the web
/// Gamepad `dual-rumble` form that plays it.
enum GamepadEmitter {
  /// Chromium caps `duration + startDelay` at 5000 ms per effect (platform-facts 7.2).
  static let maximumEffect = 5_000

  static func artifact(_ context: EmitContext) -> Artifact {
    let function = Identifier.playFunction(context.id) + "Rumble"
    let motor = context.profile.motor
    var steps: [RumbleStep] = []
    // The motor is a compile-time choice, so the artefact is what this profile plays: when no
    // branch holds (a requiredCapability the motor lacks, no fallbacks.web), nothing.
    if case .rumble(let schedule)? = context.plan.branch(for: context.profile)?.effect {
      steps = schedule.steps
    }
    // One buffer for the whole text, sized for the table's and the web steps' rows (about 36
    // and 40 bytes a step): a long schedule's lines were joined as strings (D331).
    let out = TextBuffer(capacity: 4_096 + 80 * steps.count)
    // Appends `text` as one line of the artefact.
    func line(_ text: String) {
      out.append(text)
      out.append(byte: 0x0A)
    }
    line(CommentText.block(context.headerLines, prefix: "//"))
    if steps.isEmpty {
      CommentText.lines(
        "Nothing plays on a gamepad (\(context.profile.name)): \(context.silenceReason).",
        prefix: "//"
      ).forEach(line)
    } else {
      CommentText.lines(
        "Rumble schedule for profile \(context.profile.name) (\(context.profile.summary)): "
          + "magnitudes 0..0xFFFF as Linux FF_RUMBLE takes them; every pulse lasts at least "
          + "\(motor.minimumPulse) ms, the shortest the motor renders.", prefix: "//"
      ).forEach(line)
      out.append("//\n//    at ms  length ms  strong  weak")
      for step in steps {
        out.append("\n//  ")
        pad(step.at, 7, into: out)
        out.append("  ")
        pad(step.duration, 9, into: out)
        out.append("  ")
        hex(step.strong, into: out)
        out.append("  ")
        hex(step.weak, into: out)
      }
      out.append(byte: 0x0A)
    }
    out.append("//\n")
    CommentText.lines(
      "The web form below plays it through gamepad.vibrationActuator.playEffect('dual-rumble'). "
        + "Chromium caps duration + startDelay at 5000 ms per effect and a new effect preempts "
        + "the running one, so each step starts on time with startDelay 0 and lasts at most "
        + "5000 ms.", prefix: "//"
    ).forEach(line)
    out.append("\n// [at ms, duration ms, strongMagnitude, weakMagnitude]\nconst STEPS = [")
    var written = false
    // Each step split so none lasts longer than one web Gamepad effect may.
    for step in steps {
      var offset = 0
      while offset < step.duration {
        out.append("\n  [")
        out.append(step.at + offset)
        out.append(", ")
        out.append(min(maximumEffect, step.duration - offset))
        out.append(", ")
        out.append(decimal: Double(step.strong) / 65535)
        out.append(", ")
        out.append(decimal: Double(step.weak) / 65535)
        out.append("],")
        offset += maximumEffect
        written = true
      }
    }
    out.append(written ? "\n];\n" : "];\n")
    line("")
    line("/** Plays \"\(context.id)\" on a gamepad; a silent no-op without a rumble actuator. */")
    line("export function \(function)(gamepad) {")
    out.append(
      """
        const actuator = gamepad && gamepad.vibrationActuator;
        if (!actuator || typeof actuator.playEffect !== "function") return;
        for (const [at, duration, strongMagnitude, weakMagnitude] of STEPS) {
          setTimeout(() => {
            actuator
              .playEffect("dual-rumble", { startDelay: 0, duration, strongMagnitude, weakMagnitude })
              .catch(() => {});
          }, at);
        }
      }

      """ as StaticString)
    let text = out.text
    return Artifact(
      language: "javascript", text: text,
      files: [ArtifactFile(name: "\(Identifier.fileStem(context.id)).rumble.js", text: text)])
  }

  /// `value` right-aligned in `width` columns.
  private static func pad(_ value: Int, _ width: Int, into out: TextBuffer) {
    out.append(repeating: 0x20, count: width - TextBuffer.length(of: value))
    out.append(value)
  }

  /// `0x` and four upper-case hex digits.
  private static func hex(_ value: UInt16, into out: TextBuffer) {
    out.append("0x")
    let digits: StaticString = "0123456789ABCDEF"
    for shift in stride(from: 12, through: 0, by: -4) {
      out.append(byte: digits.utf8Start[Int((value >> UInt16(shift)) & 0xF)])
    }
  }
}
