import Foundation
import HapTestSupport
import Testing

/// The shipped Patterns/ as a site, opened in real headless Chromium through WebDriver
/// (selenium from python3 drives Debian's chromium and chromium-driver; the script only
/// observes, this suite judges). End to end and slow, so `make check` skips it.
@Suite(.serialized) struct SiteBrowserTests {
  /// Where the screenshots go (docs/site.md links them; not committed: DECISIONS.md D126).
  static let screenshots = Repository.path(".build/site-screenshots")

  struct Report: Decodable {
    struct Line: Decodable {
      var text: String
      var button: Bool
      var after: String
    }
    struct Page: Decodable {
      var lines: [String: Line]
      var bbox: [Double]
      var shapes: [Double]
      var links: Int
      var downloads: Int
      var unresolved: [String]
      var state: String
      var intentShown: Bool
      var hasPlayHaptics: Bool
      var errors: [String]
      var duplicateIDs: [String]
    }
    /// A desktop page with a recording `navigator.playHaptics`.
    struct Haptics: Decodable {
      struct Call: Decodable, Equatable {
        var effect: String
        var intensity: Double
      }
      var intent: String?
      var shown: Bool
      var before: String
      var after: String
      var refused: String
      var calls: [Call]
      var allCalls: [Call]
      var errors: [String]
    }
    struct Android: Decodable {
      var web: [Int]?
      var playShown: Bool
      var vibrations: [[Int]]
      var errors: [String]
    }
    struct Other: Decodable {
      var hasVibrate: Bool
      var playShown: Bool
      var state: String
      var vibrations: [[Int]]
      var errors: [String]
    }
    var indexCards: [String]
    var indexCount: String
    var searchShown: [String]
    var indexLinks: Int
    var indexUnresolved: [String]
    var indexErrors: [String]
    var indexDuplicateIDs: [String]
    var pages: [String: Page]
    var android: [String: Android]
    var firefox: [String: Other]
    var iphone: [String: Other]
    var haptics: [String: Haptics]
    var hostile: Hostile
  }

  struct Hostile: Decodable {
    var pwned: String?
    var errors: [String]
  }

  @Test func theShippedPatternsInHeadlessChromium() throws {
    let missing = { (tool: String, package: String) in
      Comment(rawValue: RequiredTool.missing(tool, package: package))
    }
    _ = try #require(RequiredTool.path("chromium"), missing("chromium", "chromium"))
    _ = try #require(
      RequiredTool.path("chromedriver"), missing("chromedriver", "chromium-driver"))
    let python = try #require(RequiredTool.path("python3"), missing("python3", "python3"))
    let selenium = ChildProcess.run([python, "-c", "import selenium"], timeout: 60)
    try #require(
      selenium.exitCode == 0,
      "python3 cannot import selenium (pip install selenium; `make deps`): \(selenium.stderr)")

    let folder = TemporaryFolder(prefix: "haptui-site-browser")
    defer { folder.remove() }
    let site = folder.path("site")
    let built = SiteCommandRunner.run(["site", "--out", site, Repository.path("Patterns")])
    try #require(built.status == 0, "\(built.err)")
    let hostile = folder.path("hostile")
    folder.write("in/hostile.hap.md", HostilePatterns.everywhere)
    let hostileBuilt = SiteCommandRunner.run(["site", "--out", hostile, folder.path("in")])
    try #require(hostileBuilt.status == 0, "\(hostileBuilt.err)")

    let run = ChildProcess.run(
      [
        python, Repository.path("Tests/HapSiteTests/Browser/site_check.py"), site,
        Self.screenshots, hostile + "/patterns/hostile.html",
      ], timeout: 900)
    try #require(run.exitCode == 0, "site_check.py failed: \(run.stderr.suffix(3000))")
    let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))

    let ids = try FileManager.default.contentsOfDirectory(atPath: Repository.path("Patterns"))
      .filter { $0.hasSuffix(".hap.md") }.map { String($0.dropLast(".hap.md".count)) }.sorted()
    // The index lists every pattern, filters, and links only to files of the site.
    #expect(report.indexCards == ids)
    #expect(report.indexCount == "\(ids.count) of \(ids.count) patterns shown")
    #expect(report.searchShown == ["heartbeat"])
    #expect(report.indexLinks > ids.count && report.indexUnresolved.isEmpty)
    #expect(report.indexErrors.isEmpty, "\(report.indexErrors)")
    #expect(report.indexDuplicateIDs.isEmpty, "index: \(report.indexDuplicateIDs)")
    // Each page draws its plot, resolves every link and download, and logs no error.
    #expect(report.pages.keys.sorted() == ids)
    for (id, page) in report.pages {
      #expect(page.bbox.count == 2 && page.bbox[0] > 0 && page.bbox[1] > 0, "\(id): \(page.bbox)")
      #expect(
        page.shapes.count == 2 && page.shapes[0] > 0 && page.shapes[1] > 0, "\(id): \(page.shapes)")
      #expect(page.downloads >= 10 && page.unresolved.isEmpty, "\(id): \(page.unresolved)")
      #expect(page.errors.isEmpty, "\(id): \(page.errors)")
      #expect(page.duplicateIDs.isEmpty, "\(id) repeats \(page.duplicateIDs)")
      #expect(page.state.hasPrefix("Desktop browsers cannot vibrate"), "\(id): \(page.state)")
      // Without navigator.playHaptics (Chromium has none) the intent is not offered or named.
      #expect(!page.hasPlayHaptics && !page.intentShown, "\(id)")
      #expect(!page.state.contains("playHaptics"), "\(id): \(page.state)")
      // The phone lines are there, and their copy buttons work (copied, or selected to copy).
      let adb = try #require(page.lines["adb-line"], "\(id) has no adb line")
      let busctl = try #require(page.lines["busctl-line"], "\(id) has no busctl line")
      #expect(adb.text.hasPrefix("adb shell 'cmd vibrator_manager "), "\(id): \(adb.text)")
      #expect(
        busctl.text.hasPrefix("busctl --user --timeout=2 call org.sigxcpu.Feedback "),
        "\(id): \(busctl.text)")
      for line in [adb, busctl] {
        #expect(line.button && ["Copied", "Selected: press Ctrl+C"].contains(line.after), "\(id)")
      }
    }
    // Chrome on Android: a click on play calls navigator.vibrate with fallbacks.web, once.
    #expect(report.android.keys.sorted() == ids)
    for (id, android) in report.android {
      if let web = android.web {
        #expect(android.playShown && android.vibrations == [web], "\(id)")
      } else {
        #expect(!android.playShown && android.vibrations.isEmpty, "\(id)")
      }
      #expect(android.errors.isEmpty, "\(id): \(android.errors)")
    }
    // Firefox for Android has the call but is never asked; Safari on iPhone has none and says so.
    #expect(!report.firefox.isEmpty && !report.iphone.isEmpty)
    for (id, firefox) in report.firefox {
      #expect(firefox.hasVibrate && !firefox.playShown && firefox.vibrations.isEmpty, "\(id)")
      #expect(firefox.state.contains("vibrates nothing"), "\(id): \(firefox.state)")
      #expect(firefox.errors.isEmpty, "\(id): \(firefox.errors)")
    }
    for (id, iphone) in report.iphone {
      #expect(!iphone.hasVibrate && !iphone.playShown, "\(id)")
      #expect(
        iphone.state.hasPrefix("Safari on iPhone has no navigator.vibrate"),
        "\(id): \(iphone.state)")
      #expect(iphone.errors.isEmpty, "\(id): \(iphone.errors)")
    }
    // With navigator.playHaptics (the Web Haptics trial), an intent the explainer maps is
    // offered, played from the keyboard as its effect at intensity 1, and said so; a refusal
    // is said too; any other intent is said to have no effect and nothing is called.
    let effects = [
      "impact.light": "hint", "impact.soft": "edge", "selection": "tick",
      "impact.rigid": "align",
    ]
    #expect(report.haptics.keys.sorted() == ids)
    var played: Set<String> = []
    for (id, haptics) in report.haptics {
      #expect(haptics.errors.isEmpty, "\(id): \(haptics.errors)")
      guard let intent = haptics.intent, let effect = effects[intent] else {
        let named = haptics.intent.map { "the intent \($0)" } ?? "a pattern without an intent"
        #expect(!haptics.shown && haptics.allCalls.isEmpty, "\(id)")
        #expect(
          haptics.before.hasSuffix(
            "This browser has navigator.playHaptics, but its effects have none for \(named)."),
          "\(id): \(haptics.before)")
        continue
      }
      played.insert(effect)
      #expect(haptics.shown, "\(id)")
      #expect(
        haptics.before.hasSuffix(
          "This browser has navigator.playHaptics (Web Haptics): the intent \(intent) plays as "
            + "its \(effect) effect."), "\(id): \(haptics.before)")
      let call = Report.Haptics.Call(effect: effect, intensity: 1)
      #expect(haptics.calls == [call], "\(id)")
      #expect(
        haptics.after
          == "navigator.playHaptics accepted the \(effect) effect for the intent \(intent) "
          + "(intensity 1).", "\(id): \(haptics.after)")
      #expect(haptics.allCalls == [call, call], "\(id)")
      #expect(
        haptics.refused.hasPrefix(
          "navigator.playHaptics refused the \(effect) effect: NotAllowedError"),
        "\(id): \(haptics.refused)")
    }
    #expect(played == ["hint", "edge", "tick", "align"])
    // The hostile pattern's payloads never ran.
    #expect(report.hostile.pwned == nil, "a payload ran: \(report.hostile.pwned ?? "")")
    #expect(report.hostile.errors.isEmpty, "\(report.hostile.errors)")
    for name in [
      "index-phone", "index-desktop", "page-phone", "page-desktop", "page-desktop-full",
    ] {
      let size =
        (try? FileManager.default.attributesOfItem(atPath: "\(Self.screenshots)/\(name).png"))?[
          .size] as? Int
      #expect((size ?? 0) > 10_000, "\(name).png")
    }
  }
}
