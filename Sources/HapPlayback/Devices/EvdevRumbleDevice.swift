internal import CEvdev
import Glibc

/// A real evdev force-feedback device (`/dev/input/eventN`), opened for writing.
///
/// Uploads go through `EVIOCSFF`, erases through `EVIOCRMFF`, plays and stops are `EV_FF`
/// events written to the node. Devices without `FF_RUMBLE` but with a periodic sine get a sine
/// of the stronger magnitude instead. The gain is never touched (it is device-wide and persists
/// after we close). Closing the descriptor (when the object goes away) makes the kernel stop and
/// erase whatever effects are still left.
public final class EvdevRumbleDevice: RumbleDevice {
  public let path: String
  public let capabilities: RumbleCapabilities
  /// The device's name as the kernel reports it.
  public let name: String
  /// The kernel driver bound to it, when sysfs tells.
  public let driver: String?
  /// What kind of device it is: what its motors do with magnitudes.
  public let kind: DeviceKind
  private let descriptor: Int32

  /// Opens `path` for writing and checks that it can rumble.
  public init(path: String) throws(RumbleDeviceError) {
    let descriptor = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == EISDIR {
        throw .notForceFeedback(path: path, detail: "it is a folder, not a device node")
      }
      throw RumbleDeviceError.from(errno: code, path: path, operation: "open")
    }
    let facts: EvdevProbe.Facts
    do {
      facts = try EvdevProbe.facts(of: descriptor, path: path)
    } catch {
      close(descriptor)
      throw error
    }
    guard facts.capabilities.canPlay else {
      close(descriptor)
      let detail =
        facts.hasForceFeedback
        ? "its force feedback has neither FF_RUMBLE nor a periodic sine"
        : "it has no force feedback (EV_FF)"
      throw .notForceFeedback(path: path, detail: "'\(facts.name)': \(detail)")
    }
    self.path = path
    self.descriptor = descriptor
    self.capabilities = facts.capabilities
    self.name = facts.name
    self.driver = EvdevProbe.driver(ofNode: path)
    self.kind = DeviceKind.forDevice(driver: driver, name: facts.name)
  }

  deinit {
    close(descriptor)
  }

  public func upload(_ effect: RumbleEffect, id: Int16?) throws(RumbleDeviceError) -> Int16 {
    var kernelEffect = ff_effect()
    kernelEffect.id = id ?? -1
    kernelEffect.replay.length = UInt16(clamping: min(max(effect.length, 1), 0x7FFF))
    kernelEffect.replay.delay = 0
    if capabilities.rumble {
      kernelEffect.type = UInt16(FF_RUMBLE)
      kernelEffect.u.rumble.strong_magnitude = effect.strong
      kernelEffect.u.rumble.weak_magnitude = effect.weak
    } else {
      // Memless drivers mix a periodic effect into both motors and ignore its period; ff-core's
      // own rumble emulation uses a 50 ms sine, so we do too.
      kernelEffect.type = UInt16(FF_PERIODIC)
      kernelEffect.direction = 0x4000
      kernelEffect.u.periodic.waveform = UInt16(FF_SINE)
      kernelEffect.u.periodic.period = 50
      kernelEffect.u.periodic.magnitude = Int16(max(effect.strong, effect.weak) >> 1)
    }
    guard hap_ioctl_upload_effect(descriptor, &kernelEffect) == 0 else {
      throw RumbleDeviceError.from(errno: errno, path: path, operation: "uploading an effect")
    }
    return kernelEffect.id
  }

  public func play(_ id: Int16) throws(RumbleDeviceError) {
    try write(code: id, value: 1, operation: "playing an effect")
  }

  public func stop(_ id: Int16) throws(RumbleDeviceError) {
    try write(code: id, value: 0, operation: "stopping an effect")
  }

  public func erase(_ id: Int16) throws(RumbleDeviceError) {
    guard hap_ioctl_erase_effect(descriptor, Int32(id)) == 0 else {
      throw RumbleDeviceError.from(errno: errno, path: path, operation: "erasing an effect")
    }
  }

  private func write(code: Int16, value: Int32, operation: String) throws(RumbleDeviceError) {
    guard hap_write_ff_event(descriptor, UInt16(bitPattern: code), value) == 0 else {
      throw RumbleDeviceError.from(errno: errno, path: path, operation: operation)
    }
  }
}
