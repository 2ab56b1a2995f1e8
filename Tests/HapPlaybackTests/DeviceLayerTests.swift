import Glibc
import HapRender
import HapSystem
import HapTestSupport
import Testing

@testable import HapPlayback

@Suite struct DeviceLayerTests {
  func temporaryFolder() -> String {
    TemporaryFolder(prefix: "haptui-devices").keep()
  }

  func touch(_ path: String) {
    let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
    close(descriptor)
  }

  @Test func openingErrorsAreNamedWithTheirFix() {
    #expect(throws: RumbleDeviceError.notFound(path: "/dev/input/event-none")) {
      try EvdevRumbleDevice(path: "/dev/input/event-none")
    }
    #expect(
      throws: RumbleDeviceError.notForceFeedback(
        path: "/dev/null", detail: "not an evdev input device")
    ) {
      try EvdevRumbleDevice(path: "/dev/null")
    }
    #expect(
      throws: RumbleDeviceError.notForceFeedback(
        path: "/tmp", detail: "it is a folder, not a device node")
    ) {
      try EvdevRumbleDevice(path: "/tmp")
    }
    let denied = RumbleDeviceError.permissionDenied(path: "/dev/input/event3").message
    #expect(denied.contains("'input' group") && denied.contains("uaccess"))
    #expect(RumbleDeviceError.from(errno: ENOSPC, path: "p", operation: "o") == .noRoom(path: "p"))
    #expect(
      RumbleDeviceError.from(errno: ENODEV, path: "p", operation: "o") == .deviceGone(path: "p"))
    #expect(
      RumbleDeviceError.from(errno: EINVAL, path: "p", operation: "o") == .effectRejected(path: "p")
    )
    #expect(
      RumbleDeviceError.from(errno: EACCES, path: "p", operation: "o")
        == .permissionDenied(path: "p"))
    #expect(
      RumbleDeviceError.from(errno: EIO, path: "p", operation: "o").message.contains("errno \(EIO)")
    )
  }

  @Test(.enabled(if: getuid() != 0, "root opens any file, so EACCES cannot happen"))
  func aNodeWithoutWriteAccessIsPermissionDenied() {
    let folder = temporaryFolder()
    let node = "\(folder)/event0"
    touch(node)
    chmod(node, 0o444)
    #expect(throws: RumbleDeviceError.permissionDenied(path: node)) {
      try EvdevRumbleDevice(path: node)
    }
  }

  @Test func scannerListsEventNodesInNumericOrderAndSkipsNonDevices() {
    let folder = temporaryFolder()
    for name in ["event10", "event2", "mice", "js0"] { touch("\(folder)/\(name)") }
    let scanner = DeviceScanner(folder: folder, sysfs: "\(folder)/no-sysfs")
    #expect(scanner.nodeNames() == ["event2", "event10"])
    let all = scanner.scanAll()
    #expect(all.map(\.node) == ["\(folder)/event2", "\(folder)/event10"])
    // Regular files are readable but not evdev nodes: no force feedback, so not listed.
    #expect(all.allSatisfy { !$0.hasForceFeedback && $0.access == .readWrite })
    #expect(scanner.scan().isEmpty)
    #expect(DeviceScanner(folder: "\(folder)/missing").scan().isEmpty)
  }

  @Test func monitorNoticesNodesArrivingAndLeaving() {
    let folder = temporaryFolder()
    let monitor = DeviceMonitor(scanner: DeviceScanner(folder: folder, sysfs: folder))
    #expect(monitor.poll() == [])
    #expect(monitor.poll() == nil)
    touch("\(folder)/event4")
    #expect(monitor.poll() != nil)
    #expect(monitor.poll() == nil)
    unlink("\(folder)/event4")
    #expect(monitor.poll() != nil)
    #expect(monitor.poll() == nil)
  }

  @Test func driverComesFromSysfs() {
    let folder = temporaryFolder()
    mkdir("\(folder)/event7", 0o755)
    mkdir("\(folder)/target", 0o755)
    symlink("../../bus/usb/drivers/xpad", "\(folder)/target/driver")
    symlink("\(folder)/target", "\(folder)/event7/device")
    // event7/device/device/driver: the input device's parent is bound to the driver.
    symlink("\(folder)/target", "\(folder)/target/device")
    #expect(EvdevProbe.driver(ofNode: "/dev/input/event7", sysfs: folder) == "xpad")
    mkdir("\(folder)/event8", 0o755)
    // uinput devices hang off /sys/devices/virtual; the link itself is relative.
    for part in [
      "devices", "devices/virtual", "devices/virtual/input", "devices/virtual/input/input8",
    ] {
      mkdir("\(folder)/\(part)", 0o755)
    }
    symlink("../devices/virtual/input/input8", "\(folder)/event8/device")
    #expect(EvdevProbe.driver(ofNode: "/dev/input/event8", sysfs: folder) == "virtual")
    #expect(EvdevProbe.driver(ofNode: "/dev/input/event9", sysfs: folder) == nil)
  }

  @Test func deviceKindsDescribeWhatTheDriverKeeps() {
    #expect(DeviceKind.forDevice(driver: "xpad", name: "Microsoft X-Box 360 pad") == .xbox360)
    #expect(DeviceKind.forDevice(driver: "xpad", name: "Microsoft X-Box One S pad") == .xboxOne)
    #expect(
      DeviceKind.forDevice(driver: "playstation", name: "DualSense Wireless Controller")
        == .dualSense)
    #expect(DeviceKind.forDevice(driver: nil, name: "gpio-vibrator") == .gpioVibrator)
    #expect(DeviceKind.forDevice(driver: "virtual", name: "haptui test rumble") == .generic)

    #expect(DeviceKind.gpioVibrator.rendered(strong: 0, weak: 1) == (0xFFFF, 0))
    #expect(DeviceKind.gpioVibrator.rendered(strong: 0, weak: 0) == (0, 0))
    #expect(!DeviceKind.gpioVibrator.keepsIntensity)
    #expect(DeviceKind.pwmVibrator.rendered(strong: 0, weak: 0x1234) == (0x1234, 0))
    // xpad 360: strong/256, so 0x80FF and 0x8000 are the same level.
    #expect(DeviceKind.xbox360.quantised(0x80FF) == DeviceKind.xbox360.quantised(0x8000))
    #expect(DeviceKind.xbox360.quantised(0xFFFF) == 0xFFFF)
    #expect(DeviceKind.xbox360.quantised(0x00FF) == 0)
    #expect(DeviceKind.xboxOne.quantised(0x01FF) == 0)
    #expect(DeviceKind.xboxOne.quantised(0x0200) == 0xFFFF / 127)
    #expect(DeviceKind.generic.rendered(strong: 7, weak: 9) == (7, 9))
    #expect(Set(DeviceKind.all.map(\.id)).count == DeviceKind.all.count)
  }

  @Test func timingIsMeasuredAgainstThePlanFromTheFirstPlay() throws {
    let clock = SimulatedClock(start: 0, lateness: 2_000_000)
    let device = RecordingRumbleDevice(clock: clock)
    let player = Player(clock: clock)
    _ = player.play(PlayerTests.schedule, on: device)
    let plan = PlaybackPlan(PlayerTests.schedule)
    let timing = try PlaybackTiming.measure(device.events, against: plan)
    // Every event is 2 ms late, the first play included, so intervals are exact.
    #expect(timing.errors == [0, 0, 0, 0, 0])
    // Against the player's start, the 2 ms show on every cue.
    #expect(player.lastStartTime == 0)
    let absolute = try PlaybackTiming.measure(device.events, against: plan, start: 0)
    #expect(absolute.errors == [2, 2, 2, 2, 2, 2])
    #expect(absolute.median == 2 && absolute.worst == 2)
    var events = device.events
    events[4].time += 7_000_000
    events[5].time -= 1_000_000
    let skewed = try PlaybackTiming.measure(events, against: plan)
    #expect(skewed.worst == 7)
    #expect(skewed.median == 0)
    events.remove(at: 2)
    #expect(throws: PlaybackTiming.Mismatch.self) {
      try PlaybackTiming.measure(events, against: plan)
    }
  }
}
