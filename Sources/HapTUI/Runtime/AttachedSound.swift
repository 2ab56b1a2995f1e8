import HapModel
import HapSound

/// Finds the pattern's attached sound and makes it ready to play.
enum AttachedSound {
  /// The seam to the sound the document names: its frontmatter `audio:` value (a path
  /// relative to the pattern's folder), or `nil` when it names none. The audio lane's editor
  /// state replaces this one function when it lands.
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

  /// Decodes the sound `document` names and opens `output` for it. Returns the sound to
  /// play (`nil`: none, or it cannot play) and what the editor shows about it; a device that
  /// fails to open is said so and the haptics play alone.
  static func open(
    _ document: HapDocument, patternPath: String, output: () -> any SoundOutput
  ) -> (EditorSound?, SoundState) {
    guard let source = source(of: document) else { return (nil, SoundState()) }
    let path = resolve(source, patternPath: patternPath)
    let device = output()
    do {
      let audio = try SoundLoader.decode(path: path)
      let clip = try SoundLoader.prepare(audio, on: device)
      let sound = EditorSound(player: SoundPlayer(output: device), clip: clip)
      return (
        sound,
        SoundState(source: source, deviceName: device.name, milliseconds: clip.milliseconds)
      )
    } catch {
      var state = SoundState(source: source, problem: error.message)
      state.problemIsDevice = error.kind == .device
      return (nil, state)
    }
  }
}
