import Foundation
import Testing

@testable import HapCLI

/// `haptui codegen`: the files it writes, and that bad input writes nothing at all.
@Suite struct CodegenCommandTests: CommandTesting {
  static let tap = RenderCommandTests.tap
  static func pattern(_ id: String, intent: String = "impact.light") -> String {
    "---\nid: \(id)\ntitle: \(id)\n---\n\n```haptic\n{\"haptic\":\"0.1\",\"id\":\"\(id)\",\"intent\":\"\(intent)\",\"track\":[{\"at\":0,\"type\":\"transient\",\"intensity\":0.5}],\"fallbacks\":{\"web\":[30]}}\n```\n"
  }

  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  static func listing(_ path: String) -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).sorted()
  }

  @Test func writesTheVocabularyAndTheTableAndWarnsAboutCollisions() throws {
    let root = try folder([
      "in/a.hap.md": Self.pattern("soft-bump", intent: "impact.soft"),
      "in/b.hap.md": Self.pattern("light-tap", intent: "impact.light"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["codegen", "--lang", "dart", "--out", root + "/out/gen", root + "/in"])
    #expect(result.status == 0, "\(result.err)")
    #expect(Self.listing(root + "/out/gen") == ["HAPTICS.md", "haptics.dart"])
    #expect(result.out == "\(root)/out/gen/HAPTICS.md\n\(root)/out/gen/haptics.dart\n")
    #expect(
      result.err.contains(
        "haptui codegen: warning: collision on Flutter (classic): lightTap(), softBump() both play "
          + "HapticFeedback.lightImpact()"))
    let dart = try String(contentsOfFile: root + "/out/gen/haptics.dart", encoding: .utf8)
    #expect(dart.contains("//   haptui codegen --lang dart --out \(root)/out/gen \(root)/in"))
    #expect(
      Self.listing(root + "/out") == Self.listing(root + "/out").filter { !$0.hasPrefix(".") })
  }

  @Test func swiftWritesItsResourcesAndRewritingDropsStaleOnesButKeepsOtherFiles() throws {
    let root = try folder([
      "in/a.hap.md": Self.pattern("tap-a", intent: ""),
      "in/b.hap.md": Self.pattern("tap-b", intent: ""),
      "out/AppDelegate.swift": "// the app's own file\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    var result = run(["codegen", "--lang", "swift", "--out", root + "/out", root + "/in"])
    #expect(result.status == 0, "\(result.err)")
    #expect(
      Self.listing(root + "/out") == [
        "AppDelegate.swift", "HAPTICS.md", "Haptics", "Haptics.swift", "Haptics/tap-a.ahap",
        "Haptics/tap-b.ahap",
      ])
    try FileManager.default.removeItem(atPath: root + "/in/b.hap.md")
    result = run(["codegen", "--lang", "swift", "--out", root + "/out", root + "/in"])
    #expect(result.status == 0)
    #expect(!Self.exists(root + "/out/Haptics/tap-b.ahap"), "a removed pattern's AHAP goes")
    #expect(Self.exists(root + "/out/Haptics/tap-a.ahap"))
    #expect(
      try String(contentsOfFile: root + "/out/AppDelegate.swift", encoding: .utf8)
        == "// the app's own file\n")
    #expect(!Self.listing(root).contains { $0.contains("haptui-codegen") }, "no staging left")
  }

  @Test func aFileThatDoesNotParseWritesNothing() throws {
    let root = try folder([
      "in/good.hap.md": Self.tap, "in/bad.hap.md": RenderCommandTests.unparseable,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["codegen", "--lang", "kotlin", "--out", root + "/out", root + "/in"])
    #expect(result.status == 1)
    #expect(result.err.contains("\(root)/in/bad.hap.md:"))
    #expect(result.err.contains("error[HAP007]"))
    #expect(result.err.contains("no haptic block that parses"))
    #expect(result.err.contains("nothing written"))
    #expect(!Self.exists(root + "/out"))
  }

  @Test func clashingNamesWriteNothingAndNameBothFiles() throws {
    let root = try folder([
      "in/a.hap.md": Self.pattern("tap-2"), "in/b.hap.md": Self.pattern("tap2"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["codegen", "--lang", "typescript", "--out", root + "/out", root + "/in"])
    #expect(result.status == 1)
    #expect(
      result.err.contains("\(root)/in/a.hap.md (id 'tap-2'), \(root)/in/b.hap.md (id 'tap2')"))
    #expect(result.err.contains("both make the member 'tap2'"))
    #expect(!Self.exists(root + "/out"))
  }

  @Test func aFolderWithoutPatternsWritesNothing() throws {
    let root = try folder(["in/readme.txt": "no patterns"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["codegen", "--lang", "swift", "--out", root + "/out", root + "/in"])
    #expect(result.status == 1)
    #expect(result.err.contains("no .hap.md files found under \(root)/in"))
    #expect(!Self.exists(root + "/out"))
  }

  @Test func anOutputPathThatIsAFileIsRefused() throws {
    let root = try folder(["in/a.hap.md": Self.tap, "out": "a file"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["codegen", "--lang", "swift", "--out", root + "/out", root + "/in"])
    #expect(result.status == 1)
    #expect(result.err.contains("\(root)/out is not a folder"))
    #expect(try String(contentsOfFile: root + "/out", encoding: .utf8) == "a file")
  }

  @Test(arguments: [
    ["codegen", "x.hap.md"], ["codegen", "--lang", "java", "x.hap.md"],
    ["codegen", "--lang", "swift"],
    ["codegen", "--lang", "swift", "--frobnicate", "x.hap.md"],
  ])
  func usageErrorsExitTwo(_ arguments: [String]) {
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.err.contains("Run 'haptui codegen --help' for usage."))
  }

  @Test func aBadNameOrPackageIsRefused() throws {
    let root = try folder(["in/a.hap.md": Self.tap])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let name = run([
      "codegen", "--lang", "swift", "--name", "my-haptics", "--out", root + "/o", root + "/in",
    ])
    #expect(name.status == 1)
    #expect(name.err.contains("--name 'my-haptics' is not an UpperCamelCase identifier"))
    let package = run([
      "codegen", "--lang", "kotlin", "--package", "com.fun.app", "--out", root + "/o", root + "/in",
    ])
    #expect(package.status == 1)
    #expect(package.err.contains("--package 'com.fun.app' is not a Kotlin package name"))
    #expect(!Self.exists(root + "/o"))
  }

  /// Issue 20 item 15 (D221): Kotlin writes the Compose file beside `Haptics.kt`, and the help
  /// says so, as it says TypeScript's Android haptics path (D222).
  @Test func kotlinWritesTheComposeFileAndTheHelpNamesIt() throws {
    let root = try folder(["in/a.hap.md": Self.tap])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["codegen", "--lang", "kotlin", "--out", root + "/out", root + "/in"])
    #expect(result.status == 0, "\(result.err)")
    #expect(Self.exists(root + "/out/Haptics.kt"))
    let compose = try String(contentsOfFile: root + "/out/HapticsCompose.kt", encoding: .utf8)
    #expect(compose.contains("fun rememberHaptics(): HapticsCompose {"))
    let help = run(["codegen", "--help"]).out
    #expect(help.contains("DIR/HapticsCompose.kt (Jetpack Compose: LocalHapticFeedback)"))
    #expect(help.contains("performAndroidHapticsAsync where installed"))
  }

  @Test func helpListsTheCommand() {
    #expect(run(["--help"]).out.contains("codegen"))
    #expect(run(["codegen", "--help"]).out.contains("--lang swift|kotlin|typescript|dart"))
  }
}
