/// The player's one effect on a device: its id, whether it plays, and how to update it.
///
/// Uploads update the effect in place once it exists. If the device refuses an in-place update
/// (EINVAL on an id it gave us), the slot falls back to erase-and-upload for the rest of the
/// playback, restarting the effect when it was playing.
struct EffectSlot {
  let device: (any RumbleDevice)?
  let length: Int
  private(set) var id: Int16?
  private(set) var playing = false
  private var updatesInPlace = true

  init(device: (any RumbleDevice)?, length: Int) {
    self.device = device
    self.length = length
  }

  /// Puts these magnitudes into the effect.
  mutating func load(strong: UInt16, weak: UInt16) throws(RumbleDeviceError) {
    guard let device else { return }
    let effect = RumbleEffect(strong: strong, weak: weak, length: length)
    guard let existing = id else {
      id = try device.upload(effect, id: nil)
      return
    }
    if updatesInPlace {
      do throws(RumbleDeviceError) {
        _ = try device.upload(effect, id: existing)
        return
      } catch .effectRejected {
        updatesInPlace = false
      }
    }
    try? device.erase(existing)
    id = nil
    id = try device.upload(effect, id: nil)
    if playing, let id { try device.play(id) }
  }

  /// Carries out one cue.
  mutating func perform(_ action: PlaybackCue.Action) throws(RumbleDeviceError) {
    switch action {
    case .load(let strong, let weak):
      try load(strong: strong, weak: weak)
    case .start:
      if let device, let id { try device.play(id) }
      playing = true
    case .stop:
      if let device, let id { try device.stop(id) }
      playing = false
    }
  }

  /// Stops the effect if it plays and erases it; failures here change nothing for the caller
  /// (a vanished device has nothing left to stop).
  mutating func release() {
    guard let device, let id else { return }
    if playing { try? device.stop(id) }
    try? device.erase(id)
    self.id = nil
    playing = false
  }
}
