internal import CQRencode
import Glibc

/// A QR code of a page's address, drawn as SVG (libqrencode: DECISIONS.md D121).
struct QRCode: Equatable, Sendable {
  /// Modules per side.
  var width: Int
  /// Row by row, `true` for a dark module.
  var modules: [Bool]

  /// The code for `text` at error-correction level M, or `nil` when libqrencode refuses it
  /// (longer than a QR code holds).
  init?(_ text: String) {
    guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
    defer { QRcode_free(code) }
    let width = Int(code.pointee.width)
    guard width > 0, let data = code.pointee.data else { return nil }
    self.width = width
    // Bit 0 of each byte is the module's colour; the other bits say how it was made.
    modules = (0..<(width * width)).map { data[$0] & 1 == 1 }
  }

  /// The code as SVG with a four-module quiet zone, one path of unit squares.
  func svg(label: String) -> String {
    let side = width + 8
    var path = ""
    for row in 0..<width {
      var column = 0
      while column < width {
        guard modules[row * width + column] else {
          column += 1
          continue
        }
        var run = 1
        while column + run < width, modules[row * width + column + run] { run += 1 }
        path += "M\(column + 4) \(row + 4)h\(run)v1h-\(run)z"
        column += run
      }
    }
    return
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qr\" viewBox=\"0 0 \(side) \(side)\" "
      + "role=\"img\" aria-label=\"\(HTML.escape(label))\" shape-rendering=\"crispEdges\">"
      + "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/>"
      + "<path d=\"\(path)\" fill=\"#000\"/></svg>"
  }
}
