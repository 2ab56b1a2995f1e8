import Glibc
import HapSystem
import HapTestSupport
import Testing

/// `Files.read(_:limit:listedRegular:)` skips the `stat` before opening a file a folder listing
/// called regular, yet refuses what took its place since as the ordinary read does (D390).
@Suite struct FilesListedReadingTests {
  @Test func aListedRegularFileReadsWhole() throws {
    let folder = TemporaryFolder()
    let bytes = (0..<70_000).map { UInt8($0 % 251) }
    let file = folder.write("data.bin", bytes)
    #expect(try Files.read(file, limit: 1 << 20, listedRegular: true).get() == bytes)
  }

  @Test func aFolderPutInItsPlaceIsRefusedAsADirectory() {
    let folder = TemporaryFolder()
    let file = folder.write("pattern.hap.md", "x")
    #expect(unlink(file) == 0)
    #expect(mkdir(file, 0o700) == 0)
    guard case .failure(let failure) = Files.read(file, limit: 10, listedRegular: true) else {
      Issue.record("a folder was read")
      return
    }
    #expect(failure.code == EISDIR)
    #expect(failure.message == "read \(file): Is a directory")
  }

  @Test func aLinkToAFifoPutInItsPlaceIsRefusedWithoutWaiting() {
    let folder = TemporaryFolder()
    let fifo = folder.path("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    let file = folder.write("pattern.hap.md", "x")
    #expect(unlink(file) == 0)
    #expect(symlink(fifo, file) == 0)
    guard case .failure(let failure) = Files.read(file, limit: 10, listedRegular: true) else {
      Issue.record("a link to a fifo was read")
      return
    }
    #expect(failure.kind == .notRegularFile(.fifo))
    #expect(failure.message == "\(file) is a fifo (named pipe), not a regular file")
    guard case .failure(let ordinary) = Files.read(file, limit: 10) else { return }
    #expect(ordinary.message == failure.message)
  }

  @Test func aFifoPutInItsPlaceIsRefusedWithoutWaiting() {
    let folder = TemporaryFolder()
    let file = folder.write("pattern.hap.md", "x")
    #expect(unlink(file) == 0)
    #expect(mkfifo(file, 0o600) == 0)
    guard case .failure(let failure) = Files.read(file, limit: 10, listedRegular: true) else {
      Issue.record("a fifo was read")
      return
    }
    #expect(failure.kind == .notRegularFile(.fifo))
  }

  @Test func aFileGoneSinceItWasListedSaysOpenAndWhy() {
    let folder = TemporaryFolder()
    let file = folder.write("pattern.hap.md", "x")
    #expect(unlink(file) == 0)
    guard case .failure(let failure) = Files.read(file, limit: 10, listedRegular: true) else {
      Issue.record("a missing file was read")
      return
    }
    #expect(failure.code == ENOENT)
    #expect(failure.message == "open \(file): No such file or directory")
  }

  @Test func aFileOverTheLimitIsStillRefused() {
    let folder = TemporaryFolder()
    let file = folder.write("big", [UInt8](repeating: 1, count: 11))
    guard case .failure(let failure) = Files.read(file, limit: 10, listedRegular: true) else {
      Issue.record("an 11-byte file was read under a 10-byte limit")
      return
    }
    #expect(failure.kind == .tooLarge(size: 11, limit: 10, growing: false))
  }
}
