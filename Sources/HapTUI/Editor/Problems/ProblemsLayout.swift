/// The problems list's lines: drawn by `ProblemsWidget`, scrolled and clicked by the reducer.
///
/// Resting, each problem is one line, cut with `…`. Focused, every problem is wrapped whole;
/// one taller than the pane scrolls line by line (`problemLine`) before `j` moves on.
enum ProblemsLayout {
  /// One line of the list: its text and the problem it belongs to.
  struct Line: Equatable {
    var text: String
    var problem: Int
  }

  /// What the pane shows: its lines from `top`, and whether more of the focused problem is
  /// above or below the pane.
  struct View: Equatable {
    var lines: [Line]
    var top: Int
    var moreAbove: Bool
    var moreBelow: Bool

    /// The lines in view.
    func visible(rows: Int) -> ArraySlice<Line> { lines.dropFirst(top).prefix(rows) }
  }

  /// The text of a problem: its mark, code, place and message.
  static func text(of diagnostic: LiveDiagnostic, glyphs: Glyphs) -> String {
    let mark = diagnostic.severity == .error ? String(Character(glyphs.dropped)) : "!"
    let place = diagnostic.line > 0 ? "\(diagnostic.line):\(diagnostic.column) " : ""
    return "\(mark) \(diagnostic.code) \(place)\(diagnostic.message)"
  }

  /// The view of `diagnostics` in a body of `width` × `rows`, with `row` the focused problem
  /// and `line` how far it is scrolled inside. Only the problems near `row` are laid out, so a
  /// list of thousands costs a screenful.
  static func view(
    of diagnostics: [LiveDiagnostic], width: Int, rows: Int, focused: Bool, row: Int, line: Int,
    glyphs: Glyphs
  ) -> View {
    guard !diagnostics.isEmpty, rows > 0 else {
      return View(lines: [], top: 0, moreAbove: false, moreBelow: false)
    }
    let row = min(max(row, 0), diagnostics.count - 1)
    // Every problem takes at least one line, so `rows` problems either side fill the pane.
    let from = max(row - rows, 0)
    let to = min(row + rows + 1, diagnostics.count)
    var lines: [Line] = []
    for index in from..<to {
      let text = Self.text(of: diagnostics[index], glyphs: glyphs)
      if focused {
        for (number, part) in wrap(text, to: max(width - 3, 8)).enumerated() {
          lines.append(Line(text: (number == 0 ? " " : "   ") + part, problem: index))
        }
      } else {
        lines.append(
          Line(text: " " + TextWidth.truncate(text, to: max(width - 1, 1)), problem: index))
      }
    }
    let first = lines.firstIndex { $0.problem == row } ?? 0
    let last = lines.lastIndex { $0.problem == row } ?? 0
    let height = last - first + 1
    let top: Int
    var inside = 0
    if height > rows {
      inside = min(max(line, 0), height - rows)
      top = first + inside
    } else {
      top = max(0, min(last - rows + 1, lines.count - rows, first))
    }
    return View(
      lines: lines, top: top, moreAbove: inside > 0,
      moreBelow: height > rows && inside < height - rows)
  }

  /// How many lines the focused problem can scroll inside a pane of `rows` rows.
  static func innerScroll(of view: View, row: Int, rows: Int) -> Int {
    let height = view.lines.filter { $0.problem == row }.count
    return max(height - rows, 0)
  }

  /// Wraps at spaces, and splits a word longer than the width, so nothing is cut at the edge.
  static func wrap(_ text: String, to width: Int) -> [String] {
    var pieces: [String] = []
    for word in text.split(separator: " ") {
      var piece = ""
      var columns = 0
      for character in word {
        let wide = TextWidth.columns(of: String(character))
        if columns + wide > width, !piece.isEmpty {
          pieces.append(piece)
          piece = ""
          columns = 0
        }
        piece.append(character)
        columns += wide
      }
      if !piece.isEmpty { pieces.append(piece) }
    }
    return TextWidth.wrap(pieces.joined(separator: " "), to: width)
  }
}
