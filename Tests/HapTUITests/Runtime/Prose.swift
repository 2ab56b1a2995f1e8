/// The parts of a `.hap.md` file around its haptic block: everything before the opening fence
/// and everything after the closing one, which an edit of the track must leave byte-identical.
func prose(of bytes: [UInt8]) -> (before: String, after: String) {
  let text = String(decoding: bytes, as: UTF8.self)
  guard let open = text.range(of: "```haptic"),
    let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
  else { return (text, "") }
  return (String(text[..<open.lowerBound]), String(text[close.upperBound...]))
}
