import Foundation

/// The shared corpus of sounds beside the haptics designers made from them
/// (`../shared/testdata/interop`), read in place; `nil` folders when it is absent.
enum InteropCorpus {
  static let root: URL? = {
    let here = URL(fileURLWithPath: #filePath)
    let repository = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = repository.appendingPathComponent("../shared/testdata/interop").standardized
    return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
  }()

  struct Pair {
    var sound: String
    var clip: String
    var name: String { URL(fileURLWithPath: clip).deletingPathExtension().lastPathComponent }
  }

  /// Each NiceVibrations `.haptic` with the sound it was made from.
  ///
  /// The sound is the one its `metadata.source` names (spaces dropped: `Cash 5.wav` is
  /// `Cash5.wav`): 11 clips were renamed after they were made (`Cash2.haptic` came from
  /// `Cash 5.wav`). Where two clips name the same sound, the one named after the sound keeps
  /// it and the other takes the sound named after itself (`Fireplace2.haptic` names
  /// `Flashlight 2.wav`, which `Flashlight2.haptic` also names).
  static func designerPairs() -> [Pair] {
    guard let root else { return [] }
    let base = root.appendingPathComponent("nicevibrations")
    let manager = FileManager.default
    var clips: [String] = []
    for folder in (try? manager.contentsOfDirectory(atPath: base.path)) ?? [] {
      let path = base.appendingPathComponent(folder).path
      for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] where name.hasSuffix(
        ".haptic")
      {
        clips.append(path + "/" + name)
      }
    }
    clips.sort()
    var named: [String: String] = [:]
    for clip in clips {
      let source = (try? DesignerClip(path: clip))?.source ?? ""
      let file = (source.replacingOccurrences(of: "\\", with: "/").split(separator: "/").last)
        .map { String($0).replacingOccurrences(of: " ", with: "") } ?? ""
      named[clip] = URL(fileURLWithPath: clip).deletingLastPathComponent()
        .appendingPathComponent(file).path
    }
    var claims: [String: Int] = [:]
    for sound in named.values { claims[sound, default: 0] += 1 }
    return clips.compactMap { clip in
      let own = String(clip.dropLast(".haptic".count)) + ".wav"
      var sound = named[clip] ?? own
      if claims[sound, default: 0] > 1, sound != own, manager.fileExists(atPath: own) {
        sound = own
      }
      guard manager.fileExists(atPath: sound) else { return nil }
      return Pair(sound: sound, clip: clip)
    }
  }

  /// Apple's Ricochet sounds with the AHAP each plays beside them.
  static func ricochetPairs() -> [(sound: String, ahap: String)] {
    guard let root else { return [] }
    let audio = root.appendingPathComponent("apple-unityplugins/audio")
    let ahaps = root.appendingPathComponent("apple-unityplugins/Ricochet")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: audio.path)) ?? []
    return names.filter { $0.hasSuffix(".wav") }.sorted().compactMap { name in
      let ahap = ahaps.appendingPathComponent(String(name.dropLast(4)) + ".ahap").path
      guard FileManager.default.fileExists(atPath: ahap) else { return nil }
      return (audio.appendingPathComponent(name).path, ahap)
    }
  }
}
