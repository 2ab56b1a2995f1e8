import HapAudio
import HapModel
import HapSound

/// Finds the pattern's attached sound and opens the sound card for it.
enum SoundCardSetup {
  /// The seam to the sound the document names: its frontmatter `audio:` value (a path
  /// relative to the pattern's folder), or `nil` when it names none. The audio lane's editor
  /// state (which decodes the sound for its waveform) replaces this function and `decode`
  /// when it lands: its decoded samples then go to `EditorRuntime.attachSoundCard`.
  static func source(of document: HapDocument) -> String? {
    guard let value = document.frontmatter?.entry("audio")?.stringValue, !value.isEmpty else {
      return nil
    }
    return value
  }

  /// `source` read from the folder of the pattern at `patternPath` (an absolute source as is).
  static func resolve(_ source: String, patternPath: String) -> String {
    guard !source.hasPrefix("/"), let slash = patternPath.lastIndex(of: "/") else {
      return source
    }
    return String(patternPath[...slash]) + source
  }

  /// Decodes `source` from the folder of the pattern at `patternPath`, or says why it cannot
  /// (the state to show: a file problem, not the card's).
  static func decode(_ source: String, patternPath: String) -> Result<
    DecodedAudio, SoundUnavailable
  > {
    do {
      return .success(
        try SoundClipLoader.decode(path: resolve(source, patternPath: patternPath)))
    } catch {
      return .failure(error)
    }
  }

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
