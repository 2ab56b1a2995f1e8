/// The web: `navigator.vibrate` behind feature detection, with the limits and the iOS Safari /
/// desktop no-op stated.
enum WebEmitter {
  /// What every web artefact says about the surface.
  static let surfaceNote =
    "navigator.vibrate is duration-only: it carries no intensity and no sharpness. Only "
    + "Chromium-based browsers on Android vibrate (Chrome and its family), after an earlier user "
    + "gesture on the page. Firefox for Android has navigator.vibrate, returns true and vibrates "
    + "nothing; on iOS Safari and desktop browsers it does not exist. Where nothing vibrates "
    + "this is a silent no-op: a success, not an error. Patterns keep within the browser limits: "
    + "at most 99 entries, 10 s each."

  static func artifact(_ context: EmitContext) -> Artifact {
    let function = Identifier.playFunction(context.id)
    var body: String
    if case .vibrate(let entries)? = context.plan.branches.first?.effect {
      body =
        "  if (typeof navigator === \"undefined\" || typeof navigator.vibrate !== \"function\") "
        + "return;\n  navigator.vibrate([\n"
        + ArrayText.wrapped(entries, indent: "    ")
        + "\n  ]);\n"
    } else {
      body =
        CommentText.block(["Nothing plays on the web: \(context.silenceReason)."], prefix: "  //")
        + "\n"
    }
    let text =
      CommentText.block(context.headerLines + [surfaceNote], prefix: "//") + "\n\n"
      + "/** Plays \"\(context.id)\" (fallbacks.web). */\nexport function \(function)() {\n"
      + body + "}\n"
    return Artifact(
      language: "javascript", text: text,
      files: [ArtifactFile(name: "\(Identifier.fileStem(context.id)).js", text: text)])
  }
}
