/// Flutter: the `HapticFeedback` call, with the documented fallbacks.
enum FlutterEmitter {
  static func artifact(_ context: EmitContext) -> Artifact {
    let function = Identifier.playFunction(context.id)
    var lines = [CommentText.block(context.headerLines, prefix: "//"), ""]
    if case .flutter(let method)? = context.plan.branches.first?.effect,
      let branch = context.plan.branches.first
    {
      let reason = branch.verdicts(reasons: true).anyVerdict?.reason ?? ""
      lines.append("import 'package:flutter/services.dart';")
      lines.append("")
      lines += CommentText.lines("Plays \"\(context.id)\": \(reason).", prefix: "///")
      lines.append("Future<void> \(function)() => HapticFeedback.\(method)();")
    } else {
      lines += CommentText.lines(
        "Nothing plays in Flutter: \(context.silenceReason).", prefix: "//")
      lines.append("Future<void> \(function)() async {}")
    }
    let text = lines.joined(separator: "\n") + "\n"
    let stem = Identifier.fileStem(context.id).map { $0 == "-" ? "_" : $0 }
    return Artifact(
      language: "dart", text: text, files: [ArtifactFile(name: "\(String(stem)).dart", text: text)])
  }
}
