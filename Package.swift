// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "haptui",
  products: [
    .executable(name: "haptui", targets: ["HaptuiMain"]),
    .executable(name: "haptui-bench", targets: ["HapBench"]),
    .executable(name: "playback-timing", targets: ["PlaybackTimingBench"]),
    .library(name: "HapModel", targets: ["HapModel"]),
    .library(name: "HapRender", targets: ["HapRender"]),
    .library(name: "HapAudio", targets: ["HapAudio"]),
    .library(name: "HapImport", targets: ["HapImport"]),
    .executable(name: "haptui-fuzz", targets: ["HaptuiFuzz"]),
  ],
  targets: [
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    .systemLibrary(name: "CEvdev", path: "Sources/CEvdev", pkgConfig: "libevdev"),
    .systemLibrary(name: "CYAML", path: "Sources/CYAML", pkgConfig: "yaml-0.1"),
    .systemLibrary(name: "CCmark", path: "Sources/CCmark", pkgConfig: "libcmark"),
    // Audio engineer (issue 15): decoding, resampling and the FFT for audio-to-haptics.
    .systemLibrary(name: "CSndfile", path: "Sources/CSndfile", pkgConfig: "sndfile"),
    .systemLibrary(name: "CSamplerate", path: "Sources/CSamplerate", pkgConfig: "samplerate"),
    // kissfft-float.pc carries -D flags SwiftPM refuses; the header needs none of them.
    .systemLibrary(name: "CKissFFT", path: "Sources/CKissFFT"),
    .target(name: "HapModel", dependencies: ["CYAML", "CCmark"]),
    .target(name: "HapRender", dependencies: ["HapModel", "CEvdev"]),
    .target(name: "HapAudio", dependencies: ["HapModel", "CSndfile", "CSamplerate", "CKissFFT"]),
    .systemLibrary(name: "CXML2", path: "Sources/CXML2", pkgConfig: "libxml-2.0"),
    // Import engineer: AHAP, Meta/Lofelt .haptic and Android vibration XML to .hap.md; sounds
    // through HapAudio's analysis (audio engineer).
    .target(name: "HapImport", dependencies: ["HapModel", "HapAudio", "CXML2"]),
    .target(name: "HapTUI", dependencies: ["HapModel", "HapRender", "HapImport", "CNcursesw"]),
    .executableTarget(name: "HaptuiMain", dependencies: ["HapTUI"]),
    .testTarget(name: "HapAudioTests", dependencies: ["HapAudio", "CSndfile"]),
    .testTarget(name: "HapModelTests", dependencies: ["HapModel"], exclude: ["Fixtures"]),
    .testTarget(
      name: "HapImportTests",
      dependencies: [
        "HapImport", "HapAudio", "HapModel", "HapRender", "HapTUI", "HapFuzzChecks",
      ]),
    // Playback engineer: boots a real kernel under QEMU to test and time `haptui play`.
    .target(name: "PlaybackHarness", dependencies: ["HapRender", "CEvdev"]),
    .executableTarget(name: "PlaybackTimingBench", dependencies: ["PlaybackHarness", "HapRender"]),
    .testTarget(
      name: "HapRenderTests", dependencies: ["HapRender", "HapModel"], exclude: ["Golden"]),
    .testTarget(
      name: "HapTUITests", dependencies: ["HapTUI", "HapRender", "HapModel"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "PlaybackKernelTests", dependencies: ["PlaybackHarness", "HapRender", "HapModel"]),
    // Patterns engineer: `make bench` (issue 6) and hostile inputs against the real binary.
    .executableTarget(
      name: "HapBench",
      dependencies: ["HapModel", "HapRender", "HapTUI", "HapImport", "PlaybackHarness"]),
    .testTarget(name: "HapHostileTests", dependencies: ["HapModel", "HapTUI"]),
    // Fuzz engineer: the invariants `make fuzz` checks, its libFuzzer entry, and their replay.
    .target(name: "HapFuzzChecks", dependencies: ["HapModel", "HapRender", "HapImport"]),
    .executableTarget(name: "HaptuiFuzz", dependencies: ["HapFuzzChecks"]),
    .testTarget(name: "HapFuzzTests", dependencies: ["HapFuzzChecks", "HapModel", "HapRender"]),
  ]
)
