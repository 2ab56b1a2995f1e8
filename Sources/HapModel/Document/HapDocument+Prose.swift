internal import CCmark
import Glibc

extension HapDocument {
  /// The Markdown after the frontmatter as HTML for a page, without the haptic block (a page
  /// shows the block apart), or `nil` when cmark cannot read it within the reading budget.
  ///
  /// The same reader as validation (`BlockLocator`'s cmark parse and memory budget), rendered
  /// with cmark's safe mode, its default since 0.29: raw HTML becomes a comment saying it was
  /// omitted and links or images to `javascript:`, `vbscript:`, `file:` and most `data:` URLs
  /// lose their target, so prose can never put script into a page (DECISIONS.md D123).
  public var proseHTML: String? {
    let start = min(bodyStart, bytes.count)
    let document = bytes.withUnsafeBufferPointer { buffer -> OpaquePointer? in
      guard let base = buffer.baseAddress, start < buffer.count else {
        return haptui_cmark_parse("", 0, CMARK_OPT_DEFAULT, BlockLocator.memoryBudget)
      }
      return (base + start).withMemoryRebound(to: CChar.self, capacity: buffer.count - start) {
        haptui_cmark_parse($0, buffer.count - start, CMARK_OPT_DEFAULT, BlockLocator.memoryBudget)
      }
    }
    guard let document else { return nil }
    defer { cmark_node_free(document) }
    // The haptic fences go: the page shows the block itself.
    var fences: [OpaquePointer] = []
    if let iterator = cmark_iter_new(document) {
      while true {
        let event = cmark_iter_next(iterator)
        if event == CMARK_EVENT_DONE { break }
        guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
          cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK
        else { continue }
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        if info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first == "haptic" {
          fences.append(node)
        }
      }
      cmark_iter_free(iterator)
    }
    for fence in fences {
      cmark_node_unlink(fence)
      cmark_node_free(fence)
    }
    // The text is allocated with the parse's allocator, so it is freed with it.
    guard let html = cmark_render_html(document, CMARK_OPT_DEFAULT) else { return "" }
    defer { haptui_cmark_free(html) }
    return String(cString: html)
  }
}
