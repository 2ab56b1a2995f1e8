internal import CEvdev
import Glibc

/// Reads what an open evdev node says about itself: name, phys, ids, force-feedback bits.
///
/// libevdev gives the names and capability bits; the effect count comes from `EVIOCGEFFECTS`.
enum EvdevProbe {
  /// What one probe found.
  struct Facts: Equatable, Sendable {
    var name: String
    var phys: String
    var busType: Int
    var vendor: Int
    var product: Int
    var hasForceFeedback: Bool
    var capabilities: RumbleCapabilities
  }

  /// Probes an open descriptor; throws `notForceFeedback` when it is not an evdev node.
  static func facts(of descriptor: Int32, path: String) throws(RumbleDeviceError) -> Facts {
    var handle: OpaquePointer?
    let status = libevdev_new_from_fd(descriptor, &handle)
    guard status == 0, let handle else {
      throw RumbleDeviceError.from(errno: -status, path: path, operation: "reading the device")
    }
    defer { libevdev_free(handle) }
    func has(_ code: Int32) -> Bool {
      libevdev_has_event_code(handle, UInt32(EV_FF), UInt32(code)) != 0
    }
    var slots: Int32 = 0
    let hasFF = libevdev_has_event_type(handle, UInt32(EV_FF)) != 0
    if hasFF, hap_ioctl_effect_count(descriptor, &slots) != 0 { slots = 0 }
    let capabilities = RumbleCapabilities(
      rumble: hasFF && has(FF_RUMBLE), periodic: hasFF && has(FF_PERIODIC),
      sine: hasFF && has(FF_SINE), gain: hasFF && has(FF_GAIN), effectSlots: Int(slots))
    return Facts(
      name: libevdev_get_name(handle).map { String(cString: $0) } ?? "",
      phys: libevdev_get_phys(handle).map { String(cString: $0) } ?? "",
      busType: Int(libevdev_get_id_bustype(handle)),
      vendor: Int(libevdev_get_id_vendor(handle)),
      product: Int(libevdev_get_id_product(handle)),
      hasForceFeedback: hasFF, capabilities: capabilities)
  }

  /// The kernel driver bound to the device behind `node` (`/dev/input/eventN`), from sysfs.
  ///
  /// Returns `virtual` for devices with no parent (uinput), nil when sysfs does not say.
  static func driver(ofNode node: String, sysfs: String = "/sys/class/input") -> String? {
    let name = node.split(separator: "/").last.map(String.init) ?? node
    let base = "\(sysfs)/\(name)/device"
    if let target = readLink("\(base)/device/driver") {
      return target.split(separator: "/").last.map(String.init)
    }
    if let resolved = realPath(base) ?? readLink(base), resolved.contains("/virtual/") {
      return "virtual"
    }
    return nil
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
