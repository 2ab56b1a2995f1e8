/// Where each tab of the lower panes sits on the tab bar: `TabBarWidget` draws them there and
/// a click is matched against the same ranges.
enum TabBarLayout {
  /// Each tab's pane, label and columns; the Problems tab counts `problemCount` problems.
  static func tabs(problemCount: Int, in bar: Rect) -> [(Pane, String, Range<Int>)] {
    var x = bar.x
    var result: [(Pane, String, Range<Int>)] = []
    for (offset, pane) in ScreenLayout.tabs.enumerated() {
      var label = " \(offset + 2) \(pane.title) "
      if pane == .problems, problemCount > 0 {
        label = " \(offset + 2) \(pane.title) (\(problemCount)) "
      }
      let width = TextWidth.columns(of: label)
      result.append((pane, label, x..<(x + width)))
      x += width + 1
    }
    return result
  }
}
