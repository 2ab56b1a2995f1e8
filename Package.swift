// swift-tools-version:6.0
import PackageDescription

// The module graph, one way only (ARCHITECTURE.md):
//   HapModel → HapRender (pure: no devices, threads or clocks) ← HapPlayback (evdev, player)
//   HapPlayback, HapAudio → HapSound (the sound card, ALSA)
//   HapModel, HapRender, HapPlayback, HapAudio, HapImport, HapSound → HapTUI (the editor)
//   HapTUI → HapCLI (every command) → haptui
let package = Package(
  name: "haptui",
  products: [
    .executable(name: "haptui", targets: ["HaptuiMain"]),
    .executable(name: "haptui-bench", targets: ["HapBench"]),
    .executable(name: "playback-timing", targets: ["PlaybackTimingBench"]),
    .library(name: "HapModel", targets: ["HapModel"]),
    .library(name: "HapRender", targets: ["HapRender"]),
    .library(name: "HapPlayback", targets: ["HapPlayback"]),
    .library(name: "HapAudio", targets: ["HapAudio"]),
    .library(name: "HapImport", targets: ["HapImport"]),
    .library(name: "HapSound", targets: ["HapSound"]),
    .executable(name: "haptui-fuzz", targets: ["HaptuiFuzz"]),
  ],
  targets: [
    // C libraries, each a system library target.
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    .systemLibrary(name: "CEvdev", path: "Sources/CEvdev", pkgConfig: "libevdev"),
    .systemLibrary(name: "CYAML", path: "Sources/CYAML", pkgConfig: "yaml-0.1"),
    .systemLibrary(name: "CCmark", path: "Sources/CCmark", pkgConfig: "libcmark"),
    .systemLibrary(name: "CXML2", path: "Sources/CXML2", pkgConfig: "libxml-2.0"),
    // Audio engineer (issue 15): decoding, resampling and the FFT for audio-to-haptics.
    .systemLibrary(name: "CSndfile", path: "Sources/CSndfile", pkgConfig: "sndfile"),
    .systemLibrary(name: "CSamplerate", path: "Sources/CSamplerate", pkgConfig: "samplerate"),
    // kissfft-float.pc carries -D flags SwiftPM refuses; the header needs none of them.
    .systemLibrary(name: "CKissFFT", path: "Sources/CKissFFT"),
    // The sound card (ALSA's libasound), for the editor's attached sound.
    .systemLibrary(name: "CALSA", path: "Sources/CALSA", pkgConfig: "alsa"),

    // The layers.
    .target(name: "HapModel", dependencies: ["CYAML", "CCmark"]),
    .target(name: "HapRender", dependencies: ["HapModel"]),
    .target(name: "HapPlayback", dependencies: ["HapModel", "HapRender", "CEvdev"]),
    // Sound analysis (pure: no devices, threads or terminal).
    .target(name: "HapAudio", dependencies: ["HapModel", "CSndfile", "CSamplerate", "CKissFFT"]),
    // Import engineer: AHAP, Meta/Lofelt .haptic and Android vibration XML to .hap.md; sounds
    // through HapAudio's analysis (audio engineer).
    .target(name: "HapImport", dependencies: ["HapModel", "HapAudio", "CXML2"]),
    // The sound card: a sound output protocol, ALSA behind it, a clock-paced player (its
    // thread, stop signal and clock from HapPlayback; decoding from HapAudio).
    .target(name: "HapSound", dependencies: ["HapPlayback", "HapAudio", "CALSA"]),
    .target(
      name: "HapTUI",
      dependencies: [
        "HapModel", "HapRender", "HapPlayback", "HapImport", "HapAudio", "HapSound", "CNcursesw",
      ]),
    .target(
      name: "HapCLI",
      dependencies: ["HapModel", "HapRender", "HapPlayback", "HapImport", "HapTUI"]),
    .executableTarget(name: "HaptuiMain", dependencies: ["HapCLI"]),

    // Playback under a real kernel (QEMU), its timing bench; the benchmark; the fuzzer.
    .target(name: "PlaybackHarness", dependencies: ["HapPlayback", "CEvdev"]),
    .executableTarget(
      name: "PlaybackTimingBench", dependencies: ["PlaybackHarness", "HapPlayback", "HapRender"]),
    .executableTarget(
      name: "HapBench",
      dependencies: [
        "HapModel", "HapRender", "HapPlayback", "HapAudio", "HapTUI", "HapImport",
        "PlaybackHarness",
      ]),
    .target(name: "HapFuzzChecks", dependencies: ["HapModel", "HapRender", "HapImport"]),
    .executableTarget(name: "HaptuiFuzz", dependencies: ["HapFuzzChecks"]),

    // Tests mirror the modules; every test target shares HapTestSupport's helpers.
    .target(name: "HapTestSupport", path: "Tests/HapTestSupport"),
    .testTarget(name: "HapAudioTests", dependencies: ["HapTestSupport", "HapAudio", "CSndfile"]),
    .testTarget(
      name: "HapModelTests", dependencies: ["HapTestSupport", "HapModel"], exclude: ["Fixtures"]),
    .testTarget(
      name: "HapRenderTests", dependencies: ["HapTestSupport", "HapRender", "HapModel"],
      exclude: ["Golden", "Interpreters/Resources"]),
    .testTarget(
      name: "HapImportTests",
      dependencies: [
        "HapTestSupport", "HapImport", "HapAudio", "HapModel", "HapRender", "HapTUI", "HapCLI",
        "HapFuzzChecks",
      ]),
    .testTarget(
      name: "HapPlaybackTests",
      dependencies: ["HapTestSupport", "HapPlayback", "HapRender", "HapModel"]),
    .testTarget(
      name: "HapSoundTests",
      dependencies: ["HapTestSupport", "HapSound", "HapAudio", "HapPlayback"]
    ),
    .testTarget(
      name: "HapTUITests",
      dependencies: [
        "HapTestSupport", "HapTUI", "HapPlayback", "HapRender", "HapModel", "HapAudio", "HapSound",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "HapCLITests",
      dependencies: ["HapTestSupport", "HapCLI", "HapTUI", "HapPlayback", "HapRender", "HapModel"]),
    .testTarget(
      name: "PlaybackKernelTests",
      dependencies: ["HapTestSupport", "PlaybackHarness", "HapPlayback", "HapRender", "HapModel"]),
    .testTarget(name: "HapHostileTests", dependencies: ["HapTestSupport", "HapModel", "HapTUI"]),
    .testTarget(
      name: "HapFuzzTests",
      dependencies: ["HapTestSupport", "HapFuzzChecks", "HapModel", "HapRender", "HapImport"]),
  ]
)
