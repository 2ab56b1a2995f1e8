import Glibc
import HapSystem
import HapTestSupport
import Testing

/// `Files.read` reads regular files whole and refuses what could block, never end or be huge.
@Suite struct FilesReadingTests {
  @Test func aRegularFileReadsWhole() throws {
    let folder = TemporaryFolder()
    let bytes = (0..<70_000).map { UInt8($0 % 251) }
    let file = folder.write("data.bin", bytes)
    #expect(try Files.read(file, limit: 1 << 20).get() == bytes)
  }

  @Test func anEmptyFileReadsEmpty() throws {
    let folder = TemporaryFolder()
    let file = folder.write("empty", [])
    #expect(try Files.read(file, limit: 10).get() == [])
  }

  @Test func aFileOverTheLimitIsRefusedWithItsSize() {
    let folder = TemporaryFolder()
    let file = folder.write("big", [UInt8](repeating: 1, count: 11))
    guard case .failure(let failure) = Files.read(file, limit: 10) else {
      Issue.record("an 11-byte file was read under a 10-byte limit")
      return
    }
    #expect(failure.kind == .tooLarge(size: 11, limit: 10, growing: false))
    #expect(failure.code == EFBIG)
    #expect(failure.path == file)
  }

  @Test func aFileExactlyAtTheLimitIsRead() throws {
    let folder = TemporaryFolder()
    let file = folder.write("ten", [UInt8](repeating: 2, count: 10))
    #expect(try Files.read(file, limit: 10).get().count == 10)
  }

  @Test func aFifoIsRefusedWithoutWaitingForAWriter() {
    let folder = TemporaryFolder()
    let fifo = folder.path("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    guard case .failure(let failure) = Files.read(fifo, limit: 10) else {
      Issue.record("a fifo was read")
      return
    }
    #expect(failure.kind == .notRegularFile(.fifo))
    #expect(failure.message == "\(fifo) is a fifo (named pipe), not a regular file")
  }

  @Test func aFolderIsRefusedAsADirectory() {
    let folder = TemporaryFolder()
    guard case .failure(let failure) = Files.read(folder.path, limit: 10) else {
      Issue.record("a folder was read")
      return
    }
    #expect(failure.kind == .system)
    #expect(failure.code == EISDIR)
    #expect(failure.message == "read \(folder.path): Is a directory")
  }

  @Test func aMissingFileSaysOpenAndWhy() {
    let folder = TemporaryFolder()
    let missing = folder.path("nothing")
    guard case .failure(let failure) = Files.read(missing, limit: 10) else {
      Issue.record("a missing file was read")
      return
    }
    #expect(failure.code == ENOENT)
    #expect(failure.message == "open \(missing): No such file or directory")
  }

  @Test func aPrefixStopsAtItsCountOrTheEnd() {
    let folder = TemporaryFolder()
    let file = folder.write("text", "hello, world")
    #expect(Files.readPrefix(file, count: 5) == Array("hello".utf8))
    #expect(Files.readPrefix(file, count: 100) == Array("hello, world".utf8))
    #expect(Files.readPrefix(folder.path("missing"), count: 5) == nil)
  }
}
