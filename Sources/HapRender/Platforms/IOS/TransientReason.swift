/// The reason iOS gives a transient it plays (`CHHapticEvent(.hapticTransient) at 1.25 s
/// (…)`), written into its storage in one go.
///
/// Every transient's reason names its own time, so a long track writes one per transient: at
/// 50,000 transients, interpolating the text (each piece appended and the storage grown) cost
/// more than the rest of iOS's verdicts (D442).
enum TransientReason {
  private static let head = Array("CHHapticEvent(.hapticTransient) at ".utf8)
  private static let middle = Array(" s (".utf8)

  /// The reason for a transient at `milliseconds`, citing `row`.
  static func text(at milliseconds: Int, row: String) -> String {
    var row = row
    return row.withUTF8 { cited in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Decimal.maximumLength) { number in
        let digits = Decimal.write(
          Double(milliseconds) / 1000, places: 6, into: number)
        let length = head.count + digits + middle.count + cited.count + 1
        return String(unsafeUninitializedCapacity: length) { text in
          var position = 0
          func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            _ = UnsafeMutableBufferPointer(rebasing: text[position..<position + bytes.count])
              .initialize(from: bytes)
            position += bytes.count
          }
          head.withUnsafeBufferPointer(put)
          put(UnsafeBufferPointer(rebasing: number[..<digits]))
          middle.withUnsafeBufferPointer(put)
          put(cited)
          text[position] = UInt8(ascii: ")")
          return position + 1
        }
      }
    }
  }
}
