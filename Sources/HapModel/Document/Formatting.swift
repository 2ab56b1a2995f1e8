/// What formatting a document gives: the file in canonical layout, or why it is left alone.
///
/// Made by `HapDocument.formatting()`; `HapDocument.saveFormatted(_:force:)` saves it without
/// working out the layout again.
public struct Formatting: Sendable, Equatable {
  /// The file's bytes with the haptic block in canonical layout, or `nil` when refused.
  public let bytes: [UInt8]?
  /// Why the file is not formatted, or `nil` when it is.
  public let refusal: String?

  init(bytes: [UInt8]) {
    self.bytes = bytes
    refusal = nil
  }

  init(refusal: String) {
    bytes = nil
    self.refusal = refusal
  }
}
