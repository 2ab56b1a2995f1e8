import Glibc

/// Lists the evdev nodes in `/dev/input` and what each can do.
///
/// Each node is opened read-only and non-blocking for libevdev's probe, then (when readable)
/// once more read-write to learn whether this user could play on it; both are closed at once.
/// Opening an evdev node has no side effect on the device.
public struct DeviceScanner: Sendable {
  /// The folder holding the `event*` nodes.
  public var folder: String
  /// The sysfs input class folder, for drivers.
  public var sysfs: String

  public init(folder: String = "/dev/input", sysfs: String = "/sys/class/input") {
    self.folder = folder
    self.sysfs = sysfs
  }

  /// The names of the `event*` entries of the folder, in numeric order.
  public func nodeNames() -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix("event") { names.append(name) }
    }
    return names.sorted { Self.number(of: $0) < Self.number(of: $1) }
  }

  /// Every node, force feedback or not, in numeric order.
  public func scanAll() -> [InputDeviceInfo] {
    nodeNames().map { inspect("\(folder)/\($0)") }
  }

  /// The nodes that have force feedback, and the ones this user cannot inspect.
  public func scan() -> [InputDeviceInfo] {
    scanAll().filter { info in
      if case .denied = info.access { return true }
      return info.hasForceFeedback
    }
  }

  /// Inspects one node.
  public func inspect(_ node: String) -> InputDeviceInfo {
    let none = RumbleCapabilities(
      rumble: false, periodic: false, sine: false, gain: false, effectSlots: 0)
    let reader = open(node, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard reader >= 0 else {
      return InputDeviceInfo(
        node: node, name: "", driver: EvdevProbe.driver(ofNode: node, sysfs: sysfs), phys: "",
        capabilities: none, access: .denied(errno: errno), kind: .generic)
    }
    let facts = try? EvdevProbe.facts(of: reader, path: node)
    close(reader)
    let writer = open(node, O_RDWR | O_NONBLOCK | O_CLOEXEC)
    if writer >= 0 { close(writer) }
    let driver = EvdevProbe.driver(ofNode: node, sysfs: sysfs)
    let name = facts?.name ?? ""
    return InputDeviceInfo(
      node: node, name: name, driver: driver, phys: facts?.phys ?? "",
      capabilities: facts?.capabilities ?? none, access: writer >= 0 ? .readWrite : .readOnly,
      kind: DeviceKind.forDevice(driver: driver, name: name))
  }

  private static func number(of name: String) -> Int {
    Int(name.dropFirst("event".count)) ?? Int.max
  }
}
