/// Finds the frontmatter and the first `haptic` fence by lines, without cmark or YAML, so the
/// regions are known while the text is half typed (an unclosed fence runs to the end).
///
/// It sees fences at the start of a line only (up to three spaces of indent), not inside block
/// quotes or lists; completion is offered there and nowhere else (D134).
enum FenceScan {
  struct Regions: Equatable {
    /// The bytes between the `---` lines.
    var frontmatter: Range<Int>?
    /// The bytes between the opening fence's line and the closing fence (or the end).
    var block: Range<Int>?
  }

  static func regions(in bytes: [UInt8]) -> Regions {
    var regions = Regions()
    var lineStart = 0
    var frontmatterOpen: Int?
    var fence: (marker: UInt8, length: Int, contentStart: Int)?
    var lineNumber = 0
    while lineStart <= bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      var contentEnd = lineEnd
      if contentEnd > lineStart, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
      let line = bytes[lineStart..<contentEnd]
      let next = lineEnd + 1
      if lineNumber == 0, line.elementsEqual("---".utf8) {
        frontmatterOpen = min(next, bytes.count)
      } else if let open = frontmatterOpen, regions.frontmatter == nil,
        line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8)
      {
        regions.frontmatter = open..<lineStart
      } else if frontmatterOpen == nil || regions.frontmatter != nil {
        var trimmed = line.drop { $0 == 0x20 }
        if line.count - trimmed.count <= 3, let marker = trimmed.first,
          marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~")
        {
          let run = trimmed.prefix { $0 == marker }.count
          trimmed = trimmed.dropFirst(run)
          if run >= 3 {
            if let open = fence {
              if marker == open.marker, run >= open.length,
                trimmed.allSatisfy({ $0 == 0x20 || $0 == 0x09 })
              {
                regions.block = open.contentStart..<lineStart
                return regions
              }
            } else {
              let info = trimmed.drop { $0 == 0x20 }.prefix { $0 != 0x20 && $0 != 0x09 }
              if info.elementsEqual("haptic".utf8) {
                fence = (marker, run, min(next, bytes.count))
              }
            }
          }
        }
      }
      lineNumber += 1
      lineStart = next
    }
    if let open = fence { regions.block = open.contentStart..<bytes.count }
    if regions.frontmatter == nil, let open = frontmatterOpen {
      regions.frontmatter = open..<bytes.count
    }
    return regions
  }
}
