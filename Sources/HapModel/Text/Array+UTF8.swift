extension Array where Element == UInt8 {
  /// Appends the UTF-8 of `text` as one copy of its contiguous storage.
  ///
  /// `+= text.utf8` takes the general sequence path, a few hundred instructions a call: more
  /// than the copy itself when `validate` gathers a message or a report line piece by piece.
  public mutating func appendUTF8(_ text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }
}
