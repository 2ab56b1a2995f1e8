import Foundation
import Glibc
import HapAudition
import HapPlayback
import HapRender
import HapSystem

/// `haptui play`: plays a pattern (or one platform's rendition of it) on a rumble device.
enum PlayCommand: Subcommand {
  static let name = "play"
  static let summary = "feel a pattern on a rumble device or phone, or hear it"
  static let help = """
    Usage: haptui play [--target TARGET | --device PATH] [--platform P --profile K]
                      [--loop] [--gap MS] [--count N] FILE
           haptui play [--device PATH] [--loop] --steps SPEC

    Plays the pattern in FILE on an audition target: a Linux evdev force-feedback device (the
    default), an Android phone over adb, a Linux phone through feedbackd, or the sound card.
    'haptui devices' lists the targets. On evdev, without --platform it
    plays the track as richly as a rumble device can (intensity as magnitude, sharpness as the
    strong/weak motor mix, curves stepped, transients lengthened to what a motor renders). With
    --platform it plays what that platform would render, so you can feel the degradation.
    Ctrl-C or SIGTERM stop at once; the motor is always stopped and the effect erased.

    A phone over adb plays the Android rendition 'render' reports for the phone's own profile
    (learnt from its dumpsys), in the best form its shell offers (xml, envelope, primitives,
    waveform, oneshot), with -u 18 (touch usage) where the shell knows it; feedbackd plays the
    track as at most 10 magnitude steps; sound plays it as clicks and tones (heard, not felt).
    The line printed says which form played and what it dropped. Ctrl-C, the end of the
    pattern and the end of each loop cancel what the target plays.

    Options:
      --target T      evdev:/dev/input/eventN, adb, adb:SERIAL, feedbackd,
                      feedbackd:[USER@]HOST[:PORT] (over ssh, batch mode) or sound
      --device PATH   the evdev node (default: the first playable device 'haptui devices' lists)
      --platform P    ios, android, web, react-native, flutter or gamepad
      --profile K     that platform's device profile (default: the platform's default profile)
      --loop          repeat until stopped
      --gap MS        with --loop or --count: MS milliseconds of stillness after each pass
                      (audition a tap every 500 ms: --loop --gap 440 for a 60 ms tap)
      --count N       play N passes (a loop that ends by itself)
      --steps SPEC    play raw rumble steps instead of a file, to test a device:
                      AT+DURATION@STRONG/WEAK,... in ms and 0...65535, e.g. 0+100@65535/0

    Environment: ADB (the adb client, else adb on PATH), ANDROID_ADB_SERVER_PORT, HAPTUI_SSH
    (the ssh command, else ssh), HAPTUI_SOUND_DEVICE (the ALSA device, else default).

    Exit status: 0 played to the end (or nothing to play), 1 device or file error, 2 usage
    error, 130 stopped by SIGINT, 143 stopped by SIGTERM.

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    run(arguments, io: io, scanner: DeviceScanner())
  }

  static func run(_ arguments: [String], io: CommandIO, scanner: DeviceScanner) -> Int32 {
    var request: PlayRequest
    do {
      request = try PlayRequest(arguments)
    } catch {
      return HaptuiCommand.usageFailure(error, command: name, io: io)
    }
    let source: PlaySource
    switch PlaySource.load(request) {
    case .success(let loaded): source = loaded
    case .failure(let problem):
      io.err("haptui play: \(problem.message)\n")
      return problem.exitCode
    }
    let environment = ProcessInfo.processInfo.environment
    if request.target == .feedbackd(remote: nil),
      let vibra = AuditionPlay.vibraInstead(
        environment: environment, runner: SystemProcessRunner(), devices: scanner.scan())
    {
      io.out("Note: \(vibra.note).\n")
      request.target = nil
      request.devicePath = vibra.node
    }
    if let target = request.target, let pattern = source.pattern {
      return AuditionPlay.run(
        pattern, target: target, looping: request.looping, loop: request.loop, io: io,
        environment: environment, runner: SystemProcessRunner())
    }
    // Silence does not depend on the device: say so even with nothing attached.
    if PlaybackPlan(source.schedule(.generic)).preload == nil {
      io.out("\(source.title): nothing to play (\(source.silenceReason)).\n")
      return 0
    }
    let device: EvdevRumbleDevice
    do {
      device = try EvdevRumbleDevice(path: try choosePath(request.devicePath, scanner: scanner))
    } catch let error as RumbleDeviceError {
      io.err("haptui play: \(error.message)\n")
      return 1
    } catch let problem as PlayProblem {
      io.err("haptui play: \(problem.message)")
      return problem.exitCode
    } catch {
      io.err("haptui play: \(error)\n")
      return 1
    }
    let pass = source.schedule(device.kind)
    if PlaybackPlan(pass).preload == nil {
      io.out("\(source.title): nothing to play (\(source.silenceReason)).\n")
      return 0
    }
    // A count plays as one finite schedule; a gap pads each looped pass with stillness.
    let counted = request.loop.count != nil
    let schedule = counted ? request.loop.unrolled(pass) : request.loop.padded(pass)
    io.out(
      "Playing \(source.title): \(pass.steps.count) steps over \(pass.length) ms"
        + LoopText.describe(request) + " on \(device.path) (\(device.name)).\n")
    if !device.kind.keepsIntensity || device.kind.motorCount == 1 {
      io.out("Note: \(device.kind.name): \(device.kind.note).\n")
    }
    let stop = StopSignal()
    stop.raiseOnTerminationSignals()
    let player = Player()
    let outcome = player.play(
      schedule, on: device, looping: request.looping && !counted, stop: stop)
    let signal = StopSignal.receivedTerminationSignal
    StopSignal.restoreTerminationSignals()
    // For timing tests: the monotonic instant the cue offsets count from.
    if getenv("HAPTUI_TRACE_START") != nil, let start = player.lastStartTime {
      io.err("haptui-trace: start \(start)\n")
    }
    switch outcome {
    case .finished:
      return 0
    case .stopped:
      let which = signal == 2 ? "SIGINT" : signal == 15 ? "SIGTERM" : "a stop request"
      io.err("haptui play: stopped by \(which); motor stopped, effect erased.\n")
      return signal > 0 ? 128 + signal : 130
    case .failed(let error):
      io.err("haptui play: \(error.message)\n")
      return 1
    }
  }

  /// The device to play on: the one asked for, or the first playable one.
  static func choosePath(_ asked: String?, scanner: DeviceScanner) throws -> String {
    if let asked { return asked }
    let devices = scanner.scan()
    if let playable = devices.first(where: \.isPlayable) { return playable.node }
    if let locked = devices.first(where: { $0.hasForceFeedback || $0.access != .readWrite }) {
      throw RumbleDeviceError.permissionDenied(path: locked.node)
    }
    throw PlayProblem(
      message: "no force-feedback device found in \(scanner.folder).\n"
        + DeviceListing.attachHint, exitCode: 1)
  }
}
