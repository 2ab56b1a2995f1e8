import HapAudio
import HapModel
import HapSound

/// Opens the sound card for the pattern's attached sound (decoded by the sound lane).
enum SoundCardSetup {
  /// Opens the card `output` makes for `audio`, the decoded sound `source` names; a device
  /// that fails to open is said so, and the haptics play alone.
  static func open(source: String, audio: DecodedAudio, output: () -> any SoundOutput)
    -> (SoundCardPlayer?, SoundCardState)
  {
    let device = output()
    do {
      let clip = try SoundClipLoader.prepare(audio, on: device)
      let player = SoundCardPlayer(player: SoundPlayer(output: device), clip: clip)
      return (
        player,
        SoundCardState(source: source, deviceName: device.name, milliseconds: clip.milliseconds)
      )
    } catch {
      return (nil, SoundCardState(source: source, problem: error.message))
    }
  }
}
