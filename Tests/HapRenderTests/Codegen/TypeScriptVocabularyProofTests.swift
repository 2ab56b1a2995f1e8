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

  /// React Native's `Platform` as its documentation describes it (reactnative.dev/docs/platform:
  /// `OS`, and `Version`, the API level as a number on Android, a string on iOS).
  static let reactNativeDeclarations = """
    declare module "react-native" {
      export const Platform: { OS: "ios" | "android" | "web" | "windows" | "macos"; Version: number | string };
    }
    """

  /// A `Platform` for node, an iPhone unless a runner changes it.
  static let reactNativeModule = """
    exports.Platform = { OS: "ios", Version: "17.0" };
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
    // Newer releases (expo/expo#34077): Android only, the view's haptic feedback.
    exports.AndroidHaptics = {
      Confirm: "confirm", Reject: "reject", Gesture_Start: "gesture-start", Gesture_End: "gesture-end",
      Toggle_On: "toggle-on", Toggle_Off: "toggle-off", Clock_Tick: "clock-tick",
      Context_Click: "context-click", Drag_Start: "drag-start", Keyboard_Tap: "keyboard-tap",
      Keyboard_Press: "keyboard-press", Keyboard_Release: "keyboard-release", Long_Press: "long-press",
      Virtual_Key: "virtual-key", Virtual_Key_Release: "virtual-key-release", No_Haptics: "no-haptics",
      Segment_Tick: "segment-tick", Segment_Frequent_Tick: "segment-frequent-tick",
      Text_Handle_Move: "text-handle-move"
    };
    exports.performAndroidHapticsAsync = (type) => { calls.push("performAndroidHapticsAsync " + type); return refuse(); };
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
        "react-native.d.ts": Self.reactNativeDeclarations,
        "node_modules/expo-haptics/index.js": Self.expoModule,
        "node_modules/react-native/index.js": Self.reactNativeModule,
        "run.js": runner,
      ],
      // No DOM library: React Native has no navigator.vibrate.
      ["\(Self.tsc) --lib es2017 haptics.ts expo-haptics.d.ts react-native.d.ts", "node run.js"])
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
      [
        "haptics.ts": native, "haptics.web.ts": web, "expo-haptics.d.ts": Self.expoDeclarations,
        "react-native.d.ts": Self.reactNativeDeclarations,
      ],
      [
        "\(Self.tsc) --lib es2017 haptics.ts expo-haptics.d.ts react-native.d.ts",
        "\(Self.tsc) --lib es2017,dom haptics.web.ts",
      ])
  }

  /// The `AndroidHaptics` value and API level each intent plays on Android instead of its
  /// expo call, written from expo-haptics' types and the Android reference (CLOCK_TICK 21,
  /// CONFIRM and REJECT 30); an intent not listed keeps its expo call (D222).
  static let androidTable: [IntentToken: (value: String, api: Int)] = [
    .selection: ("clock-tick", 21), .notificationSuccess: ("confirm", 30),
    .notificationError: ("reject", 30),
  ]

  /// Where the intents vocabulary runs: an iPhone, the web, Android phones each side of every
  /// gate with a current expo-haptics, and one with an expo-haptics from before
  /// performAndroidHapticsAsync.
  static let platforms: [(name: String, os: String, version: String, sdk: Bool)] = [
    ("ios", "ios", "\"17.0\"", true), ("web", "web", "\"\"", true),
    ("android20", "android", "20", true), ("android21", "android", "21", true),
    ("android29", "android", "29", true), ("android30", "android", "30", true),
    ("android34", "android", "34", true), ("android36", "android", "36", true),
    ("android34-old-expo", "android", "34", false),
  ]

  /// Every intent × every platform × normal and reduced, in node: the Android haptic where the
  /// table, the platform, its level and the installed SDK all allow it, else exactly the expo
  /// call the React Native plan holds; `isEnabled` false calls nothing; rejections are dropped.
  @Test(.requires(available, "needs tsc and node (make deps: node-typescript, nodejs)"))
  func androidHapticsPlayFromTheirAPILevelWhereTheSDKHasThem() throws {
    let output = Codegen.generate(
      CodegenFixtures.intents, options: CodegenOptions(language: .typescript))
    let members = CodegenFixtures.intents.map {
      (IntentToken(rawValue: $0.pattern.intent ?? "")!, $0, CodegenNaming.member($0.pattern.id))
    }
    let names = members.map { "\"\($0.2)\"" }.joined(separator: ", ")
    let platforms = Self.platforms.map {
      "  [\"\($0.name)\", \"\($0.os)\", \($0.version), \($0.sdk)]"
    }.joined(separator: ",\n")
    let runner = """
      process.on("unhandledRejection", () => { console.log("UNHANDLED"); process.exit(3); });
      const expo = require("expo-haptics");
      const rn = require("react-native");
      const { Haptics } = require("./out/haptics.js");
      const perform = expo.performAndroidHapticsAsync;
      const types = expo.AndroidHaptics;
      const names = [\(names)];
      const log = [];
      const flush = () => { while (expo.calls.length) log.push(expo.calls.shift()); };
      for (const [name, os, version, sdk] of [
      \(platforms)
      ]) {
        rn.Platform.OS = os;
        rn.Platform.Version = version;
        if (sdk) { expo.performAndroidHapticsAsync = perform; expo.AndroidHaptics = types; }
        else { delete expo.performAndroidHapticsAsync; delete expo.AndroidHaptics; }
        for (const reduced of [false, true]) {
          Haptics.reducedFeedback = reduced;
          for (const member of names) {
            log.push("== " + name + " " + reduced + " " + member);
            Haptics[member]();
            flush();
          }
        }
        Haptics.reducedFeedback = false;
        Haptics.isEnabled = false;
        log.push("== " + name + " disabled");
        for (const member of names) Haptics[member]();
        flush();
        Haptics.isEnabled = true;
      }
      setTimeout(() => { for (const line of log) console.log(line); }, 50);
      """
    let text = try Self.run(
      [
        "haptics.ts": CodegenFixtures.file(output, "haptics.ts") ?? "",
        "expo-haptics.d.ts": Self.expoDeclarations,
        "react-native.d.ts": Self.reactNativeDeclarations,
        "node_modules/expo-haptics/index.js": Self.expoModule,
        "node_modules/react-native/index.js": Self.reactNativeModule,
        "run.js": runner,
      ],
      ["\(Self.tsc) --lib es2017 haptics.ts expo-haptics.d.ts react-native.d.ts", "node run.js"])
    #expect(!text.contains("UNHANDLED"))
    let log = ProofLog.sections(text)
    let ios = DeviceProfile.defaultProfile(for: .reactNative)
    var checks = 0
    var android = 0
    var disagreements: [String] = []
    for platform in Self.platforms {
      let level = platform.os == "android" ? Int(platform.version) ?? 0 : 0
      for (token, input, member) in members {
        for reduced in [false, true] {
          let plan = Ladder.plan(
            RenderInput(input.pattern), settings: RenderSettings(reduced: reduced),
            on: ReactNativeLadder())
          var expected: [String] = []
          if let row = Self.androidTable[token], !reduced, platform.os == "android",
            level >= row.api, platform.sdk
          {
            expected = ["performAndroidHapticsAsync \(row.value)"]
            android += 1
          } else if case .expo(let call)? = plan.branch(for: ios)?.effect {
            let played: String =
              switch call {
              case .impact(let style): "impactAsync \(style.lowercased())"
              case .notification(let type): "notificationAsync \(type.lowercased())"
              case .selection: "selectionAsync"
              }
            expected = [played]
          }
          let lines = log["\(platform.name) \(reduced) \(member)"] ?? ["(missing)"]
          checks += 1
          if lines != expected {
            disagreements.append(
              "\(platform.name) reduced \(reduced) \(member): \(lines) != \(expected)")
          }
        }
      }
      checks += 1
      if log["\(platform.name) disabled"] != [] {
        disagreements.append("\(platform.name) disabled: \(log["\(platform.name) disabled"] ?? [])")
      }
    }
    #expect(
      disagreements.isEmpty, "\(disagreements.count) disagreements of \(checks): \(disagreements)")
    #expect(checks == Self.platforms.count * (members.count * 2 + 1), "\(checks) checks")
    // Selection on API 21-36 (5 phones), success and error on API 30-36 (3 phones each).
    #expect(android == 5 + 2 * 3, "\(android) Android haptics")
  }
}
