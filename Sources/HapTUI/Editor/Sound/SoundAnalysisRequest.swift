import HapImport

/// A sound's analysis into a track that the reducer asks the worker for: the lane's decoded
/// samples (never decoded again), the options, and the generation that tells a current answer
/// from a stale one.
public struct SoundAnalysisRequest: Equatable, Sendable {
  /// Bumped for every request and every cancellation: an answer of another generation is
  /// dropped, never applied late.
  public var generation: Int
  /// The lane's sound, as decoded once for the waveform.
  public var sound: AttachedSound
  /// The analysis settings (`haptui import`'s options).
  public var options: ImportOptions

  public init(generation: Int, sound: AttachedSound, options: ImportOptions) {
    self.generation = generation
    self.sound = sound
    self.options = options
  }
}
