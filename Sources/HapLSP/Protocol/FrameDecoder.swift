import Foundation

/// Splits a byte stream into LSP messages: `Content-Length: N` headers, a blank line, N bytes.
///
/// Pure and incremental: feed it whatever the pipe gave, take the whole messages out. A header
/// block without a usable `Content-Length` is skipped (the bytes up to the blank line are
/// dropped), so garbage on the wire costs one message, never the connection.
public struct FrameDecoder: Sendable {
  /// The most bytes one message may claim; a larger claim is refused and skipped.
  public static let maximumLength = 64 * 1024 * 1024
  /// The most header bytes looked at before giving up on finding the blank line.
  static let maximumHeader = 8 * 1024

  private var buffer: [UInt8] = []
  private var start = 0

  public init() {}

  /// What came out of the stream.
  public enum Item: Equatable, Sendable {
    /// One message body.
    case message([UInt8])
    /// Bytes that were not a message, and why (for the log).
    case skipped(String)
  }

  /// Adds `bytes` from the stream.
  public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next whole message or skipped piece, or `nil` when more bytes are needed.
  public mutating func next() -> Item? {
    guard let headerEnd = blankLine() else {
      if buffer.count - start > Self.maximumHeader {
        // No blank line in a long stretch: drop it up to the last line break.
        let dropped = buffer.count - start
        start = buffer.count
        return .skipped("\(dropped) bytes without a message header")
      }
      return nil
    }
    let header = String(decoding: buffer[start..<headerEnd.lowerBound], as: UTF8.self)
    guard let length = Self.contentLength(in: header) else {
      start = headerEnd.upperBound
      return .skipped("a header without a Content-Length: \(header.prefix(80).debugDescription)")
    }
    guard length <= Self.maximumLength else {
      start = headerEnd.upperBound
      return .skipped("a message of \(length) bytes, above the \(Self.maximumLength) limit")
    }
    guard buffer.count - headerEnd.upperBound >= length else { return nil }
    let body = Array(buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)])
    start = headerEnd.upperBound + length
    return .message(body)
  }

  /// The range of the first `\r\n\r\n` (or a bare `\n\n`) after `start`.
  private func blankLine() -> Range<Int>? {
    var index = start
    let end = min(buffer.count, start + Self.maximumHeader + 4)
    while index < end {
      if buffer[index] == 0x0A {
        if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return index..<(index + 2) }
        if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A {
          return index..<(index + 3)
        }
      }
      index += 1
    }
    return nil
  }

  /// The value of the `Content-Length` header (case-insensitive), when it is a whole number.
  static func contentLength(in header: String) -> Int? {
    for line in header.split(whereSeparator: { $0 == "\r" || $0 == "\n" }) {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
      let value = parts[1].trimmingCharacters(in: .whitespaces)
      guard let number = Int(value), number >= 0 else { return nil }
      return number
    }
    return nil
  }

  /// `body` framed for the wire.
  public static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}
