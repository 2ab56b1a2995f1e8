import Glibc
import HapSystem
import HapTestSupport
import Testing

/// Atomic replacement keeps or sets permissions and leaves no temporary file; an exclusive
/// create never replaces anything.
@Suite struct FilesWritingTests {
  private func mode(_ path: String) -> mode_t {
    var info = stat()
    _ = stat(path, &info)
    return info.st_mode & 0o7777
  }

  @Test func anAtomicWriteReplacesTheContentAndLeavesNoTemporaryFile() throws {
    let folder = TemporaryFolder()
    let file = folder.write("a.txt", "old")
    try Files.writeAtomically(Array("new content".utf8), to: file)
    #expect(folder.bytes("a.txt") == Array("new content".utf8))
    #expect(Files.names(in: folder.path) == ["a.txt"])
  }

  @Test func aTextIsWrittenAsItsUTF8FromItsOwnStorage() throws {
    let folder = TemporaryFolder()
    let file = folder.write("t.txt", "old")
    // A long text (stored out of line), a short one (stored inline in the string), and none.
    let long = String(repeating: "Zeit 0,5 s – «Stoß»\n", count: 10_000)
    for text in [long, "ok ✓", ""] {
      try Files.writeAtomically(text, to: file)
      #expect(folder.bytes("t.txt") == Array(text.utf8))
    }
    #expect(Files.names(in: folder.path) == ["t.txt"])
    #expect(throws: FileFailure.self) {
      try Files.writeAtomically("x", to: folder.path("absent/t.txt"))
    }
  }

  @Test func anExistingFileKeepsItsPermissionBitsUnlessTold() throws {
    let folder = TemporaryFolder()
    let file = folder.write("kept.txt", "x")
    #expect(chmod(file, 0o640) == 0)
    try Files.writeAtomically(Array("y".utf8), to: file)
    #expect(mode(file) == 0o640)
    try Files.writeAtomically(Array("z".utf8), to: file, mode: 0o600, keepingMode: false)
    #expect(mode(file) == 0o600 & ~currentUmask())
  }

  @Test func aWriteIntoAMissingFolderFailsNamingTheFolder() {
    let folder = TemporaryFolder()
    let target = folder.path("absent/file.txt")
    #expect(throws: FileFailure.self) { try Files.writeAtomically([1], to: target) }
    do {
      try Files.writeAtomically([1], to: target)
    } catch {
      #expect(error.code == ENOENT)
      #expect(error.message.hasPrefix("create a temporary file in \(folder.path)/absent: "))
    }
  }

  @Test func anExclusiveCreateWritesANewFile() throws {
    let folder = TemporaryFolder()
    try Files.createExclusively(Array("made".utf8), at: folder.path("new.txt"))
    #expect(folder.bytes("new.txt") == Array("made".utf8))
    #expect(Files.names(in: folder.path) == ["new.txt"])
  }

  @Test func anExclusiveCreateNeverReplacesAFileOrADanglingLink() throws {
    let folder = TemporaryFolder()
    let file = folder.write("there.txt", "mine")
    #expect(throws: FileFailure.self) { try Files.createExclusively([1], at: file) }
    #expect(folder.bytes("there.txt") == Array("mine".utf8))
    let link = folder.path("dangling")
    #expect(symlink(folder.path("nowhere"), link) == 0)
    do {
      try Files.createExclusively([1], at: link)
      Issue.record("a dangling link was replaced")
    } catch {
      #expect(error.code == EEXIST)
    }
    #expect(!Files.exists(folder.path("nowhere")))
  }

  @Test func aRenameMovesAndAFailedOneSaysWhich() throws {
    let folder = TemporaryFolder()
    let source = folder.write("from", "moved")
    try Files.rename(source, to: folder.path("to"))
    #expect(folder.bytes("to") == Array("moved".utf8))
    #expect(!Files.exists(source))
    #expect(throws: FileFailure.self) { try Files.rename(source, to: folder.path("again")) }
  }

  private func currentUmask() -> mode_t {
    let mask = umask(0)
    umask(mask)
    return mask
  }
}
