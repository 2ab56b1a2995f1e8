import Foundation
import HapTestSupport

/// The shared corpus's sounds beside the haptics made from them, for the audio import's
/// measurements.
enum AudioCorpusPairs {
  struct Pair {
    var sound: String
    var clip: String
    var name: String { URL(fileURLWithPath: clip).deletingPathExtension().lastPathComponent }
  }

  /// Each NiceVibrations `.haptic` with the sound it was made from.
  ///
  /// The sound is the one its `metadata.source` names (spaces dropped: `Cash 5.wav` is
  /// `Cash5.wav`): 11 clips were renamed after they were made (`Cash2.haptic` came from
  /// `Cash 5.wav`; matching by name pairs it with another sound, r = −0.34). Where two clips
  /// name the same sound, the one named after the sound keeps it and the other takes the sound
  /// named after itself (`Fireplace2.haptic` names `Flashlight 2.wav`, which
  /// `Flashlight2.haptic` also names).
  static func designer() -> [Pair] {
    let clips = InteropCorpus.files("nicevibrations", suffix: ".haptic")
    let manager = FileManager.default
    var named: [String: String] = [:]
    for clip in clips {
      let file = source(of: clip).replacingOccurrences(of: "\\", with: "/")
        .split(separator: "/").last.map { String($0).replacingOccurrences(of: " ", with: "") }
      named[clip] = (clip as NSString).deletingLastPathComponent + "/" + (file ?? "")
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

  /// Apple's Ricochet sounds with the AHAP that plays beside each.
  static func ricochet() -> [Pair] {
    guard let root = InteropCorpus.root else { return [] }
    return InteropCorpus.files("apple-unityplugins/audio", suffix: ".wav").compactMap { sound in
      let name = ((sound as NSString).lastPathComponent as NSString).deletingPathExtension
      let ahap = root + "/apple-unityplugins/Ricochet/" + name + ".ahap"
      return FileManager.default.fileExists(atPath: ahap) ? Pair(sound: sound, clip: ahap) : nil
    }
  }

  /// A clip's `metadata.source`.
  private static func source(of clip: String) -> String {
    guard let data = FileManager.default.contents(atPath: clip),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let metadata = root["metadata"] as? [String: Any]
    else { return "" }
    return metadata["source"] as? String ?? ""
  }
}
