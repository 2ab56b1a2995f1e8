import HapModel

/// iOS: Swift for intents (UIKit, with the SwiftUI form), AHAP for tracks and `fallbacks.web`.
///
/// An iPhone always plays the top branch, so the artefact is that branch alone; a device
/// without a Taptic Engine gets the same file and plays nothing.
enum IOSEmitter {
  /// The artefact of the plan's first branch; `asLines` gives an AHAP one as `Artifact.lines`
  /// instead of printing its text and files.
  static func artifact(_ context: EmitContext, asLines: Bool = false) -> Artifact {
    let stem = Identifier.fileStem(context.id)
    guard let branch = context.plan.branches.first else {
      let text = swiftHeader(context) + "\n// Nothing plays on iOS: \(context.silenceReason).\n"
      return Artifact(
        language: "swift", text: text, files: [ArtifactFile(name: "\(stem).swift", text: text)])
    }
    switch branch.effect {
    case .iosFeedback(let token):
      let text = swift(token, context: context)
      return Artifact(
        language: "swift", text: text, files: [ArtifactFile(name: "\(stem).swift", text: text)])
    case .ahap(let documents):
      if asLines {
        let stem = Identifier.fileStem(context.id)
        let names = documents.indices.map {
          $0 == 0 ? "\(stem).ahap" : "\(stem).layer\($0 + 1).ahap"
        }
        var artifact = Artifact(language: "ahap", text: "")
        artifact.lines = AHAPLines(
          documents: documents,
          headings: documents.count > 1 ? names.indices.map { Self.heading(names, $0) } : [],
          names: names)
        return artifact
      }
      let files = documents.enumerated().map { position, document in
        ArtifactFile(
          name: position == 0 ? "\(stem).ahap" : "\(stem).layer\(position + 1).ahap",
          text: AHAPEmitter.text(document))
      }
      guard files.count > 1 else {
        return Artifact(language: "ahap", text: files[0].text, files: files)
      }
      // JSON has no comments, so a layered artefact's display text names each file on its own
      // line before the file's content; each file on its own is valid AHAP.
      let text = files.indices.map { position in
        Self.heading(files.map(\.name), position) + "\n" + files[position].text
      }.joined()
      return Artifact(language: "ahap", text: text, files: files)
    default:
      let text = swiftHeader(context) + "\n// Nothing plays on iOS.\n"
      return Artifact(
        language: "swift", text: text, files: [ArtifactFile(name: "\(stem).swift", text: text)])
    }
  }

  /// The line naming layer `position` of a layered artefact's files, before its content.
  static func heading(_ names: [String], _ position: Int) -> String {
    "// \(names[position]): layer \(position + 1) of \(names.count); start every layer at the "
      + "same engine time"
  }

  private static func swiftHeader(_ context: EmitContext) -> String {
    CommentText.block(
      context.headerLines + [
        "Silent, and still a success, on devices without a Taptic Engine or with System "
          + "Haptics off."
      ], prefix: "//") + "\n"
  }

  private static func swift(_ token: IntentToken, context: EmitContext) -> String {
    let function = Identifier.playFunction(context.id)
    let holder = Identifier.upperCamel(context.id) + "Feedback"
    let generator = UIKitGenerator(token)
    return swiftHeader(context) + """

      import UIKit

      /// Plays "\(context.id)" (\(token.rawValue)) on a generator made once and prepared again
      /// after each fire, so the next haptic is not late.
      @MainActor
      func \(function)() {
        \(holder).generator.\(generator.fire)
        \(holder).generator.prepare()
      }

      @MainActor
      private enum \(holder) {
        static let generator: \(generator.type) = {
          let generator = \(generator.make)
          generator.prepare()
          return generator
        }()
      }

      // SwiftUI (iOS 17+): attach to the view whose state change the feedback accompanies.
      //   .sensoryFeedback(\(IOSFeedback.swiftUI(token)), trigger: value)

      """
  }
}
