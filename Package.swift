// swift-tools-version:6.0
import PackageDescription

// The module graph, one way only (ARCHITECTURE.md):
//   HapSystem (threads, locks, clocks, the stop signal, files; Glibc and CPosix only) is below
//   everything: HapModel, HapPlayback, HapImport, HapSound, HapTUI, HapCLI use it
//   HapModel → HapRender (pure: no devices, threads or clocks) ← HapPlayback (evdev, player)
//   HapSystem, HapAudio → HapSound (the sound card, ALSA)
//   HapModel, HapRender, HapPlayback, HapAudio, HapImport, HapSound → HapTUI (the editor)
//   HapModel, HapRender → HapSite (the gallery site, pure)
//   HapModel, HapRender, HapPlayback, HapSound → HapAudition (phones over adb, feedbackd, sound)
//   HapAudition → HapTUI (its target picker); HapTUI, HapAudition, HapSite → HapCLI (every command) → haptui
//   HapModel, HapRender → HapLSP (the language server, pure) → HapCLI
let package = Package(
  name: "haptui",
  products: [
    .executable(name: "haptui", targets: ["HaptuiMain"]),
    .executable(name: "haptui-bench", targets: ["HapBench"]),
    .executable(name: "playback-timing", targets: ["PlaybackTimingBench"]),
    .library(name: "HapSystem", targets: ["HapSystem"]),
    .library(name: "HapModel", targets: ["HapModel"]),
    .library(name: "HapRender", targets: ["HapRender"]),
    .library(name: "HapPlayback", targets: ["HapPlayback"]),
    .library(name: "HapAudio", targets: ["HapAudio"]),
    .library(name: "HapImport", targets: ["HapImport"]),
    .library(name: "HapSound", targets: ["HapSound"]),
    .library(name: "HapAudition", targets: ["HapAudition"]),
    .library(name: "HapLSP", targets: ["HapLSP"]),
    .executable(name: "haptui-fuzz", targets: ["HaptuiFuzz"]),
  ],
  targets: [
    // The POSIX calls Swift cannot make (a C target: the signal handler's globals are defined
    // once, in Sources/CPosix/signals.c).
    .target(name: "CPosix", path: "Sources/CPosix"),
    // Whole-file byte scans with vector compares Swift cannot write (line endings, D466).
    .target(name: "CScan", path: "Sources/CScan"),
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
    // QR codes for the gallery's pages (libqrencode, LGPL-2.1, linked dynamically).
    .systemLibrary(name: "CQRencode", path: "Sources/CQRencode", pkgConfig: "libqrencode"),

    // The layers. HapSystem is the floor: the operating system through Glibc and CPosix, and
    // nothing of haptui's (HapModel imports it internally, so HapRender stays pure).
    .target(name: "HapSystem", dependencies: ["CPosix"]),
    .target(name: "HapModel", dependencies: ["HapSystem", "CScan", "CYAML", "CCmark"]),
    .target(name: "HapRender", dependencies: ["HapModel"]),
    .target(name: "HapPlayback", dependencies: ["HapSystem", "HapModel", "HapRender", "CEvdev"]),
    // Sound analysis (pure: no devices or terminal; one analysis may use two threads, D310).
    .target(name: "HapAudio", dependencies: ["HapSystem", "HapModel", "CSndfile", "CKissFFT"]),
    // Import engineer: AHAP, Meta/Lofelt .haptic and Android vibration XML to .hap.md; sounds
    // through HapAudio's analysis (audio engineer).
    .target(name: "HapImport", dependencies: ["HapSystem", "HapModel", "HapAudio", "CXML2"]),
    // The sound card: a sound output protocol, ALSA behind it, a clock-paced player (its
    // thread, stop signal and clock from HapSystem; decoding from HapAudio).
    .target(name: "HapSound", dependencies: ["HapSystem", "HapAudio", "CALSA"]),
    // Phone engineer (issue 21): audition targets (adb, feedbackd, the sound card) behind one
    // protocol; every external program through a process runner with a timeout.
    .target(
      name: "HapAudition",
      dependencies: ["HapSystem", "HapModel", "HapRender", "HapPlayback", "HapSound"]),
    .target(
      name: "HapTUI",
      dependencies: [
        "HapSystem", "HapModel", "HapRender", "HapPlayback", "HapImport", "HapAudio", "HapSound",
        "HapAudition",
        "CNcursesw",
      ]),
    // The gallery site (`haptui site`): pure functions from documents to files.
    .target(name: "HapSite", dependencies: ["HapModel", "HapRender", "CQRencode"]),
    // The language server (issue 25): pure message handling over a transport protocol.
    .target(name: "HapLSP", dependencies: ["HapModel", "HapRender"]),
    .target(
      name: "HapCLI",
      dependencies: [
        "HapSystem", "HapModel", "HapRender", "HapPlayback", "HapImport", "HapAudio", "HapTUI",
        "HapAudition", "HapLSP", "HapSite",
      ]),
    .executableTarget(name: "HaptuiMain", dependencies: ["HapCLI", "HapSystem"]),

    // Playback under a real kernel (QEMU), its timing bench; the benchmark; the fuzzer.
    .target(name: "PlaybackHarness", dependencies: ["HapSystem", "HapPlayback"]),
    .executableTarget(
      name: "PlaybackTimingBench", dependencies: ["PlaybackHarness", "HapPlayback", "HapRender"]),
    .executableTarget(
      name: "HapBench",
      dependencies: [
        "HapSystem", "HapModel", "HapRender", "HapPlayback", "HapAudio", "HapTUI", "HapImport",
        "PlaybackHarness", "HapAudition", "HapLSP", "HapSite",
      ]),
    .target(
      name: "HapFuzzChecks", dependencies: ["HapModel", "HapRender", "HapImport", "HapLSP"]),
    .executableTarget(name: "HaptuiFuzz", dependencies: ["HapFuzzChecks"]),

    // Tests mirror the modules; every test target shares HapTestSupport's helpers.
    .target(name: "HapTestSupport", dependencies: ["HapSystem"], path: "Tests/HapTestSupport"),
    .testTarget(name: "HapSystemTests", dependencies: ["HapTestSupport", "HapSystem"]),
    .testTarget(
      name: "HapAudioTests",
      dependencies: ["HapTestSupport", "HapAudio", "CSndfile", "CKissFFT", "CSamplerate"]),
    .testTarget(
      name: "HapModelTests", dependencies: ["HapTestSupport", "HapModel"], exclude: ["Fixtures"]),
    .testTarget(
      name: "HapRenderTests", dependencies: ["HapTestSupport", "HapRender", "HapModel"],
      exclude: ["Golden", "Interpreters/Resources"]),
    .testTarget(
      name: "HapImportTests",
      dependencies: ["HapTestSupport", "HapImport", "HapAudio", "HapModel", "HapRender"]),
    .testTarget(
      name: "HapPlaybackTests",
      dependencies: ["HapTestSupport", "HapPlayback", "HapSystem", "HapRender", "HapModel"]),
    .testTarget(
      name: "HapSoundTests",
      dependencies: ["HapTestSupport", "HapSound", "HapAudio", "HapSystem"]
    ),
    .testTarget(
      name: "HapTUITests",
      dependencies: [
        "HapTestSupport", "HapTUI", "HapPlayback", "HapRender", "HapModel", "HapAudio", "HapSound",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "HapCLITests",
      dependencies: [
        "HapTestSupport", "HapCLI", "HapTUI", "HapPlayback", "HapRender", "HapModel", "HapImport",
        "HapLSP", "HapAudio",
      ],
      exclude: ["LSP/neovim-diagnostics.lua"]),
    .testTarget(
      name: "HapAuditionTests",
      dependencies: [
        "HapTestSupport", "HapAudition", "HapCLI", "HapRender", "HapModel", "HapPlayback",
        "HapSound",
      ]),
    .testTarget(
      name: "PlaybackKernelTests",
      dependencies: ["HapTestSupport", "PlaybackHarness", "HapPlayback", "HapRender", "HapModel"]),
    .testTarget(
      name: "HapLSPTests",
      dependencies: ["HapTestSupport", "HapLSP", "HapModel", "HapRender"]),
    .testTarget(name: "HapHostileTests", dependencies: ["HapTestSupport", "HapModel", "HapTUI"]),
    .testTarget(
      name: "HapSiteTests",
      dependencies: ["HapTestSupport", "HapSite", "HapCLI", "HapRender", "HapModel"],
      exclude: ["Golden", "Browser"]),
    .testTarget(
      name: "HapFuzzTests",
      dependencies: ["HapTestSupport", "HapFuzzChecks", "HapModel", "HapRender", "HapImport"]),
  ]
)
