import Glibc
import HapPlayback
import HapRender

/// `haptui play`: plays a pattern (or one platform's rendition of it) on a rumble device.
enum PlayCommand: Subcommand {
  static let name = "play"
  static let summary = "feel a pattern on a force-feedback (rumble) device"
  static let help = """
    Usage: haptui play [--device PATH] [--platform P --profile K] [--loop] FILE
           haptui play [--device PATH] [--loop] --steps SPEC

    Plays the pattern in FILE on a Linux evdev force-feedback device. Without --platform it
    plays the track as richly as a rumble device can (intensity as magnitude, sharpness as the
    strong/weak motor mix, curves stepped, transients lengthened to what a motor renders). With
    --platform it plays what that platform would render, so you can feel the degradation.
    Ctrl-C or SIGTERM stop at once; the motor is always stopped and the effect erased.

    Options:
      --device PATH   the evdev node (default: the first playable device 'haptui devices' lists)
      --platform P    ios, android, web, react-native, flutter or gamepad
      --profile K     that platform's device profile (default: the platform's default profile)
      --loop          repeat until stopped
      --steps SPEC    play raw rumble steps instead of a file, to test a device:
                      AT+DURATION@STRONG/WEAK,... in ms and 0...65535, e.g. 0+100@65535/0

    Exit status: 0 played to the end (or nothing to play), 1 device or file error, 2 usage
    error, 130 stopped by SIGINT, 143 stopped by SIGTERM.

    """

  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    run(arguments, io: io, scanner: DeviceScanner())
  }

  static func run(_ arguments: [String], io: CommandIO, scanner: DeviceScanner) -> Int32 {
    let request: PlayRequest
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
    let schedule = source.schedule(device.kind)
    if PlaybackPlan(schedule).preload == nil {
      io.out("\(source.title): nothing to play (\(source.silenceReason)).\n")
      return 0
    }
    io.out(
      "Playing \(source.title): \(schedule.steps.count) steps over \(schedule.length) ms"
        + "\(request.looping ? ", looping" : "") on \(device.path) (\(device.name)).\n")
    if !device.kind.keepsIntensity || device.kind.motorCount == 1 {
      io.out("Note: \(device.kind.name): \(device.kind.note).\n")
    }
    let stop = StopSignal()
    stop.raiseOnTerminationSignals()
    let player = Player()
    let outcome = player.play(schedule, on: device, looping: request.looping, stop: stop)
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
