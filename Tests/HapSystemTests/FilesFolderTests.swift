import Glibc
import HapSystem
import HapTestSupport
import Testing

/// Folders are made with their parents, listed, removed whole, and paths compared by inode.
@Suite struct FilesFolderTests {
  @Test func foldersAreMadeWithTheirParents() throws {
    let folder = TemporaryFolder()
    let deep = folder.path("a/b/c")
    try Files.makeFolders(deep)
    #expect(Files.isFolder(deep))
    try Files.makeFolders(deep)
    #expect(Files.kind(of: folder.path("a")) == .folder)
  }

  @Test func aFileInTheWayIsNotAFolder() {
    let folder = TemporaryFolder()
    let file = folder.write("plain", "x")
    do {
      try Files.makeFolders(file)
      Issue.record("a file was taken for a folder")
    } catch {
      #expect(error.kind == .notAFolder)
      #expect(error.message == "\(file) is not a folder")
    }
    do {
      try Files.makeFolders(file + "/below")
      Issue.record("a folder was made under a file")
    } catch {
      #expect(error.kind == .system)
      #expect(error.path == file + "/below")
      #expect(error.code == ENOTDIR)
    }
  }

  @Test func aListingHoldsEveryNameButTheDots() {
    let folder = TemporaryFolder()
    folder.write("one", "1")
    folder.write(".hidden", "2")
    folder.write("sub/three", "3")
    #expect(Files.names(in: folder.path)?.sorted() == [".hidden", "one", "sub"])
    #expect(Files.names(in: folder.path("missing")) == nil)
  }

  @Test func removingATreeRemovesItsContentButNotALinkedFolder() {
    let folder = TemporaryFolder()
    let outside = folder.write("outside/keep.txt", "kept")
    folder.write("tree/a/b.txt", "gone")
    #expect(symlink(folder.path("outside"), folder.path("tree/link")) == 0)
    Files.removeTree(folder.path("tree"))
    #expect(!Files.exists(folder.path("tree"), followingLinks: false))
    #expect(Files.isRegularFile(outside))
    Files.removeTree(folder.path("never-there"))
  }

  @Test func removeTakesAFileAndSaysWhenItCannot() {
    let folder = TemporaryFolder()
    let file = folder.write("x", "1")
    #expect(Files.remove(file))
    #expect(!Files.remove(file))
  }

  @Test func theSameFileIsFoundThroughALinkAndADifferentOneIsNot() {
    let folder = TemporaryFolder()
    let file = folder.write("real", "1")
    let other = folder.write("other", "1")
    #expect(symlink(file, folder.path("link")) == 0)
    #expect(Files.isSameFile(file, folder.path("link")))
    #expect(!Files.isSameFile(file, other))
    #expect(!Files.isSameFile(file, folder.path("missing")))
    #expect(Files.resolved(folder.path("link")) == Files.resolved(file))
  }

  @Test func pathsSplitAndJoin() {
    #expect(Files.folderName(of: "a/b/c.txt") == "a/b")
    #expect(Files.folderName(of: "c.txt") == ".")
    #expect(Files.folderName(of: "/c.txt") == "/")
    #expect(Files.baseName(of: "a/b/c.txt") == "c.txt")
    #expect(Files.join("a/", "b") == "a/b")
    #expect(Files.join("a", "b") == "a/b")
    #expect(Files.absolute("/x/y") == "/x/y")
    #expect(Files.absolute("relative-name-\(getpid())").hasSuffix("/relative-name-\(getpid())"))
  }

  @Test func aFileHasAModificationTimeAndAMissingOneHasNone() {
    let folder = TemporaryFolder()
    let file = folder.write("t", "1")
    var times = [timespec](repeating: timespec(tv_sec: 86_400 * 365, tv_nsec: 0), count: 2)
    #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
    #expect(Files.modificationSeconds(file) == 86_400 * 365)
    #expect(Files.modificationSeconds(folder.path("missing")) == nil)
    #expect(WallClock.localMinutes(0).count == "1970-01-01 00:00".count)
  }
}
