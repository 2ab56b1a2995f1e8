import Foundation
import HapModel
import HapRender
import HapTestSupport
import Synchronization
import Testing

@testable import HapCLI

/// `render` and `export` write a long AHAP in pieces as it is printed, and the report as bytes
/// (D330): the same bytes as the whole texts.
@Suite struct RenderPiecesCommandTests: CommandTesting {
  /// A track of `count` events, transients and continuous events with curves, as a file.
  static func longTrack(_ count: Int, id: String = "long-track") -> String {
    let curves = ["linear", "easeIn", "easeOut", "hold"]
    var events: [String] = []
    for index in 0..<count {
      let at = index * 90
      let level = Double(index * 7 % 11) / 10
      if index % 3 == 0 {
        events.append(
          "{\"at\":\(at),\"type\":\"transient\",\"intensity\":\(level),\"sharpness\":0.5}")
      } else {
        events.append(
          "{\"at\":\(at),\"type\":\"continuous\",\"intensity\":\(level),\"sharpness\":0.4,"
            + "\"duration\":\(20 + index % 60),\"curve\":\"\(curves[index % curves.count])\"}")
      }
    }
    return
      "---\nid: \(id)\n---\n\nA long track.\n\n```haptic\n{\"haptic\":\"0.1\",\"id\":\"\(id)\","
      + "\"track\":[\(events.joined(separator: ","))],\"fallbacks\":{\"web\":[30]}}\n```\n"
  }

  /// Runs `arguments` with an `io` that keeps standard output as bytes, as the real one writes
  /// them.
  func runBytes(_ arguments: [String]) -> (status: Int32, out: [UInt8], err: String) {
    let out = Mutex<[UInt8]>([])
    let err = Mutex("")
    let io = CommandIO(
      out: { text in out.withLock { $0 += text.utf8 } },
      err: { text in err.withLock { $0 += text } },
      outBytes: { bytes in out.withLock { $0 += bytes } })
    let status = HaptuiCommand.run(arguments, io: io)
    return (status, out.withLock { $0 }, err.withLock { $0 })
  }

  @Test func renderWritesTheWholeTextsBytes() throws {
    let root = try folder(["long.hap.md": Self.longTrack(2_500)])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let pattern = try #require(HapDocument.read(path: root + "/long.hap.md").pattern)
    for platform in Platform.allCases {
      let profile = DeviceProfile.defaultProfile(for: platform)
      let rendition = Renderer.render(pattern, profile: profile)
      let expected = Array(RenditionText.human(rendition, id: pattern.id).utf8)
      let result = runBytes(["render", "--platform", platform.rawValue, root + "/long.hap.md"])
      #expect(result.status == 0)
      #expect(result.out == expected, "\(platform)")
      // An io without a byte writer decodes each piece: nothing is lost between them.
      #expect(
        run(["render", "--platform", platform.rawValue, root + "/long.hap.md"]).out.utf8
          .elementsEqual(expected), "\(platform)")
      if platform == .ios {
        #expect(expected.count > 3 * AHAPLines.pieceSize, "several pieces")
      }
    }
  }

  @Test func exportWritesEachFilesText() throws {
    // One file, and a layered artefact (curves long enough to scale other events).
    let layered =
      "---\nid: layered\n---\n\n```haptic\n{\"haptic\":\"0.1\",\"id\":\"layered\",\"track\":["
      + (0..<6).map {
        "{\"at\":\($0 * 10),\"type\":\"continuous\",\"intensity\":0.8,\"sharpness\":0.5,"
          + "\"duration\":500,\"curve\":\"easeOut\"}"
      }.joined(separator: ",") + "]}\n```\n"
    let root = try folder([
      "long.hap.md": Self.longTrack(2_500), "layered.hap.md": layered,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    for name in ["long", "layered"] {
      let pattern = try #require(HapDocument.read(path: root + "/\(name).hap.md").pattern)
      for platform in Platform.allCases {
        let profile = DeviceProfile.defaultProfile(for: platform)
        let files = Renderer.render(pattern, profile: profile).artifact.files
        let out = root + "/out-\(name)-\(platform.rawValue)"
        let result = run([
          "export", "--platform", platform.rawValue, "--out", out, root + "/\(name).hap.md",
        ])
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").count == files.count)
        if name == "layered", platform == .ios { #expect(files.count > 1) }
        for file in files {
          let written = try #require(FileManager.default.contents(atPath: out + "/" + file.name))
          #expect(Array(written) == Array(file.text.utf8), "\(file.name)")
        }
      }
    }
  }
}
