/// React Native: the expo-haptics call, and `fallbacks.web` through `navigator.vibrate` when the
/// app runs on the web and the pattern has no intent.
enum ReactNativeEmitter {
  static func artifact(_ context: EmitContext) -> Artifact {
    let function = Identifier.playFunction(context.id)
    var imports: [String] = []
    var body: [String] = []
    let branches = context.plan.branches
    if case .expo(let call)? = branches.first?.effect {
      imports.append("import * as Haptics from \"expo-haptics\";")
      // Branches for only some hosts (reduced feedback where the full pattern plays on the web
      // alone, D092) play behind Platform.OS.
      let hosts = HostOS.allCases.filter { host in
        branches.contains { branch in
          branch.requirement.clauses(keepingCapabilities: false).contains {
            if case .host(host, _) = $0 { return true }
            return false
          }
        }
      }
      body.append("  // expo-haptics resolves a promise; a failure is not the app's concern.")
      if !hosts.isEmpty, hosts.count < HostOS.allCases.count {
        imports.append("import { Platform } from \"react-native\";")
        let test = hosts.map { "Platform.OS === \"\($0.rawValue)\"" }.joined(separator: " || ")
        body.append("  if (\(test)) {")
        body.append("    \(call.expression).catch(() => {});")
        body.append("  }")
      } else {
        body.append("  \(call.expression).catch(() => {});")
      }
    } else if case .vibrate(let entries)? = branches.first?.effect {
      imports.append("import { Platform } from \"react-native\";")
      body += CommentText.lines(
        "expo-haptics has no duration API, so fallbacks.web plays only on the web, where "
          + "navigator.vibrate exists (Android Chrome family; not iOS Safari or desktop).",
        prefix: "  //")
      body.append("  if (")
      body.append("    Platform.OS === \"web\" &&")
      body.append("    typeof navigator !== \"undefined\" &&")
      body.append("    typeof navigator.vibrate === \"function\"")
      body.append("  ) {")
      body.append("    navigator.vibrate([")
      body.append(ArrayText.wrapped(entries, indent: "      "))
      body.append("    ]);")
      body.append("  }")
    } else {
      body += CommentText.lines(
        "Nothing plays in React Native: \(context.silenceReason).", prefix: "  //")
    }
    let text =
      CommentText.block(context.headerLines, prefix: "//") + "\n"
      + (imports.isEmpty ? "" : "\n" + imports.joined(separator: "\n") + "\n")
      + "\n/** Plays \"\(context.id)\". */\nexport function \(function)(): void {\n"
      + body.joined(separator: "\n") + "\n}\n"
    return Artifact(
      language: "typescript", text: text,
      files: [ArtifactFile(name: "\(Identifier.fileStem(context.id)).ts", text: text)])
  }
}
