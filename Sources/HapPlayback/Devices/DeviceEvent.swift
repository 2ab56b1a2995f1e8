/// One operation as a device saw it, with its CLOCK_MONOTONIC time: what timing is measured on.
///
/// On the host the recording double produces them; in the QEMU guest the uinput device's log
/// does (kernel event timestamps).
public struct DeviceEvent: Equatable, Sendable {
  /// The kind of operation.
  public enum Kind: String, Equatable, Sendable {
    case upload, play, stop, erase
  }

  public var kind: Kind
  /// Nanoseconds, CLOCK_MONOTONIC.
  public var time: UInt64
  /// For uploads: the magnitudes and replay length.
  public var effect: RumbleEffect?

  public init(kind: Kind, time: UInt64, effect: RumbleEffect? = nil) {
    self.kind = kind
    self.time = time
    self.effect = effect
  }
}

extension RecordingRumbleDevice {
  /// The successful calls as device events.
  public var events: [DeviceEvent] {
    records.filter(\.succeeded).map { record in
      switch record.call {
      case .upload(let effect, _): DeviceEvent(kind: .upload, time: record.time, effect: effect)
      case .play: DeviceEvent(kind: .play, time: record.time)
      case .stop: DeviceEvent(kind: .stop, time: record.time)
      case .erase: DeviceEvent(kind: .erase, time: record.time)
      }
    }
  }
}
