import Foundation
import Glibc
import HapTestSupport
import Testing

/// Paths that are not regular files: a folder, a fifo, a character device, an unreadable file,
/// symbolic-link loops. Each must end promptly with a clear message and a non-zero exit.
@Suite(.serialized, .requires(Haptui.isAvailable, Haptui.notBuilt))
struct SpecialFileTests {
  static let commands: [[String]] = [
    ["validate"], ["fmt", "--check"], ["fmt"], ["render", "--platform", "ios"],
  ]

  /// Every command on `path`: ends by itself, non-zero, and names the path.
  static func expectRefused(_ path: String, timeout: Double = 20, asNobody: Bool = false) {
    for command in commands {
      let run = Haptui.run(command + [path], timeout: timeout, asNobody: asNobody)
      #expect(run.exitedNormally, "\(command.joined(separator: " ")) \(path): \(run)")
      #expect(run.exitCode != 0, "\(command.joined(separator: " ")) \(path): \(run)")
      #expect(run.output.contains(path), "\(command.joined(separator: " ")): \(run)")
    }
  }

  @Test func anEmptyFolderOrAFolderNamedLikeAPattern() {
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    let folder = scratch.path + "/folder.hap.md"
    mkdir(folder, 0o755)
    Self.expectRefused(folder)
  }

  @Test func aFifoGivenAsAPattern() {
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    let fifo = scratch.path + "/pipe.hap.md"
    #expect(mkfifo(fifo, 0o644) == 0)
    let run = Haptui.run(["validate", fifo], timeout: 10)
    HostileExpectations.validate(run, .rejected(codes: ["HAP000"]), file: fifo)
    Self.expectRefused(fifo, timeout: 10)
  }

  @Test func aFifoInsideAFolderIsNotWaitedOn() {
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    mkfifo(scratch.path + "/pipe.hap.md", 0o644)
    scratch.write("good.hap.md", HostileCase.file(block: HostileCase.block()))
    let run = Haptui.run(["validate", scratch.path], timeout: 20)
    #expect(run.exitedNormally, "\(run)")
    // A link named like a pattern to a fifo is listed, then refused without waiting.
    mkfifo(scratch.path + "/sub-pipe", 0o644)
    symlink("sub-pipe", scratch.path + "/linked.hap.md")
    let linked = Haptui.run(["validate", scratch.path], timeout: 20)
    #expect(linked.exitedNormally && linked.exitCode == 1, "\(linked)")
    #expect(linked.stdout.contains("linked.hap.md:1:1: error[HAP000]"), "\(linked)")
  }

  @Test func aCharacterDeviceGivenAsAPattern() {
    let run = Haptui.run(["validate", "/dev/zero"], timeout: 20)
    HostileExpectations.validate(run, .rejected(codes: ["HAP000"]), file: "/dev/zero")
    Self.expectRefused("/dev/zero")
  }

  @Test(
    .enabled(
      if: getuid() != 0 || Haptui.setpriv != nil,
      "running as root without setpriv: no way to make a file unreadable"))
  func anUnreadableFile() {
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    let bytes = HostileCase.file(block: HostileCase.block())
    let file = scratch.write("locked.hap.md", bytes)
    chmod(file, 0)
    // Root reads anything, so the run drops to nobody.
    Self.expectRefused(file, asNobody: getuid() == 0)
    chmod(file, 0o644)
    #expect(scratch.bytes("locked.hap.md") == bytes)
  }

  @Test func symbolicLinkLoopsInAFolder() {
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    // A canonical pattern, so `fmt` has nothing to rewrite.
    let good = [UInt8](
      FileManager.default.contents(atPath: Haptui.root + "/Patterns/selection.hap.md") ?? Data())
    scratch.write("good.hap.md", good)
    scratch.write("sub/inner.hap.md", good)
    symlink("self.hap.md", scratch.path + "/self.hap.md")
    symlink("b.hap.md", scratch.path + "/a.hap.md")
    symlink("a.hap.md", scratch.path + "/b.hap.md")
    symlink(".", scratch.path + "/loop")
    symlink("..", scratch.path + "/sub/up")
    symlink("missing.hap.md", scratch.path + "/dangling.hap.md")

    let run = Haptui.run(["validate", scratch.path], timeout: 30)
    #expect(run.exitedNormally, "\(run)")
    #expect(run.exitCode == 1, "\(run)")
    for name in ["self", "a", "b", "dangling"] {
      #expect(
        run.stdout.contains("\(scratch.path)/\(name).hap.md:1:1: error[HAP000]"),
        "\(name): \(run)")
    }
    // The two real patterns (one pattern, copied) are checked once each, never through the
    // loops: each names the other once as holding its id (HAP009), and nothing more.
    #expect(run.stdout.contains("6 files checked: 0 conformant, 6 not; 6 errors"), "\(run)")
    for (name, other) in [("good", "sub/inner"), ("sub/inner", "good")] {
      let line =
        "\(scratch.path)/\(name).hap.md:2:5: error[HAP009]: id \"selection\" is also the id "
        + "of \(scratch.path)/\(other).hap.md:2;"
      #expect(run.stdout.components(separatedBy: line).count == 2, "\(name): \(run)")
    }
    for command in Self.commands {
      let other = Haptui.run(command + [scratch.path], timeout: 30)
      #expect(other.exitedNormally && other.exitCode != 0, "\(command): \(other)")
    }
    Self.expectRefused(scratch.path + "/self.hap.md")
    #expect(scratch.bytes("good.hap.md") == good)
  }
}
