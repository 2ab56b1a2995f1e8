/// Gamepads: the rumble schedule (strong and weak motor magnitudes over time) and the web
/// Gamepad `dual-rumble` form that plays it.
enum GamepadEmitter {
  /// Chromium caps `duration + startDelay` at 5000 ms per effect (platform-facts 7.2).
  static let maximumEffect = 5_000

  static func artifact(_ context: EmitContext) -> Artifact {
    let function = Identifier.playFunction(context.id) + "Rumble"
    let motor = context.profile.motor
    var lines = [CommentText.block(context.headerLines, prefix: "//")]
    var steps: [RumbleStep] = []
    if case .rumble(let schedule)? = context.plan.branch(for: context.profile)?.effect
      ?? context.plan.branches.first?.effect
    {
      steps = schedule.steps
    }
    if steps.isEmpty {
      lines += CommentText.lines(
        "Nothing plays on a gamepad (\(context.profile.name)): \(context.silenceReason).",
        prefix: "//")
    } else {
      lines += CommentText.lines(
        "Rumble schedule for profile \(context.profile.name) (\(context.profile.summary)): "
          + "magnitudes 0..0xFFFF as Linux FF_RUMBLE takes them; every pulse lasts at least "
          + "\(motor.minimumPulse) ms, the shortest the motor renders.", prefix: "//")
      lines.append("//")
      let table = TextBuffer(capacity: 40 + 36 * steps.count)
      table.append("//    at ms  length ms  strong  weak")
      for step in steps {
        table.append("\n//  ")
        pad(step.at, 7, into: table)
        table.append("  ")
        pad(step.duration, 9, into: table)
        table.append("  ")
        hex(step.strong, into: table)
        table.append("  ")
        hex(step.weak, into: table)
      }
      lines.append(table.text)
    }
    lines.append("//")
    lines += CommentText.lines(
      "The web form below plays it through gamepad.vibrationActuator.playEffect('dual-rumble'). "
        + "Chromium caps duration + startDelay at 5000 ms per effect and a new effect preempts "
        + "the running one, so each step starts on time with startDelay 0 and lasts at most "
        + "5000 ms.", prefix: "//")
    lines.append("")
    lines.append("// [at ms, duration ms, strongMagnitude, weakMagnitude]")
    let web = webSteps(steps)
    let rows = TextBuffer(capacity: 20 + 40 * web.count)
    rows.append("const STEPS = [")
    for step in web {
      rows.append("\n  [")
      rows.append(step.at)
      rows.append(", ")
      rows.append(step.duration)
      rows.append(", ")
      rows.append(decimal: Double(step.strong) / 65535)
      rows.append(", ")
      rows.append(decimal: Double(step.weak) / 65535)
      rows.append("],")
    }
    rows.append(web.isEmpty ? "];" : "\n];")
    lines.append(rows.text)
    lines.append("")
    lines.append(
      "/** Plays \"\(context.id)\" on a gamepad; a silent no-op without a rumble actuator. */")
    lines.append("export function \(function)(gamepad) {")
    lines.append("  const actuator = gamepad && gamepad.vibrationActuator;")
    lines.append("  if (!actuator || typeof actuator.playEffect !== \"function\") return;")
    lines.append("  for (const [at, duration, strongMagnitude, weakMagnitude] of STEPS) {")
    lines.append("    setTimeout(() => {")
    lines.append("      actuator")
    lines.append(
      "        .playEffect(\"dual-rumble\", { startDelay: 0, duration, strongMagnitude, weakMagnitude })"
    )
    lines.append("        .catch(() => {});")
    lines.append("    }, at);")
    lines.append("  }")
    lines.append("}")
    let text = lines.joined(separator: "\n") + "\n"
    return Artifact(
      language: "javascript", text: text,
      files: [ArtifactFile(name: "\(Identifier.fileStem(context.id)).rumble.js", text: text)])
  }

  /// Steps split so none lasts longer than one web Gamepad effect may.
  static func webSteps(_ steps: [RumbleStep]) -> [RumbleStep] {
    steps.flatMap { step -> [RumbleStep] in
      stride(from: 0, to: step.duration, by: maximumEffect).map { offset in
        RumbleStep(
          at: step.at + offset, duration: min(maximumEffect, step.duration - offset),
          strong: step.strong, weak: step.weak)
      }
    }
  }

  /// `value` right-aligned in `width` columns.
  private static func pad(_ value: Int, _ width: Int, into out: TextBuffer) {
    for _ in 0..<max(0, width - TextBuffer.length(of: value)) { out.append(byte: 0x20) }
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
