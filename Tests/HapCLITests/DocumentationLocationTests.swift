import Foundation
import HapTestSupport
import Testing

@testable import HapCLI

/// Where links to a code's entry point: a published copy, the installed manual, the source
/// tree, or nowhere; never an address nobody checked (D137).
@Suite struct DocumentationLocationTests {
  func make(_ folder: TemporaryFolder, _ paths: [String]) throws {
    for path in paths {
      let full = folder.path + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: URL(fileURLWithPath: full))
    }
  }

  @Test func aPublishedCopyNamedInTheEnvironmentComesFirst() throws {
    let folder = TemporaryFolder()
    try make(folder, ["bin/haptui", "share/doc/haptui/cli.md"])
    let found = DocumentationLocation.resolve(
      environment: ["HAPTUI_DOCS_URL": "https://example.test/docs/cli.md"],
      executable: folder.path + "/bin/haptui")
    #expect(found == "https://example.test/docs/cli.md")
  }

  @Test func anInstalledBinaryLinksToTheManualInstalledBesideIt() throws {
    let folder = TemporaryFolder()
    try make(folder, ["bin/haptui", "share/doc/haptui/cli.md"])
    let found = DocumentationLocation.resolve(
      environment: ["HAPTUI_DOCS_URL": ""], executable: folder.path + "/bin/haptui")
    #expect(found == "file://" + folder.path + "/share/doc/haptui/cli.md")
  }

  @Test func aDevelopmentBuildLinksToItsCheckout() throws {
    let folder = TemporaryFolder()
    try make(
      folder, ["Package.swift", "docs/cli.md", ".build/x86_64-unknown-linux-gnu/debug/haptui"])
    let found = DocumentationLocation.resolve(
      environment: [:], executable: folder.path + "/.build/x86_64-unknown-linux-gnu/debug/haptui")
    #expect(found == "file://" + folder.path + "/docs/cli.md")
  }

  @Test func aLoneBinaryHasNoLink() throws {
    let folder = TemporaryFolder()
    try make(folder, ["bin/haptui", "docs/cli.md"])
    // A docs folder without the package beside it is not a checkout of haptui.
    #expect(
      DocumentationLocation.resolve(environment: [:], executable: folder.path + "/bin/haptui")
        == nil)
  }
}
