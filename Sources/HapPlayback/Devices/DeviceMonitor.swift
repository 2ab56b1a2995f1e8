import Glibc

/// Notices force-feedback devices arriving and leaving, by polling the input folder cheaply.
///
/// `poll()` lists the folder and stats each `event*` entry (no device is opened); only when
/// the set of nodes (name, device number, inode) changed does it scan them again. An editor
/// calls it a few times a second from its event loop.
public final class DeviceMonitor {
  /// A node's identity: a node reused for another device gets a new inode from devtmpfs.
  private struct Identity: Equatable {
    var name: String
    var device: UInt64
    var inode: UInt64
  }

  public let scanner: DeviceScanner
  private var identities: [Identity]?
  /// The force-feedback devices as of the last change.
  public private(set) var devices: [InputDeviceInfo] = []

  public init(scanner: DeviceScanner = DeviceScanner()) {
    self.scanner = scanner
  }

  /// Returns the new device list when nodes appeared or went away since the last call (the
  /// first call always returns the list); nil when nothing changed.
  public func poll() -> [InputDeviceInfo]? {
    let now = scanner.nodeNames().map { name -> Identity in
      var info = stat()
      let path = "\(scanner.folder)/\(name)"
      guard stat(path, &info) == 0 else { return Identity(name: name, device: 0, inode: 0) }
      return Identity(name: name, device: UInt64(info.st_rdev), inode: UInt64(info.st_ino))
    }
    guard now != identities else { return nil }
    identities = now
    devices = scanner.scan()
    return devices
  }
}
