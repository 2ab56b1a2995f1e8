import Foundation
import HapTestSupport
import Testing

/// `haptui site`: what it writes, where it refuses to write, and that broken files are listed.
@Suite struct SiteCommandTests {
  static let broken = "---\nid: broken\n---\n\n```haptic\n{\"haptic\": \"0.1\", \"id\": \n```\n"

  @Test func writesTheIndexPagesAndDownloadsAndListsBrokenFilesWithoutStopping() throws {
    let folder = TemporaryFolder(prefix: "haptui-site")
    defer { folder.remove() }
    folder.write(
      "in/heartbeat.hap.md", TextFile.read(Repository.path("Patterns/heartbeat.hap.md"))!)
    folder.write("in/zz-broken.hap.md", Self.broken)
    let out = folder.path("out")
    let result = SiteCommandRunner.run(["site", "--out", out, "--jobs", "2", folder.path("in")])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.hasPrefix("\(out)/index.html: 1 pattern page, 1 with problems, "))
    #expect(
      result.err.contains("zz-broken.hap.md: no page: the file has no haptic block that parses"))
    let files = SiteCommandRunner.listing(out)
    for expected in [
      ".haptui-site", "index.html", "index.json", "codes.html", "site.css", "site.js", "index.js",
      "patterns/heartbeat.html", "patterns/heartbeat/heartbeat.hap.md",
      "patterns/heartbeat/plot.svg", "patterns/heartbeat/ios/heartbeat.ahap",
      "patterns/heartbeat/android/HeartbeatHaptic.kt", "patterns/heartbeat/web/heartbeat.js",
      "patterns/heartbeat/codegen/swift/Haptics.swift",
    ] {
      #expect(files.contains(expected), "\(expected) missing from \(files)")
    }
    let index = try #require(TextFile.read(out + "/index.html"))
    #expect(index.contains("zz-broken.hap.md</code>: no page: the file has no haptic block"))
    #expect(index.contains("<a href=\"codes.html#HAP007\">HAP007</a>"))
    let json = try #require(TextFile.read(out + "/index.json"))
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let patterns = try #require(parsed?["patterns"] as? [[String: Any]])
    #expect(patterns.map { $0["id"] as? String } == ["heartbeat"])
    #expect(patterns[0]["shape"] as? String == "mixed")
    // The source is offered byte for byte.
    #expect(
      TextFile.bytes(out + "/patterns/heartbeat/heartbeat.hap.md")
        == TextFile.bytes(Repository.path("Patterns/heartbeat.hap.md")))
  }

  @Test func namesFilesByTheirPathInsideTheInputFolderNeverTheMachinesPath() throws {
    let folder = TemporaryFolder(prefix: "haptui-site")
    defer { folder.remove() }
    folder.write(
      "in/heartbeat.hap.md", TextFile.read(Repository.path("Patterns/heartbeat.hap.md"))!)
    folder.write("in/sub/zz-broken.hap.md", Self.broken)
    folder.write("loose/alone-broken.hap.md", Self.broken.replacing("broken", with: "alone"))
    let out = folder.path("out")
    let result = SiteCommandRunner.run([
      "site", "--out", out, folder.path("in"), folder.path("loose/alone-broken.hap.md"),
    ])
    #expect(result.status == 0, "\(result.err)")
    // The terminal names the file where it was read.
    #expect(result.err.contains("\(folder.path("in"))/sub/zz-broken.hap.md: no page"))
    let index = try #require(TextFile.read(out + "/index.html"))
    #expect(index.contains("<li><p><code>sub/zz-broken.hap.md</code>: no page: "))
    #expect(index.contains("<li><p><code>alone-broken.hap.md</code>: no page: "))
    // No page or file of the site holds the folder the patterns were read from.
    for name in SiteCommandRunner.listing(out) {
      guard let text = TextFile.read(out + "/" + name) else { continue }
      #expect(!text.contains(folder.path), "\(name) holds \(folder.path)")
    }
    let json = try #require(TextFile.read(out + "/index.json"))
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let patterns = try #require(parsed?["patterns"] as? [[String: Any]])
    #expect(patterns.first?["file"] as? String == "heartbeat.hap.md")
    let broken = try #require(parsed?["broken"] as? [[String: Any]])
    #expect(
      broken.map { $0["file"] as? String } == ["sub/zz-broken.hap.md", "alone-broken.hap.md"])
  }

  @Test func eachPageOffersTheAndroidVibrationXMLAndItReadsBackAsThePattern() throws {
    let folder = TemporaryFolder(prefix: "haptui-site")
    defer { folder.remove() }
    let out = folder.path("out")
    let result = SiteCommandRunner.run(["site", "--out", out, Repository.path("Patterns")])
    #expect(result.status == 0, "\(result.err)")
    var offered = 0
    for name in SiteCommandRunner.listing(out + "/patterns") where name.hasSuffix(".html") {
      let id = String(name.dropLast(".html".count))
      let page = try #require(TextFile.read(out + "/patterns/" + name))
      let href = "../patterns/\(id)/android/\(id).xml"
      let hasAdbLine = page.contains("id=\"adb-line\"")
      guard page.contains("<a href=\"\(href)\" download>") else {
        // Only a pattern that plays nothing on Android's api36 profile has no XML, and no adb line.
        #expect(!hasAdbLine, "\(id) has an adb line and no XML")
        continue
      }
      // The link resolves, beside the page, to the XML the adb line plays.
      let xml = try #require(TextFile.read(out + "/patterns/" + href), "\(href) missing")
      #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<vibration-effect>"))
      let line = try #require(PhoneLineShellTests.codeText(page, id: "adb-line"))
      let body = xml.split(separator: "\n")[1]
      let same = line.contains(body)
      #expect(same, "\(id): the XML is not the adb line's")
      // haptui's own importer reads it as a pattern.
      let imported = SiteCommandRunner.run([
        "import", "--out", folder.path("back"), "--id", "\(id)-back", out + "/patterns/" + href,
      ])
      #expect(imported.status == 0, "\(id): \(imported.err)")
      #expect(TextFile.read(folder.path("back/\(id)-back.hap.md")) != nil, "\(id)")
      offered += 1
    }
    #expect(offered >= 15)
  }

  @Test func refusesAFolderItDidNotMakeUnlessForcedAndRewritesOneItMade() throws {
    let folder = TemporaryFolder(prefix: "haptui-site")
    defer { folder.remove() }
    folder.write("mine/notes.txt", "keep me\n")
    let pattern = Repository.path("Patterns/double-tap.hap.md")
    let refused = SiteCommandRunner.run(["site", "--out", folder.path("mine"), pattern])
    #expect(refused.status == 1)
    #expect(refused.err.contains("is not empty and was not made by haptui site"))
    #expect(SiteCommandRunner.listing(folder.path("mine")) == ["notes.txt"])
    let forced = SiteCommandRunner.run(["site", "--force", "--out", folder.path("mine"), pattern])
    #expect(forced.status == 0, "\(forced.err)")
    #expect(TextFile.read(folder.path("mine/notes.txt")) == "keep me\n")
    // A folder it made (with the marker) is written again without --force.
    let again = SiteCommandRunner.run(["site", "--out", folder.path("mine"), pattern])
    #expect(again.status == 0, "\(again.err)")
    #expect(FileManager.default.fileExists(atPath: folder.path("mine/.haptui-site")))
  }

  @Test func neverWritesThroughASymbolicLinkOutOfTheFolder() throws {
    let folder = TemporaryFolder(prefix: "haptui-site")
    defer { folder.remove() }
    folder.write("site/.haptui-site", "made by haptui\n")
    folder.write("elsewhere/.keep", "")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("site/patterns"), withDestinationPath: folder.path("elsewhere"))
    let result = SiteCommandRunner.run([
      "site", "--out", folder.path("site"), Repository.path("Patterns/double-tap.hap.md"),
    ])
    #expect(result.status == 1)
    #expect(result.err.contains("refused to write under \(folder.path("site/patterns"))"))
    #expect(SiteCommandRunner.listing(folder.path("elsewhere")) == [".keep"])
    #expect(FileManager.default.fileExists(atPath: folder.path("site/index.html")))
  }

  @Test func removesTheStalePagesOfAnEarlierBuildAndNothingElse() throws {
    let folder = TemporaryFolder(prefix: "haptui-site")
    defer { folder.remove() }
    let tap = TextFile.read(Repository.path("Patterns/double-tap.hap.md"))!
    folder.write("in/tap.hap.md", tap)
    let out = folder.path("out")
    let first = SiteCommandRunner.run(["site", "--out", out, folder.path("in")])
    #expect(first.status == 0, "\(first.err)")
    #expect(FileManager.default.fileExists(atPath: out + "/patterns/double-tap.html"))
    // The user's own files, beside and inside the site's folders.
    folder.write("out/README.txt", "mine\n")
    folder.write("out/patterns/double-tap/notes.txt", "mine too\n")
    folder.write("out/patterns/extra.html", "<p>mine</p>\n")
    // The pattern is renamed: its id changes.
    folder.write("in/tap.hap.md", tap.replacingOccurrences(of: "double-tap", with: "two-taps"))
    let second = SiteCommandRunner.run(["site", "--out", out, folder.path("in")])
    #expect(second.status == 0, "\(second.err)")
    #expect(second.out.contains("stale files of an earlier build removed"), "\(second.out)")
    let files = SiteCommandRunner.listing(out)
    #expect(files.contains("patterns/two-taps.html"))
    #expect(!files.contains("patterns/double-tap.html"))
    #expect(!files.contains("patterns/double-tap/plot.svg"))
    #expect(!files.contains("patterns/double-tap/ios"), "a folder emptied of stale files goes")
    #expect(TextFile.read(out + "/README.txt") == "mine\n")
    #expect(TextFile.read(out + "/patterns/double-tap/notes.txt") == "mine too\n")
    #expect(TextFile.read(out + "/patterns/extra.html") == "<p>mine</p>\n")
    // The manifest lists what this build wrote, so the next build removes nothing more.
    let marker = try #require(TextFile.read(out + "/.haptui-site"))
    #expect(marker.contains("\npatterns/two-taps.html\n"))
    #expect(!marker.contains("double-tap"))
    let third = SiteCommandRunner.run(["site", "--out", out, folder.path("in")])
    #expect(!third.out.contains("stale"), "\(third.out)")
    #expect(SiteCommandRunner.listing(out) == files)
  }

  @Test func aRebuildLeavesUnchangedFilesAloneAndRewritesChangedOnes() throws {
    let folder = TemporaryFolder(prefix: "haptui-site")
    defer { folder.remove() }
    let tap = TextFile.read(Repository.path("Patterns/double-tap.hap.md"))!
    folder.write("in/tap.hap.md", tap)
    let out = folder.path("out")
    func inode(_ path: String) throws -> Int {
      let attributes = try FileManager.default.attributesOfItem(atPath: out + "/" + path)
      return try #require(attributes[.systemFileNumber] as? Int)
    }
    #expect(SiteCommandRunner.run(["site", "--out", out, folder.path("in")]).status == 0)
    let page = try inode("patterns/double-tap.html")
    let style = try inode("site.css")
    // The same input: every file is left as it was (a rewrite would rename a new file over it).
    #expect(SiteCommandRunner.run(["site", "--out", out, folder.path("in")]).status == 0)
    #expect(try inode("patterns/double-tap.html") == page)
    #expect(try inode("site.css") == style)
    // A changed pattern: its page is replaced and holds the change.
    folder.write("in/tap.hap.md", tap.replacingOccurrences(of: "0.8", with: "0.6"))
    #expect(SiteCommandRunner.run(["site", "--out", out, folder.path("in")]).status == 0)
    #expect(try inode("patterns/double-tap.html") != page)
    #expect(TextFile.read(out + "/patterns/double-tap/double-tap.hap.md")?.contains("0.6") == true)
    #expect(try inode("site.css") == style)
  }

  /// A new or empty folder gets its files created in place (no temporary file and rename,
  /// D260): the same files, bytes and permissions as a build into a folder an earlier build
  /// made, and no temporary file left behind.
  @Test func aFreshFolderGetsTheSameFilesAsAnEarlierBuildsFolder() throws {
    let folder = TemporaryFolder(prefix: "haptui-site")
    defer { folder.remove() }
    let patterns = Repository.path("Patterns")
    let fresh = folder.path("fresh")
    let empty = folder.path("empty")
    let earlier = folder.path("earlier")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
    // A folder an earlier build made (its marker lists nothing), so each file is written
    // through a temporary file and a rename.
    folder.write("earlier/.haptui-site", "made by haptui\n")
    for out in [fresh, empty, earlier] {
      let result = SiteCommandRunner.run(["site", "--out", out, patterns])
      #expect(result.status == 0, "\(result.err)")
    }
    let files = SiteCommandRunner.listing(earlier)
    #expect(files.count > 300)
    #expect(!files.contains { $0.contains(".tmp") })
    for out in [fresh, empty] {
      #expect(SiteCommandRunner.listing(out) == files)
      for file in files {
        let path = out + "/" + file
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let reference = try FileManager.default.attributesOfItem(atPath: earlier + "/" + file)
        #expect(
          attributes[.posixPermissions] as? Int == reference[.posixPermissions] as? Int, "\(file)")
        guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
        #expect(TextFile.bytes(path) == TextFile.bytes(earlier + "/" + file), "\(path)")
      }
    }
  }

  @Test func aManifestNeverNamesAFileOutsideTheFolderOrAHiddenOne() throws {
    let folder = TemporaryFolder(prefix: "haptui-site")
    defer { folder.remove() }
    folder.write("outside.txt", "keep\n")
    folder.write("out/.git/config", "keep\n")
    folder.write("out/kept.txt", "keep\n")
    folder.write(
      "out/.haptui-site",
      "made by haptui\n../outside.txt\n.git/config\n/etc/hostname\nkept.txt/../kept.txt\n")
    let result = SiteCommandRunner.run([
      "site", "--out", folder.path("out"), Repository.path("Patterns/double-tap.hap.md"),
    ])
    #expect(result.status == 0, "\(result.err)")
    #expect(TextFile.read(folder.path("outside.txt")) == "keep\n")
    #expect(TextFile.read(folder.path("out/.git/config")) == "keep\n")
    #expect(TextFile.read(folder.path("out/kept.txt")) == "keep\n")
  }

  @Test func badArgumentsAreUsageErrors() {
    for arguments in [
      ["site"], ["site", "--base-url", "javascript:alert(1)", "x.hap.md"],
      ["site", "--jobs", "0", "x.hap.md"], ["site", "--title", " ", "x.hap.md"],
      ["site", "--colour", "x.hap.md"],
    ] {
      let result = SiteCommandRunner.run(arguments)
      #expect(result.status == 2, "\(arguments): \(result.err)")
      #expect(result.err.contains("Run 'haptui site --help' for usage."))
    }
  }
}
