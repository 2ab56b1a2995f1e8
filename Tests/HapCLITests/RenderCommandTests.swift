import Foundation
import HapModel
import HapTestSupport
import Testing

@testable import HapCLI

/// `render`, `explain`, `export`, and HAPW03 in `validate`.
@Suite struct RenderCommandTests: CommandTesting {
  static let tap =
    "---\nid: tap\n---\n\nA tap.\n\n```haptic\n{\"haptic\":\"0.1\",\"id\":\"tap\",\"intent\":\"impact.light\",\"track\":[{\"at\":0,\"type\":\"transient\",\"intensity\":0.5,\"sharpness\":0.9}],\"fallbacks\":{\"web\":[30],\"reduced\":\"selection\"}}\n```\n"
  /// Not conformant (events out of order, intensity above 1) but its block parses.
  static let disordered =
    "---\nid: odd\n---\n\n```haptic\n{\"haptic\":\"0.1\",\"id\":\"odd\",\"track\":[{\"at\":200,\"type\":\"transient\",\"intensity\":1.4},{\"at\":0,\"type\":\"continuous\",\"duration\":100}]}\n```\n"
  static let unparseable = "---\nid: nope\n---\n\n```haptic\n{\"haptic\": \"0.1\",\n```\n"
  static let libraryFolder = Repository.path("Patterns")

  @Test func renderJSONHasExactlyTheIssuesShape() throws {
    let root = try folder(["tap.hap.md": Self.tap])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run([
      "render", "--platform", "android", "--profile", "basic", "--json", root + "/tap.hap.md",
    ])
    #expect(result.status == 0)
    let tree = try JSONParser.parse(result.out)
    let keys = tree.children(of: tree.root).compactMap { tree.nodes[$0].key }
    #expect(keys == ["platform", "profile", "rung", "artifact", "report"])
    let artifact = try #require(tree.member("artifact", of: tree.root))
    #expect(tree.children(of: artifact).compactMap { tree.nodes[$0].key } == ["language", "text"])
    let report = try #require(tree.member("report", of: tree.root))
    let entries = tree.children(of: report)
    #expect(entries.count == 6)
    for entry in entries {
      #expect(
        tree.children(of: entry).compactMap { tree.nodes[$0].key } == [
          "event", "construct", "status", "reason",
        ])
      guard
        case .string(let status)? = tree.member("status", of: entry).map({ tree.nodes[$0].kind })
      else {
        Issue.record("status is not a string")
        continue
      }
      #expect(["kept", "approximated", "dropped", "unused"].contains(status))
    }
    if case .string(let rung)? = tree.member("rung", of: tree.root).map({ tree.nodes[$0].kind }) {
      #expect(rung == "intent")
    }
    #expect(result.out.contains("\"profile\": \"basic\""))
    #expect(result.out.contains("createPredefined(EFFECT_TICK)"))
  }

  @Test func renderPrintsTheArtifactAndTheReport() throws {
    let root = try folder(["tap.hap.md": Self.tap])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["render", "--platform", "web", "--reduced", root + "/tap.hap.md"])
    #expect(result.status == 0)
    #expect(result.out.contains("tap on web/android-chrome"))
    #expect(result.out.contains("rung: silent, reduced feedback"))
    #expect(result.out.contains("--- artifact (javascript) ---"))
    #expect(result.out.contains("--- report ---"))
    #expect(result.out.contains("Nothing plays on this device, and that is a success"))
    let ios = run(["render", "--platform", "ios", root + "/tap.hap.md"])
    #expect(ios.out.contains("UIImpactFeedbackGenerator(style: .light)"))
    #expect(ios.out.contains("unused"))
  }

  @Test func renderWarnsAboutConformanceButStillRenders() throws {
    let root = try folder(["odd.hap.md": Self.disordered, "nope.hap.md": Self.unparseable])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let odd = run(["render", "--platform", "ios", root + "/odd.hap.md"])
    #expect(odd.status == 0)
    #expect(odd.err.contains("warning[HAP005]"))
    #expect(odd.err.contains("is not conformant; rendering what its block says"))
    #expect(odd.out.contains("\"HapticIntensity\", \"ParameterValue\": 1.0"))
    let nope = run(["render", "--platform", "ios", root + "/nope.hap.md"])
    #expect(nope.status == 1)
    #expect(nope.err.contains("error[HAP007]"))
    #expect(nope.out.isEmpty)
  }

  @Test func aLongTrackIsCheckedBesideItsRenderAndWarnsBeforeItsOutput() throws {
    // Enough events for the checks to run on a thread of their own (D371), one out of order
    // at line 1,507 (the first event is on line 7), its `at` in column 8.
    let count = RenderableFile.threadedEvents + 500
    let events = (0..<count).map { index in
      let at = index == 1_500 ? 5 : index * 20
      return #"{"at": \#(at), "type": "transient", "intensity": 0.5, "sharpness": 0.5}"#
    }
    let text =
      "---\nid: long\n---\n\n```haptic\n{\"haptic\": \"0.1\", \"id\": \"long\", \"track\": [\n"
      + events.joined(separator: ",\n") + "\n]}\n```\n"
    let root = try folder(["long.hap.md": text])
    defer { try? FileManager.default.removeItem(atPath: root) }
    for platform in ["ios", "android"] {
      let result = run(["render", "--platform", platform, root + "/long.hap.md"])
      #expect(result.status == 0)
      #expect(result.err.contains("/long.hap.md:1507:8: warning[HAP005]"))
      #expect(
        result.err.hasSuffix(
          "is not conformant; rendering what its block says, as a 0.1 runtime would\n"))
      #expect(result.out.contains("--- report ---"))
      #expect(result.out.hasPrefix("long on "))
      let export = run([
        "export", "--platform", platform, "--out", root + "/out", root + "/long.hap.md",
      ])
      #expect(export.status == 0)
      #expect(export.err.contains("/long.hap.md:1507:8: warning[HAP005]"))
    }
  }

  @Test func aLongBlockReadWithoutATreeRendersAsOneReadWithIt() throws {
    // A block over `directSize` bytes is read straight into events and parsed beside the
    // render (D447); its root `id` spelled with an escape makes the direct reader decline, so
    // the second file takes the tree's path. Both print the same, warnings and refusals too.
    let count = 6_000
    let events = (0..<count).map { index in
      let at = index == 4_000 ? 5 : index * 20
      return index % 3 == 0
        ? #"{"at": \#(at), "type": "continuous", "intensity": 0.25, "duration": 10, "curve": "easeIn"}"#
        : #"{"at": \#(at), "type": "transient", "intensity": 0.5, "sharpness": 0.5}"#
    }
    func file(_ idKey: String, ending: String) -> String {
      "---\nid: long\n---\n\n```haptic\n{\"haptic\": \"0.1\", \"\(idKey)\": \"long\", \"track\": [\n"
        + events.joined(separator: ",\n") + "\n]\(ending)\n```\n"
    }
    let root = try folder([
      "direct.hap.md": file("id", ending: "}"), "tree.hap.md": file(#"\u0069d"#, ending: "}"),
      "direct-broken.hap.md": file("id", ending: ",}"),
      "tree-broken.hap.md": file(#"\u0069d"#, ending: ",}"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(file("id", ending: "}").utf8.count > RenderableFile.directSize)
    for (idKey, taken) in [("id", true), (#"\u0069d"#, false)] {
      let bytes = Array(file(idKey, ending: "}").utf8)
      let unparsed = HapDocument(bytes: bytes, checking: false, parsing: false)
      let block = try #require(unparsed.block)
      #expect((DirectPatternReader.pattern(in: block.content) != nil) == taken)
    }
    for platform in ["ios", "android", "web"] {
      let direct = run(["render", "--platform", platform, root + "/direct.hap.md"])
      let tree = run(["render", "--platform", platform, root + "/tree.hap.md"])
      #expect(direct.status == 0)
      #expect(direct.out == tree.out)
      #expect(direct.err.contains("/direct.hap.md:4007:8: warning[HAP005]"))
      #expect(
        direct.err.replacingOccurrences(of: "direct.hap.md", with: "tree.hap.md") == tree.err)
      let broken = run(["render", "--platform", platform, root + "/direct-broken.hap.md"])
      let treeBroken = run(["render", "--platform", platform, root + "/tree-broken.hap.md"])
      #expect(broken.status == treeBroken.status)
      #expect(broken.status != 0)
      #expect(broken.out.isEmpty)
      #expect(broken.err.contains("error[HAP007]"))
      #expect(
        broken.err.replacingOccurrences(of: "direct-broken", with: "tree-broken") == treeBroken.err)
    }
  }

  @Test func renderUsageErrorsExitTwo() {
    #expect(run(["render", "x.hap.md"]).status == 2)
    #expect(run(["render", "--platform", "windows", "x.hap.md"]).err.contains("unknown platform"))
    let profile = run(["render", "--platform", "web", "--profile", "full", "x.hap.md"])
    #expect(profile.status == 2)
    #expect(profile.err.contains("android-chrome, firefox-android, ios-safari, desktop"))
    #expect(run(["render", "--platform", "web"]).status == 2)
    #expect(run(["render", "--list-profiles", "--platform", "web"]).status == 2)
  }

  @Test func listProfilesShowsEveryProfileAsData() throws {
    let text = run(["render", "--list-profiles"])
    #expect(text.status == 0)
    for name in [
      "iphone", "no-taptic", "full", "api36", "amplitude", "basic", "legacy", "android-chrome",
      "firefox-android", "ios-safari", "desktop", "classic", "notifications", "android",
      "android-notifications", "dual-rumble", "on-off",
    ] {
      #expect(text.out.contains("  \(name)  ") || text.out.contains("  \(name) "), "\(name)")
    }
    let json = run(["render", "--list-profiles", "--json"])
    let tree = try JSONParser.parse(json.out)
    #expect(tree.childCount(of: tree.root) == 20)
  }

  @Test func explainPrintsTheSideBySideTable() throws {
    let root = try folder(["tap.hap.md": Self.tap])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["explain", "--width", "200", root + "/tap.hap.md"])
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines[0] == "tap: what each platform keeps")
    let header = try #require(lines.first { $0.contains("iOS iphone") })
    #expect(header.contains("web android-chrome"))
    // The new columns (issue 20) push Flutter into the table's second block at 200 columns.
    #expect(lines.contains { $0.contains("Flutter") && !$0.contains("rung") })
    #expect(lines.contains { $0.hasPrefix("rung ") && $0.contains("intent") && $0.contains("web") })
    #expect(run(["explain", "--width", "5", root + "/tap.hap.md"]).status == 2)
    let off = run(["explain", "--haptics-off", root + "/tap.hap.md"])
    #expect(off.out.contains("(system haptics off)"))
    #expect(!off.out.contains("  kept"))
    #expect(!off.out.contains("  approx"))
  }

  @Test func exportWritesEachPatternsFilesAndNeverTouchesThePatterns() throws {
    let root = try folder(["in/tap.hap.md": Self.tap, "in/sub/odd.hap.md": Self.disordered])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let before = try String(contentsOfFile: root + "/in/tap.hap.md", encoding: .utf8)
    let result = run(["export", "--platform", "ios", "--out", root + "/out/ios", root + "/in"])
    #expect(result.status == 0)
    let written = try FileManager.default.contentsOfDirectory(atPath: root + "/out/ios").sorted()
    #expect(written == ["odd.ahap", "tap.swift"])
    #expect(try String(contentsOfFile: root + "/in/tap.hap.md", encoding: .utf8) == before)
    for platform in ["android", "web", "react-native", "flutter", "gamepad"] {
      #expect(
        run(["export", "--platform", platform, "--out", root + "/out/" + platform, root + "/in"])
          .status == 0)
    }
    #expect(FileManager.default.fileExists(atPath: root + "/out/android/TapHaptic.kt"))
    #expect(FileManager.default.fileExists(atPath: root + "/out/web/tap.js"))
    #expect(FileManager.default.fileExists(atPath: root + "/out/react-native/tap.ts"))
    #expect(FileManager.default.fileExists(atPath: root + "/out/flutter/tap.dart"))
    #expect(FileManager.default.fileExists(atPath: root + "/out/gamepad/odd.rumble.js"))
    let ahap = try String(contentsOfFile: root + "/out/ios/odd.ahap", encoding: .utf8)
    #expect((try? JSONParser.parse(ahap)) != nil)
  }

  @Test func exportRefusesTwoPatternsWritingTheSameFile() throws {
    let root = try folder([
      "a/tap.hap.md": Self.tap, "b/tap.hap.md": Self.tap, "c/nope.hap.md": Self.unparseable,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run([
      "export", "--platform", "web", "--out", root + "/out", root + "/a", root + "/b", root + "/c",
    ])
    #expect(result.status == 1)
    #expect(result.err.contains("both export to"))
    #expect(result.err.contains("error[HAP007]"))
    #expect(FileManager.default.fileExists(atPath: root + "/out/tap.js"))
    #expect(run(["export", "--out", root, root]).status == 2)
  }

  @Test func validateReportsPatternsThatRenderNothingSomewhere() throws {
    let onlyIntent =
      "---\nid: only\n---\n\n```haptic\n{\"haptic\":\"0.1\",\"id\":\"only\",\"intent\":\"impact.light\"}\n```\n"
    let root = try folder(["only.hap.md": onlyIntent, "tap.hap.md": Self.tap])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["validate", root + "/only.hap.md"])
    #expect(result.status == 0)
    #expect(
      result.out.contains(
        "only.hap.md:5:1: warning[HAPW03]: renders nothing on web (android-chrome)"))
    #expect(result.out.contains("Add fallbacks.web."))
    // A pattern with an intent, a track and a web fallback plays on every device that can.
    #expect(!run(["validate", root + "/tap.hap.md"]).out.contains("HAPW03"))
  }

  @Test func theLibraryRendersOnEveryPlatformFromTheCommandLine() throws {
    for platform in ["ios", "android", "web", "react-native", "flutter", "gamepad"] {
      let result = run([
        "render", "--platform", platform, "--json", Self.libraryFolder + "/heartbeat.hap.md",
      ])
      #expect(result.status == 0, "\(platform)")
      #expect((try? JSONParser.parse(result.out)) != nil)
    }
  }
}
