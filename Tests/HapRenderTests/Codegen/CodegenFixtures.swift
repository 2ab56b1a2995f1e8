import Glibc
import HapModel

@testable import HapRender

/// The pattern library of the repository as codegen inputs, and helpers shared by the codegen
/// suites.
enum CodegenFixtures {
  /// The repository's root folder.
  static let root: String = {
    var path = #filePath
    for _ in 0..<4 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
  }()

  /// Every pattern in `Patterns/`, with its path as a user would type it.
  static let library: [CodegenInput] = {
    var names: [String] = []
    if let stream = opendir(root + "/Patterns") {
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
        }
        if name.hasSuffix(".hap.md") { names.append(name) }
      }
      closedir(stream)
    }
    return names.sorted().compactMap { name in
      let document = HapDocument.read(path: root + "/Patterns/" + name)
      guard let pattern = document.pattern else { return nil }
      return CodegenInput(
        path: "Patterns/" + name, pattern: pattern, title: document.frontmatter?.title,
        feel: document.frontmatter?.feel)
    }
  }()

  /// The command line the golden files were generated with.
  static func options(_ language: CodegenLanguage) -> CodegenOptions {
    CodegenOptions(
      language: language, command: "haptui codegen --lang \(language.rawValue) --out gen Patterns")
  }

  /// The library's vocabulary in `language`.
  static func generate(_ language: CodegenLanguage) -> CodegenOutput {
    Codegen.generate(library, options: options(language))
  }

  /// The text of the file at `path` in `output`.
  static func file(_ output: CodegenOutput, _ path: String) -> String? {
    output.files.first { $0.path == path }?.text
  }

  /// A minimal pattern.
  static func input(
    _ id: String, intent: String? = "impact.light", reduced: String? = nil, path: String? = nil,
    web: [Int] = [30], intensity: Double = 0.5
  ) -> CodegenInput {
    CodegenInput(
      path: path ?? "\(id).hap.md",
      pattern: HapticPattern(
        id: id, intent: intent,
        track: [TrackEvent(id: EventID(0), at: 0, type: .transient, intensity: intensity)],
        fallbacks: Fallbacks(web: web, reduced: reduced)),
      title: id, feel: nil)
  }

  /// Odd vocabularies: keyword ids, a pattern with only `fallbacks.web`, one that plays only
  /// when reduced feedback is on, one that plays nothing anywhere.
  static let edges: [CodegenInput] = [
    input("default"),
    CodegenInput(
      path: "return.hap.md",
      pattern: HapticPattern(
        id: "return",
        track: [TrackEvent(id: EventID(0), at: 0, type: .continuous, intensity: 0.7, duration: 80)])
    ),
    CodegenInput(
      path: "web-only.hap.md",
      pattern: HapticPattern(id: "web-only", fallbacks: Fallbacks(web: [40, 60, 40]))),
    CodegenInput(
      path: "reduced-only.hap.md",
      pattern: HapticPattern(id: "reduced-only", fallbacks: Fallbacks(reduced: "selection"))),
    CodegenInput(path: "nothing.hap.md", pattern: HapticPattern(id: "nothing")),
  ]

  /// One intent-only pattern per intent token (`impact-light` for `impact.light`): the UI
  /// feedback paths (the View, Compose and expo-haptics forms) are proven on every intent.
  static let intents: [CodegenInput] = IntentToken.allCases.map { token in
    let id = token.rawValue.split(separator: ".").joined(separator: "-")
    return CodegenInput(
      path: "\(id).hap.md", pattern: HapticPattern(id: id, intent: token.rawValue), title: id,
      feel: nil)
  }
}
