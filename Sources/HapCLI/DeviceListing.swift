import Glibc
import HapAudition
import HapModel
import HapPlayback
import HapRender

/// The text and JSON forms of `haptui devices`.
enum DeviceListing {
  /// How to get a device when there is none.
  static let attachHint = """
    To feel patterns, attach a rumble device: plug in a gamepad with rumble motors (Xbox 360 or
    One pads use xpad, DualSense uses hid-playstation; USB or Bluetooth), or run haptui on a
    Linux phone with a vibrator (PinePhone, Librem 5). Then run 'haptui devices' again.

    """

  /// The fix for a node this user may not open.
  static let permissionHint = """
    Fix: add yourself to the 'input' group (sudo usermod -aG input "$USER", then log in again),
    or install a udev rule that tags the device 'uaccess' (see the README, section Permissions).

    """

  static func text(_ devices: [InputDeviceInfo], folder: String) -> String {
    let usable = devices.filter(\.hasForceFeedback)
    let denied = devices.filter { if case .denied = $0.access { true } else { false } }
    var text = ""
    if usable.isEmpty {
      text += "No force-feedback device found in \(folder).\n\n" + attachHint
    }
    for device in usable {
      let caps = device.capabilities
      let yesNo = { (flag: Bool) in flag ? "yes" : "no" }
      text += "\(device.node)  \(device.name)\n"
      text += "  driver \(device.driver ?? "unknown")"
      if !device.phys.isEmpty { text += ", phys \(device.phys)" }
      text += "\n  FF_RUMBLE \(yesNo(caps.rumble)), FF_PERIODIC \(yesNo(caps.periodic)), "
      text += "FF_GAIN \(yesNo(caps.gain)), \(caps.effectSlots) effect slots\n"
      text += "  \(device.kind.name): \(device.kind.note)\n"
      switch device.access {
      case .readWrite:
        text += caps.canPlay ? "  ready to play\n" : "  cannot play: no rumble or periodic sine\n"
      case .readOnly, .denied:
        text += "  not writable by you: haptui cannot play on it\n"
      }
    }
    if usable.contains(where: { $0.access != .readWrite }) {
      text += "\n" + permissionHint
    }
    if !denied.isEmpty {
      let nodes = denied.map(\.node).joined(separator: ", ")
      text += "\n\(denied.count) input node(s) could not be opened (permission denied): \(nodes).\n"
      text += "They may be force-feedback devices. " + permissionHint
    }
    return text
  }

  static func json(_ devices: [InputDeviceInfo], targets: [TargetListing]? = nil) -> String {
    let items = devices.map { device -> String in
      let caps = device.capabilities
      let readable: Bool
      if case .denied = device.access { readable = false } else { readable = true }
      let fields: [(String, String)] = [
        ("node", JSONWriter.quoted(device.node)), ("name", JSONWriter.quoted(device.name)),
        ("driver", device.driver.map(JSONWriter.quoted) ?? "null"),
        ("phys", JSONWriter.quoted(device.phys)),
        ("rumble", "\(caps.rumble)"), ("periodic", "\(caps.periodic)"), ("gain", "\(caps.gain)"),
        ("effects", "\(caps.effectSlots)"), ("readable", "\(readable)"),
        ("writable", "\(device.access == .readWrite)"), ("playable", "\(device.isPlayable)"),
        ("kind", JSONWriter.quoted(device.kind.id)), ("note", JSONWriter.quoted(device.kind.note)),
      ]
      return "    {" + fields.map { "\(JSONWriter.quoted($0.0)): \($0.1)" }.joined(separator: ", ")
        + "}"
    }
    let list = items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]"
    guard let targets else { return "{\"devices\": \(list)}\n" }
    return "{\"devices\": \(list),\n\"targets\": \(TargetListingText.json(targets))}\n"
  }

}
