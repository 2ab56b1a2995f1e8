/// The sound the frontmatter's `audio:` attaches to the pattern, as the editor has it: loading,
/// loaded, or why it could not be read.
public struct SoundLane: Equatable, Sendable {
  /// Where the sound stands.
  public enum Status: Equatable, Sendable {
    /// Being decoded off the input path.
    case loading
    case loaded(AttachedSound)
    /// Why it could not be read (missing, not audio, too long…), with the fix.
    case failed(String)
  }

  /// The value of `audio:` as written.
  public var name: String
  /// That value resolved against the folder of the file being edited.
  public var path: String
  public var status: Status

  public init(name: String, path: String, status: Status = .loading) {
    self.name = name
    self.path = path
    self.status = status
  }

  /// The lane for `audio` in the file at `documentPath`, or `nil` when there is none.
  public init?(audio: String?, documentPath: String) {
    guard let audio, !audio.isEmpty else { return nil }
    self.init(name: audio, path: Self.resolve(audio, besides: documentPath))
  }

  /// `name` read from the folder of `documentPath` (an absolute `name` stands as it is).
  public static func resolve(_ name: String, besides documentPath: String) -> String {
    guard !name.hasPrefix("/") else { return name }
    guard let slash = documentPath.lastIndex(of: "/") else { return name }
    return String(documentPath[...slash]) + name
  }

  /// The decoded sound, once it is loaded.
  public var sound: AttachedSound? {
    if case .loaded(let sound) = status { return sound }
    return nil
  }
}
