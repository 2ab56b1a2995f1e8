import Foundation

/// Where a cursor is in a `.hap.md` text, read without the full parser so that half-typed JSON
/// still gets completions: in a member name, in a member's value, or on a frontmatter line.
enum CursorContext: Equatable {
  /// Typing a member name of an object of `role`; `prefix` is what is typed of it.
  case memberName(role: ObjectRole, prefix: String, quoted: Bool)
  /// Typing the value of `member` in an object of `role`.
  case memberValue(member: String, role: ObjectRole, prefix: String, quoted: Bool)
  /// Typing a frontmatter key (at the start of a line) or the value of `key`.
  case frontmatter(key: String?, prefix: String)
  case none

  /// The context at byte `offset` of `bytes`.
  static func at(_ offset: Int, in bytes: [UInt8]) -> CursorContext {
    let regions = FenceScan.regions(in: bytes)
    if let frontmatter = regions.frontmatter, frontmatter.contains(offset) {
      return frontmatterContext(at: offset, in: bytes)
    }
    guard let block = regions.block, offset >= block.lowerBound, offset <= block.upperBound else {
      return .none
    }
    return blockContext(from: block.lowerBound, to: offset, in: bytes)
  }

  private struct Frame {
    var role: ObjectRole
    var isObject: Bool
    /// The bytes of the member name the frame is under, between its quotes (escapes kept).
    var key: Range<Int>?
    var expectingKey: Bool
  }

  /// The text of a string's bytes between its quotes, each escape read as the byte after it.
  private static func text(_ range: Range<Int>, in bytes: [UInt8]) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == UInt8(ascii: "\\"), index + 1 < range.upperBound {
        text.append(bytes[index + 1])
        index += 2
        continue
      }
      text.append(bytes[index])
      index += 1
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether the key at `range` reads `name` (compared without making a string, as this runs
  /// for every object in the track).
  private static func key(_ range: Range<Int>?, in bytes: [UInt8], is name: StaticString) -> Bool {
    guard let range, range.count == name.utf8CodeUnitCount else { return false }
    return name.withUTF8Buffer { name in
      zip(bytes[range], name).allSatisfy { $0 == $1 }
    }
  }

  /// Scans the block from its start to the cursor, keeping a stack of open objects and arrays.
  ///
  /// Strings are skipped by position and only the member names that matter are compared, so
  /// the scan makes no allocation per string: a hover deep in a 20,000-event track scans a
  /// megabyte of JSON.
  static func blockContext(from start: Int, to offset: Int, in bytes: [UInt8]) -> CursorContext {
    var stack: [Frame] = []
    var index = start
    var open: Range<Int>?
    while index < offset {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        var end = index + 1
        var closed = false
        while end < offset {
          let inner = bytes[end]
          if inner == UInt8(ascii: "\\"), end + 1 < offset {
            end += 2
            continue
          }
          if inner == UInt8(ascii: "\"") {
            closed = true
            break
          }
          if inner == 0x0A { break }
          end += 1
        }
        if !closed {
          open = (index + 1)..<end
          index = offset
          continue
        }
        if let top = stack.last, top.isObject, top.expectingKey {
          stack[stack.count - 1].key = (index + 1)..<end
        }
        index = end + 1
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = byte == UInt8(ascii: "{")
        let role: ObjectRole
        if let top = stack.last {
          if top.isObject {
            role =
              top.role == .pattern && isObject && key(top.key, in: bytes, is: "fallbacks")
              ? .fallbacks : .other
          } else {
            role =
              top.role == .pattern && isObject && key(top.key, in: bytes, is: "track")
              ? .event : .other
          }
        } else {
          role = isObject ? .pattern : .other
        }
        // An array keeps the role of the object it is in, with the key it is under.
        if isObject {
          stack.append(Frame(role: role, isObject: true, key: nil, expectingKey: true))
        } else {
          let parent = stack.last
          stack.append(
            Frame(
              role: parent?.role ?? .other, isObject: false, key: parent?.key, expectingKey: false)
          )
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if !stack.isEmpty { stack.removeLast() }
      case UInt8(ascii: ":"):
        if let top = stack.last, top.isObject {
          stack[stack.count - 1].expectingKey = false
        }
      case UInt8(ascii: ","):
        if let top = stack.last, top.isObject {
          stack[stack.count - 1].expectingKey = true
          stack[stack.count - 1].key = nil
        }
      default:
        break
      }
      index += 1
    }
    guard let top = stack.last else { return .none }
    var prefix = open.map { text($0, in: bytes) } ?? ""
    if open == nil {
      // A bare word being typed (`tra`, `0.`): what runs back from the cursor.
      var back = offset
      while back > start, JSONToken.isWordByte(bytes[back - 1]) { back -= 1 }
      prefix = String(decoding: bytes[back..<offset], as: UTF8.self)
    }
    let quoted = open != nil
    if top.isObject {
      if top.expectingKey { return .memberName(role: top.role, prefix: prefix, quoted: quoted) }
      guard let key = top.key else { return .none }
      return .memberValue(
        member: text(key, in: bytes), role: top.role, prefix: prefix, quoted: quoted)
    }
    guard let key = top.key else { return .none }
    return .memberValue(
      member: text(key, in: bytes), role: top.role, prefix: prefix, quoted: quoted)
  }

  /// `key: value` lines of the frontmatter.
  static func frontmatterContext(at offset: Int, in bytes: [UInt8]) -> CursorContext {
    var lineStart = offset
    while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
    let line = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
    guard let colon = line.firstIndex(of: ":") else {
      return .frontmatter(key: nil, prefix: line.trimmingCharacters(in: .whitespaces))
    }
    let key = line[..<colon].trimmingCharacters(in: .whitespaces)
    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    return .frontmatter(key: key, prefix: value)
  }
}
