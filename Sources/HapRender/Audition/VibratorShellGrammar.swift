/// What a phone's `cmd vibrator_manager` accepts, read from its `help` text (D100).
///
/// The grammar is learnt from the help, never from the API level, because vendors backport
/// shell commands and the help is what the shell will parse.
public struct VibratorShellGrammar: Sendable, Equatable {
  public var generation: VibratorShellGeneration
  /// `xml [options] <xml>`: the platform's `VibrationXmlParser` plays exported XML.
  public var xml: Bool
  /// `envelope [-a] [-i sharpness] [-r index] (<duration> <intensity> <sharpness>)...`.
  public var envelope: Bool
  /// `-u <usage>`: the usage that decides which user setting scales the vibration.
  public var usage: Bool
  /// `waveform ... [-a] ...`: amplitudes per step.
  public var waveformAmplitudes: Bool
  /// `primitives`: compositions of primitives.
  public var primitives: Bool
  /// `primitives ([-w delay] [-o time] [-s scale] <primitive-id>)...`: scales per primitive.
  public var primitiveScale: Bool
  /// `prebaked [-w delay] [-b] <effect-id>`.
  public var prebaked: Bool
  /// `-B`: the shell returns at once instead of blocking until the vibration ends.
  public var background: Bool

  public init(
    generation: VibratorShellGeneration, xml: Bool, envelope: Bool, usage: Bool,
    waveformAmplitudes: Bool, primitives: Bool, primitiveScale: Bool, prebaked: Bool,
    background: Bool
  ) {
    self.generation = generation
    self.xml = xml
    self.envelope = envelope
    self.usage = usage
    self.waveformAmplitudes = waveformAmplitudes
    self.primitives = primitives
    self.primitiveScale = primitiveScale
    self.prebaked = prebaked
    self.background = background
  }

  /// The grammar of the newest generation haptui knows (what copy-paste lines assume).
  public static let newest = VibratorShellGrammar(
    generation: .latest, xml: true, envelope: true, usage: true, waveformAmplitudes: true,
    primitives: true, primitiveScale: true, prebaked: true, background: true)

  /// The grammar of the oldest generation (Android 12-14).
  public static let oldest = VibratorShellGrammar(
    generation: .oldest, xml: false, envelope: false, usage: false, waveformAmplitudes: true,
    primitives: true, primitiveScale: false, prebaked: true, background: true)

  /// A shell that matched nothing: `synced oneshot` is all haptui sends.
  public static let unknown = VibratorShellGrammar(
    generation: .unknown, xml: false, envelope: false, usage: false, waveformAmplitudes: false,
    primitives: false, primitiveScale: false, prebaked: false, background: false)

  /// Reads the grammar from the text `cmd vibrator_manager help` printed.
  ///
  /// A text without `synced` and `oneshot` usage lines is `unknown`.
  public init(help: String) {
    let lines = help.split(whereSeparator: \.isNewline).map {
      $0.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
    }
    func usage(_ word: String) -> Substring? {
      lines.first { $0 == word || $0.hasPrefix(word + " ") }
    }
    guard usage("synced") != nil, usage("oneshot") != nil else {
      self = .unknown
      return
    }
    let primitivesLine = usage("primitives")
    let waveformLine = usage("waveform")
    xml = usage("xml") != nil
    envelope = usage("envelope") != nil
    self.usage = lines.contains { $0 == "-u" || $0.hasPrefix("-u ") }
    background = lines.contains { $0 == "-B" || $0.hasPrefix("-B ") }
    waveformAmplitudes = waveformLine?.contains("[-a]") ?? false
    primitives = primitivesLine != nil
    primitiveScale = primitivesLine?.contains("-s") ?? false
    prebaked = usage("prebaked") != nil
    let sequential = usage("sequential") != nil
    generation =
      xml || envelope || self.usage ? (sequential ? .android16 : .latest) : .oldest
  }
}
