import Foundation
import HapModel
import Testing

@Suite struct DocumentSavingTests {
  /// Copies a fixture into a fresh folder and returns the copy's path.
  func copy(_ name: String, mode: Int = 0o640) throws -> (folder: String, path: String) {
    let folder = Fixture.temporaryFolder()
    let path = folder + "/" + name
    try Data(Fixture.bytes(name)).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    return (folder, path)
  }

  @Test func saveWritesTheEditKeepsTheModeAndLeavesNoTemporaryFile() throws {
    let (folder, path) = try copy("double-tap.hap.md")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var document = HapDocument.read(path: path)
    var pattern = try #require(document.pattern)
    pattern.track?[0].intensity = 0.25
    try document.save(pattern)
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(HapDocument(bytes: written).pattern?.events[0].intensity == 0.25)
    #expect(document.bytes == written)
    #expect(document.pattern == pattern, "the saved document keeps the pattern and its event ids")
    #expect(document.serialized(with: pattern) == written)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["double-tap.hap.md"])
  }

  /// Root writes into any folder, so this needs an ordinary user (the editor's own mode-bit
  /// check, which holds for root too, is tested in the HapTUI run-loop tests).
  @Test(.enabled(if: getuid() != 0, "root writes into a mode 555 folder"))
  func anUnwritableFolderIsNamedAsTheReason() throws {
    let (folder, path) = try copy("double-tap.hap.md")
    defer {
      chmod(folder, 0o755)
      try? FileManager.default.removeItem(atPath: folder)
    }
    var document = HapDocument.read(path: path)
    var pattern = try #require(document.pattern)
    pattern.intent = "impact.heavy"
    chmod(folder, 0o555)
    do {
      try document.save(pattern)
      Issue.record("saved into a mode 555 folder")
    } catch {
      #expect(error.message.contains("the folder \(folder) cannot be written"), "\(error.message)")
      #expect(!error.message.contains("temporary file"))
    }
  }

  @Test func refusesWhenTheFileChangedOnDiskUnlessForced() throws {
    let (folder, path) = try copy("double-tap.hap.md")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var document = HapDocument.read(path: path)
    var pattern = try #require(document.pattern)
    pattern.intent = "impact.heavy"
    let other = Array("someone else's text\n".utf8)
    try Data(other).write(to: URL(fileURLWithPath: path))
    #expect(throws: SaveError.self) { try document.save(pattern) }
    do {
      try document.save(pattern)
    } catch {
      #expect(error.reason == .changedOnDisk)
    }
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == other)
    try document.save(pattern, force: true)
    #expect(HapDocument.read(path: path).pattern?.intent == "impact.heavy")
  }

  @Test func refusesToOverwriteAnotherFileOrARemovedOne() throws {
    let (folder, path) = try copy("double-tap.hap.md")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var document = HapDocument.read(path: path)
    let pattern = try #require(document.pattern)
    let other = folder + "/other.hap.md"
    try Data("x".utf8).write(to: URL(fileURLWithPath: other))
    do {
      try document.save(pattern, to: other)
      Issue.record("saving over another file must be refused")
    } catch {
      #expect(error.reason == .targetExists)
    }
    try FileManager.default.removeItem(atPath: path)
    do {
      try document.save(pattern)
      Issue.record("saving over a removed file must be refused")
    } catch {
      #expect(error.reason == .removedOnDisk)
    }
  }

  @Test func unknownMembersOfALaterGrammarSurviveASave() throws {
    let (folder, path) = try copy("future-grammar.hap.md")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var document = HapDocument.read(path: path)
    var pattern = try #require(document.pattern)
    pattern.track?[1].duration = 150
    pattern.fallbacks?.web = [30, 20, 150]
    try document.save(pattern)
    let saved = HapDocument.read(path: path)
    let again = try #require(saved.pattern)
    #expect(again.haptic == "0.2")
    #expect(again.extra == pattern.extra)
    #expect(Set(again.events[0].extra.keys) == ["x-event", "curve"])
    #expect(again.events[1].extra == pattern.events[1].extra)
    #expect(again.fallbacks?.extra == pattern.fallbacks?.extra)
    #expect(again.events[1].duration == 150)
    let text = String(decoding: saved.bytes, as: UTF8.self)
    #expect(text.contains("\"x-top\": { \"nested\": [1, 2.50, { \"deep\": true }] }"))
    #expect(text.hasPrefix("---\n# A pattern written for a later grammar.\nid: future-grammar\n"))
  }

  @Test func saveFollowsASymbolicLink() throws {
    let (folder, path) = try copy("double-tap.hap.md")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let link = folder + "/link.hap.md"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
    var document = HapDocument.read(path: link)
    var pattern = try #require(document.pattern)
    pattern.track?[1].at = 120
    try document.save(pattern)
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link)
    #expect(destination == path)
    #expect(HapDocument.read(path: path).pattern?.events[1].at == 120)
  }
}
