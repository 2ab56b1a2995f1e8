/// A force-feedback device the player can drive: the four evdev effect operations.
///
/// Effects belong to the device object that uploaded them (as evdev effects belong to the file
/// descriptor). Calls come from one thread at a time: the player's.
public protocol RumbleDevice: AnyObject, Sendable {
  /// The device node (or a descriptive name for a test double).
  var path: String { get }
  /// The device's force-feedback capabilities.
  var capabilities: RumbleCapabilities { get }
  /// Uploads `effect` as a new effect (`id` nil) or updates effect `id` in place; returns its id.
  func upload(_ effect: RumbleEffect, id: Int16?) throws(RumbleDeviceError) -> Int16
  /// Starts effect `id` once.
  func play(_ id: Int16) throws(RumbleDeviceError)
  /// Stops effect `id`.
  func stop(_ id: Int16) throws(RumbleDeviceError)
  /// Removes effect `id` from the device (the kernel stops it first).
  func erase(_ id: Int16) throws(RumbleDeviceError)
}
