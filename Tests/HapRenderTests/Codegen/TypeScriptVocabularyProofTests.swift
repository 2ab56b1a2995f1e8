import Foundation
import HapModel
import HapTestSupport
import Testing

@testable import HapRender

/// The generated TypeScript checked with `tsc --strict` (Debian node-typescript): `haptics.ts`
/// against declarations of expo-haptics written from its documentation and without the DOM
/// library (React Native has none), `haptics.web.ts` with it. Both are then run in node: the
/// web module with a recording `navigator.vibrate` and with none, the native one over a
/// recording expo-haptics whose promises all reject.
@Suite struct TypeScriptVocabularyProofTests {
  static let output = CodegenFixtures.generate(.typescript)
  static var available: Bool {
    KotlinToolchain.run("command -v tsc && command -v node")?.status == 0
  }

  static var members: [(input: CodegenInput, member: String)] {
    CodegenFixtures.library.map { ($0, CodegenNaming.member($0.pattern.id)) }
  }

  /// expo-haptics as its documentation describes it (docs.expo.dev, sdk/haptics).
  static let expoDeclarations = """
    declare module "expo-haptics" {
      export enum ImpactFeedbackStyle { Light = "light", Medium = "medium", Heavy = "heavy", Soft = "soft", Rigid = "rigid" }
      export enum NotificationFeedbackType { Success = "success", Warning = "warning", Error = "error" }
      export function impactAsync(style?: ImpactFeedbackStyle): Promise<void>;
      export function notificationAsync(type?: NotificationFeedbackType): Promise<void>;
      export function selectionAsync(): Promise<void>;
    }
    """

  /// A recording expo-haptics for node; every call's promise rejects, as on a device without
  /// haptics, which must never surface in the app.
  static let expoModule = """
    const calls = [];
    exports.calls = calls;
    exports.ImpactFeedbackStyle = { Light: "light", Medium: "medium", Heavy: "heavy", Soft: "soft", Rigid: "rigid" };
    exports.NotificationFeedbackType = { Success: "success", Warning: "warning", Error: "error" };
    const refuse = () => Promise.reject(new Error("no haptics here"));
    exports.impactAsync = (style) => { calls.push("impactAsync " + style); return refuse(); };
    exports.notificationAsync = (type) => { calls.push("notificationAsync " + type); return refuse(); };
    exports.selectionAsync = () => { calls.push("selectionAsync"); return refuse(); };
    """

  static func runner(_ module: String, calls: String) -> String {
    let names = members.map { "\"\($0.member)\"" }.joined(separator: ", ")
    return """
      const names = [\(names)];
      const log = [];
      const record = (line) => log.push(line);
      \(calls)
      const { Haptics } = require("./out/\(module).js");
      for (const name of names) {
        record("== fire " + name);
        for (let i = 0; i < 3; i++) Haptics[name]();
      }
      Haptics.isEnabled = false;
      record("== disabled");
      for (const name of names) Haptics[name]();
      Haptics.isEnabled = true;
      Haptics.reducedFeedback = true;
      for (const name of names) { record("== reduced " + name); Haptics[name](); }
      Haptics.reducedFeedback = false;
      if (typeof hide === "function") hide();
      record("== absent");
      for (const name of names) Haptics[name]();
      setTimeout(() => { for (const line of log) console.log(line); }, 50);
      """
  }

  /// Writes the files, runs `steps` in the folder; the output of the last one.
  static func run(_ files: [String: String], _ steps: [String]) throws -> String {
    let folder =
      NSTemporaryDirectory() + "haptui-ts-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (path, text) in files {
      let full = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    var last = ""
    for step in steps {
      guard let result = KotlinToolchain.run("cd '\(folder)' && \(step) 2>&1"), result.status == 0
      else {
        let text = KotlinToolchain.run("cd '\(folder)' && \(step) 2>&1")?.text ?? ""
        throw KotlinToolchain.Failure(description: "\(step) failed:\n\(text)")
      }
      last = result.text
    }
    return last
  }

  static let tsc =
    "tsc --strict --noUnusedLocals --noImplicitReturns --target es2017 --module commonjs --outDir out"

  @Test(.requires(available, "needs tsc and node (make deps: node-typescript, nodejs)"))
  func theWebModuleVibratesEachFallbackOnceAFireAndIsANoOpWithoutVibrate() throws {
    let calls = """
      globalThis.navigator = { vibrate: (pattern) => { record("vibrate " + JSON.stringify(pattern)); return true; } };
      const hide = () => { delete globalThis.navigator; };
      """
    let text = try Self.run(
      [
        "haptics.web.ts": CodegenFixtures.file(Self.output, "haptics.web.ts") ?? "",
        "run.js": Self.runner("haptics.web", calls: calls),
      ],
      ["\(Self.tsc) --lib es2017,dom haptics.web.ts", "node run.js"])
    let log = ProofLog.sections(text)
    let web = DeviceProfile.defaultProfile(for: .web)
    var vibrating = 0
    for (input, member) in Self.members {
      let plan = Ladder.plan(RenderInput(input.pattern), settings: .standard, on: WebLadder())
      let lines = log["fire " + member] ?? []
      if case .vibrate(let entries)? = plan.branch(for: web)?.effect {
        vibrating += 1
        let expected = "vibrate [" + entries.map(String.init).joined(separator: ",") + "]"
        #expect(lines == [expected, expected, expected], "\(member)")
      } else {
        #expect(lines.isEmpty, "\(member): render says silent on the web")
      }
      // The web has no semantic haptics for fallbacks.reduced; a selection or an error without
      // one keeps its full pattern under reduced feedback (D092).
      let reducedPlan = Ladder.plan(
        RenderInput(input.pattern), settings: RenderSettings(reduced: true), on: WebLadder())
      if case .vibrate(let entries)? = reducedPlan.branch(for: web)?.effect {
        let expected = "vibrate [" + entries.map(String.init).joined(separator: ",") + "]"
        #expect(log["reduced " + member] == [expected], "\(member) reduced")
      } else {
        #expect(log["reduced " + member] == [], "\(member): nothing under reduced")
      }
    }
    #expect(vibrating == Self.members.count, "every library pattern has fallbacks.web")
    #expect(log["disabled"] == [])
    #expect(log["absent"] == [], "without navigator.vibrate (iOS Safari, desktop) a silent no-op")
  }

  @Test(.requires(available, "needs tsc and node (make deps: node-typescript, nodejs)"))
  func theNativeModuleCallsExpoOnceAFireAndSwallowsRejections() throws {
    let calls = """
      const expo = require("expo-haptics");
      const flush = () => { while (expo.calls.length) record(expo.calls.shift()); };
      const originalRecord = record;
      process.on("unhandledRejection", () => { console.log("UNHANDLED"); process.exit(3); });
      """
    // The runner records expo's calls after each section.
    var runner = Self.runner("haptics", calls: calls)
    runner = runner.replacing(
      "for (let i = 0; i < 3; i++) Haptics[name]();",
      with: "for (let i = 0; i < 3; i++) Haptics[name](); flush();")
    runner = runner.replacing(
      "for (const name of names) Haptics[name]();\nHaptics.isEnabled = true;",
      with: "for (const name of names) Haptics[name]();\nflush();\nHaptics.isEnabled = true;")
    runner = runner.replacing(
      "record(\"== reduced \" + name); Haptics[name](); }",
      with: "record(\"== reduced \" + name); Haptics[name](); flush(); }")
    let text = try Self.run(
      [
        "haptics.ts": CodegenFixtures.file(Self.output, "haptics.ts") ?? "",
        "expo-haptics.d.ts": Self.expoDeclarations,
        "node_modules/expo-haptics/index.js": Self.expoModule,
        "run.js": runner,
      ],
      // No DOM library: React Native has no navigator.vibrate.
      ["\(Self.tsc) --lib es2017 haptics.ts expo-haptics.d.ts", "node run.js"])
    #expect(!text.contains("UNHANDLED"))
    let log = ProofLog.sections(text)
    let ios = DeviceProfile.defaultProfile(for: .reactNative)
    var intents = 0
    for (input, member) in Self.members {
      for reduced in [false, true] {
        let plan = Ladder.plan(
          RenderInput(input.pattern), settings: RenderSettings(reduced: reduced),
          on: ReactNativeLadder())
        let lines = log[(reduced ? "reduced " : "fire ") + member] ?? []
        let times = reduced ? 1 : 3
        if case .expo(let call)? = plan.branch(for: ios)?.effect {
          if !reduced { intents += 1 }
          let expected: String =
            switch call {
            case .impact(let style): "impactAsync \(style.lowercased())"
            case .notification(let type): "notificationAsync \(type.lowercased())"
            case .selection: "selectionAsync"
            }
          #expect(lines == Array(repeating: expected, count: times), "\(member) reduced \(reduced)")
        } else {
          #expect(lines.isEmpty, "\(member): expo-haptics plays intents only")
        }
      }
    }
    #expect(intents >= 9)
    #expect(log["disabled"] == [])
  }

  @Test(.requires(available, "needs tsc and node (make deps: node-typescript, nodejs)"))
  func bothModulesShareOneInterface() throws {
    let native = try #require(CodegenFixtures.file(Self.output, "haptics.ts"))
    let web = try #require(CodegenFixtures.file(Self.output, "haptics.web.ts"))
    func interface(_ text: String) -> Substring? {
      guard let start = text.range(of: "export interface HapticsVocabulary {"),
        let end = text[start.upperBound...].range(of: "\n}\n")
      else { return nil }
      return text[start.lowerBound..<end.upperBound]
    }
    #expect(interface(native) != nil)
    #expect(interface(native) == interface(web))
  }

  @Test(.requires(available, "needs tsc and node (make deps: node-typescript, nodejs)"))
  func oddVocabulariesTypeCheck() throws {
    let output = Codegen.generate(
      CodegenFixtures.edges, options: CodegenOptions(language: .typescript))
    let native = try #require(CodegenFixtures.file(output, "haptics.ts"))
    let web = try #require(CodegenFixtures.file(output, "haptics.web.ts"))
    #expect(native.contains("  default(): void {"))
    _ = try Self.run(
      ["haptics.ts": native, "haptics.web.ts": web, "expo-haptics.d.ts": Self.expoDeclarations],
      [
        "\(Self.tsc) --lib es2017 haptics.ts expo-haptics.d.ts",
        "\(Self.tsc) --lib es2017,dom haptics.web.ts",
      ])
  }
}
