/// One `/dev/input/event*` node as the scanner found it.
public struct InputDeviceInfo: Equatable, Sendable {
  /// Whether this user can use the node.
  public enum Access: Equatable, Sendable {
    /// Readable and writable: haptui can play on it.
    case readWrite
    /// Readable only: listed, but uploading effects needs write access.
    case readOnly
    /// Not even readable (its capabilities are unknown); `errno` from `open`.
    case denied(errno: Int32)
  }

  /// The node, for example `/dev/input/event5`.
  public var node: String
  /// The kernel's name for the device (empty when unreadable).
  public var name: String
  /// The kernel driver bound to the device (sysfs), `virtual` for uinput devices, or nil.
  public var driver: String?
  /// The physical path the driver reports (for example `usb-0000:00:14.0-2/input0`).
  public var phys: String
  /// Force-feedback capabilities (all false when the node has no force feedback).
  public var capabilities: RumbleCapabilities
  public var access: Access
  /// The device kind matched from the driver and name.
  public var kind: DeviceKind

  public init(
    node: String, name: String, driver: String?, phys: String,
    capabilities: RumbleCapabilities, access: Access, kind: DeviceKind
  ) {
    self.node = node
    self.name = name
    self.driver = driver
    self.phys = phys
    self.capabilities = capabilities
    self.access = access
    self.kind = kind
  }

  /// Whether haptui can play on this device as this user.
  public var isPlayable: Bool { access == .readWrite && capabilities.canPlay }

  /// Whether the node is a force-feedback device (unknown, so false, when unreadable).
  public var hasForceFeedback: Bool {
    capabilities.rumble || capabilities.periodic || capabilities.effectSlots > 0
  }
}
