import Glibc

/// Why a force-feedback device could not be opened or refused an operation.
///
/// Each case's `message` says what happened and what to do about it.
public enum RumbleDeviceError: Error, Equatable, Sendable {
  /// The node exists but this user may not open it for writing (EACCES, EPERM).
  case permissionDenied(path: String)
  /// No such node (ENOENT).
  case notFound(path: String)
  /// The device went away, for example unplugged mid-play (ENODEV, ENXIO).
  case deviceGone(path: String)
  /// Every effect slot is taken (ENOSPC), usually by another program.
  case noRoom(path: String)
  /// The driver rejected the effect type or its parameters (EINVAL).
  case effectRejected(path: String)
  /// The node is not an evdev device, or has no rumble or periodic sine effect.
  case notForceFeedback(path: String, detail: String)
  /// Any other failure of a system call.
  case system(path: String, operation: String, code: Int32)

  /// Maps an `errno` value from `operation` on `path` to an error.
  public static func from(errno code: Int32, path: String, operation: String) -> RumbleDeviceError {
    switch code {
    case EACCES, EPERM: .permissionDenied(path: path)
    case ENOENT: .notFound(path: path)
    case ENODEV, ENXIO: .deviceGone(path: path)
    case ENOSPC: .noRoom(path: path)
    case EINVAL: .effectRejected(path: path)
    case ENOTTY: .notForceFeedback(path: path, detail: "not an evdev input device")
    default: .system(path: path, operation: operation, code: code)
    }
  }

  /// A sentence (or two) for the user: what went wrong and the fix.
  public var message: String {
    switch self {
    case .permissionDenied(let path):
      "permission denied opening \(path) for writing. Fix: add yourself to the 'input' group "
        + "(sudo usermod -aG input \"$USER\", then log in again) or install a udev rule that "
        + "tags the device 'uaccess' (see the README, section Permissions)."
    case .notFound(let path):
      "\(path) does not exist. Run 'haptui devices' to list force-feedback devices."
    case .deviceGone(let path):
      "the device \(path) is gone (unplugged?); playback stopped."
    case .noRoom(let path):
      "\(path) has no room for another effect: every effect slot is in use, probably by "
        + "another program. Close it and try again."
    case .effectRejected(let path):
      "\(path) rejected the rumble effect (EINVAL): its driver does not support this effect "
        + "type."
    case .notForceFeedback(let path, let detail):
      "\(path) cannot rumble: \(detail)."
    case .system(let path, let operation, let code):
      "\(operation) on \(path) failed: \(String(cString: strerror(code))) (errno \(code))."
    }
  }
}
