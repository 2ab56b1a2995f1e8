import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

@Suite("Pattern browser")
struct BrowserTests {
  static let entries = [
    PatternEntry(
      path: "P/double-tap.hap.md", id: "double-tap", title: "Double tap", category: "gesture",
      tags: ["tap", "confirm"]),
    PatternEntry(
      path: "P/impact-heavy.hap.md", id: "impact-heavy", title: "Heavy impact",
      category: "feedback", tags: ["thud"], intent: "impact.heavy"),
    PatternEntry(
      path: "P/selection.hap.md", id: "selection", title: "Selection tick", category: "ui",
      tags: ["picker"], intent: "selection"),
  ]

  func state() -> BrowserState {
    BrowserState(folder: "P", entries: Self.entries, size: EditorFixture.wide)
  }

  func press(_ keys: String, _ state: inout BrowserState) -> [BrowserEffect] {
    Key.script(keys).flatMap { BrowserReducer.reduce(&state, .key($0)) }
  }

  @Test("filters by id, category, tag and intent, as typed")
  func filters() {
    let cases: [(String, [String])] = [
      ("tap", ["double-tap"]), ("cat:feedback", ["impact-heavy"]), ("tag:picker", ["selection"]),
      ("intent:impact", ["impact-heavy"]), ("id:sel", ["selection"]),
      ("tick cat:ui", ["selection"]),
      ("nothing", []),
    ]
    for (filter, ids) in cases {
      var browser = state()
      browser.filter = filter
      #expect(browser.visible.map(\.id) == ids, "\(filter)")
    }
  }

  @Test("list-down, list-up and open-pattern: Enter opens the highlighted pattern")
  func moveAndOpen() {
    var browser = state()
    #expect(press("j j j", &browser).isEmpty)
    #expect(browser.row == 2)
    _ = press("k", &browser)
    #expect(press("<Enter>", &browser) == [.open(path: "P/impact-heavy.hap.md")])
  }

  @Test("list-end and list-start: G or End goes to the last pattern, g or Home to the first")
  func ends() {
    var browser = state()
    _ = press("G", &browser)
    #expect(browser.row == 2)
    _ = press("<Home>", &browser)
    #expect(browser.row == 0)
    _ = press("<End>", &browser)
    #expect(browser.selected?.id == "selection")
    _ = press("g", &browser)
    #expect(browser.selected?.id == "double-tap")
  }

  @Test("filter: / types a filter that applies as you type; clear-filter: Esc clears it")
  func filterKeys() {
    var browser = state()
    _ = press("/ h e a v y", &browser)
    #expect(browser.input == .filter && browser.visible.map(\.id) == ["impact-heavy"])
    _ = press("<Enter>", &browser)
    #expect(browser.input == nil && browser.filter == "heavy")
    #expect(press("<Enter>", &browser) == [.open(path: "P/impact-heavy.hap.md")])
    _ = press("<Esc>", &browser)
    #expect(browser.filter.isEmpty && browser.visible.count == 3)
  }

  @Test("new-pattern: n asks for a slug id and refuses bad or taken ones")
  func newPattern() {
    var browser = state()
    #expect(press("n B a d <Enter>", &browser).isEmpty)
    #expect(browser.message?.kind == .error)
    var taken = state()
    #expect(press("n s e l e c t i o n <Enter>", &taken).isEmpty)
    #expect(taken.message?.text.contains("already exists") == true)
    var fresh = state()
    #expect(press("n m y - t a p <Enter>", &fresh) == [.create(id: "my-tap")])
  }

  @Test("quit and help")
  func quitAndHelp() {
    var browser = state()
    #expect(press("?", &browser).isEmpty && browser.showsHelp)
    #expect(BrowserScreen.render(browser).text.contains("Pattern browser"))
    // The help scrolls with j, k, PgDn and the wheel; Esc, q or ? close it, as any other key.
    _ = press("j j <PgDn> k", &browser)
    #expect(browser.showsHelp && browser.helpScroll == 35)
    let scrolled = BrowserScreen.render(browser).text
    #expect(!scrolled.contains("Pattern browser (haptui with no file)"))
    _ = BrowserReducer.reduce(&browser, .mouse(MouseInput(.scrollUp, x: 5, y: 5)))
    #expect(browser.helpScroll == 32)
    _ = press("q", &browser)
    #expect(!browser.showsHelp)
    #expect(press("q", &browser) == [.quit])
  }

  @Test("the screen lists patterns with a preview of the highlighted track")
  func screen() {
    var browser = state()
    browser.entries[0].pattern = EditorFixture.pattern
    let text = BrowserScreen.render(browser).text
    #expect(
      text.contains("▸ double-tap") && text.contains("impact.heavy") && text.contains("Preview"))
    #expect(text.contains("┃"))
    #expect(text.contains("Enter open") && text.contains("/ filter") && text.contains("n new"))
  }

  @Test("at 80 columns every row still ends in its conformance mark")
  func narrowList() {
    var browser = state()
    browser.size = EditorFixture.small
    browser.entries[0].isConformant = false
    let rows = BrowserScreen.render(browser).text.split(separator: "\n")
    let listed = rows.filter { $0.contains("double-tap") || $0.contains("selection ") }
    #expect(listed.count == 2)
    #expect(listed.allSatisfy { !$0.contains("…") })
    #expect(listed.contains { $0.contains("double-tap") && $0.hasSuffix("✗") })
    #expect(listed.contains { $0.contains("selection") && $0.hasSuffix("✓") })
  }

  @Test("the library reads a folder and writes new patterns from the template, never over a file")
  func library() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "heartbeat.hap.md")
    let created = try PatternLibrary.create(id: "my-tap", in: folder.path).get()
    #expect(HapDocument.read(path: created).isConformant)
    #expect(throws: TerminalError.self) {
      try PatternLibrary.create(id: "my-tap", in: folder.path).get()
    }
    let entries = PatternLibrary.entries(in: folder.path)
    #expect(entries.map(\.path) == [path, created])
    #expect(entries[0].title == "Heartbeat" && entries[0].pattern != nil)
  }

  @Test("opening a pattern runs the editor in the same terminal and comes back to the list")
  func openAndReturn() throws {
    let folder = TemporaryFolder()
    _ = folder.copy(pattern: "heartbeat.hap.md")
    _ = folder.copy(pattern: "selection.hap.md")
    let script = InputEvent.keys("j <Enter> q n n e w - o n e <Enter> t w q q")
    let backend = TestBackend(size: EditorFixture.wide, script: script)
    let state = BrowserState(
      folder: folder.path, entries: PatternLibrary.entries(in: folder.path), size: backend.size)
    let runtime = BrowserRuntime(state: state, backend: backend, monochrome: false)
    #expect(runtime.run() == .quit)
    #expect(
      backend.frames.contains {
        $0.text.contains("Selection tick") && $0.text.contains("Inspector")
      })
    let created = HapDocument.read(path: folder.path + "/new-one.hap.md")
    #expect(created.isConformant)
    #expect(created.pattern?.events.count == 2)
    #expect(runtime.state.entries.count == 3)
  }
}
