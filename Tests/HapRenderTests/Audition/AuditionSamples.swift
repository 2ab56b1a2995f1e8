import Foundation
import HapModel
import HapRender
import HapTestSupport

/// Fixtures and patterns the audition tests share.
enum AuditionSamples {
  /// A fixture under `Tests/Fixtures/audition/`.
  static func fixture(_ name: String) -> String {
    (try? String(
      contentsOfFile: Repository.path("Tests/Fixtures/audition/\(name)"), encoding: .utf8))
      ?? ""
  }

  /// The library patterns by name.
  static func library(_ name: String) -> HapticPattern? {
    HapDocument.read(path: Repository.path("Patterns/\(name).hap.md")).pattern
  }

  /// A swelling tone: one continuous event with a curve (envelope or waveform).
  static let swell = HapticPattern(
    id: "swell",
    track: [
      SamplePatterns.continuous(0, 400, 1.0, 0.3, curve: .easeIn),
      SamplePatterns.continuous(500, 300, 0.5, 0.8, id: 1),
    ])

  /// The phone profile of the recorded Android 16 dump.
  static var api36Phone: DeviceProfile {
    VibratorDump.info(fixture("dumpsys-api36.txt")).profile(
      name: "phone", summary: "Pixel test phone", apiLevel: 36)
  }

  /// The phone profile of the recorded Android 13 dump.
  static var api33Phone: DeviceProfile {
    VibratorDump.info(fixture("dumpsys-api33.txt")).profile(
      name: "phone", summary: "older test phone", apiLevel: 33)
  }
}
