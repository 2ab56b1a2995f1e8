import Testing

@testable import HapTUI

@Suite("Key tables, help and hints")
struct KeyMapTests {
  @Test("every command is bound to a key or a name typed after : somewhere")
  func everyCommandBound() {
    let typed = Set(KeyMap.standard.typedBindings.map(\.command))
    for command in Command.allCases {
      #expect(
        !KeyMap.standard.keys(for: command).isEmpty || typed.contains(command),
        "\(command.name) has no key")
    }
  }

  @Test("typed names are unique, and none is the start of another (Tab completes each)")
  func typedNames() {
    let names = KeyMap.standard.typedBindings.compactMap(\.typed)
    #expect(Set(names).count == names.count && names.count >= 10)
    for name in names {
      #expect(KeyMap.standard.typedBindings(matching: name).count == 1, "\(name)")
      #expect(!name.contains(" ") && name.first?.isLetter == true, "\(name)")
    }
    // Help pads the keys column to 20: a longer `:name USAGE` would be cut there.
    for binding in KeyMap.standard.typedBindings {
      #expect(binding.keysText.count <= 20, "\(binding.keysText)")
    }
  }

  @Test("no key means two things in one context")
  func noDuplicates() {
    for table in KeyMap.standard.tables {
      let keys = table.bindings.flatMap(\.keys)
      #expect(Set(keys).count == keys.count, "\(table.context) binds a key twice")
    }
  }

  @Test("the keys the issue asks for do what it says")
  func issueKeymap() {
    let expectations: [(String, KeyContext, Command)] = [
      ("h", .grid, .cursorLeft), ("<Left>", .grid, .cursorLeft), ("j", .grid, .cursorDown),
      ("<Tab>", .grid, .selectNext), ("<Shift-Tab>", .grid, .selectPrevious),
      ("t", .grid, .addTransient), ("c", .grid, .addContinuous), ("<Shift-Left>", .grid, .dragLeft),
      ("K", .grid, .dragUp), ("<", .grid, .shorten), (">", .grid, .lengthen),
      ("[", .grid, .sharpnessDown),
      ("]", .grid, .sharpnessUp), ("v", .grid, .cycleCurve), ("x", .grid, .deleteSelection),
      ("<Delete>", .grid, .deleteSelection), ("=", .grid, .zoomIn), ("-", .grid, .zoomOut),
      ("g", .grid, .cycleSnap), ("e", .grid, .editField), ("u", .grid, .undo),
      ("<Ctrl-R>", .grid, .redo),
      ("w", .grid, .save), ("<Ctrl-S>", .grid, .save), ("q", .grid, .quit), ("?", .grid, .help),
      ("W", .grid, .deriveWeb), ("}", .grid, .nextPlatform), ("p", .grid, .paste),
      ("<Space>", .grid, .playStop),
    ]
    for (name, context, command) in expectations {
      let key = Key.script(name).first!
      #expect(KeyMap.standard.command(for: key, in: context) == command, "\(name)")
    }
  }

  @Test("dialogs take only their own keys")
  func modal() {
    #expect(KeyMap.standard.command(for: .character("t"), in: .confirmQuit) == nil)
    #expect(KeyMap.standard.command(for: .character("w"), in: .confirmQuit) == .confirmSaveQuit)
  }

  @Test("the help screen lists every binding of every table, generated from the tables")
  func help() {
    let text = HelpWidget.lines(for: .standard).map(\.0).joined(separator: "\n")
    for table in KeyMap.standard.tables {
      #expect(text.contains(table.context.title))
      for binding in table.bindings {
        #expect(text.contains(binding.command.name))
        #expect(text.contains(binding.keysText))
      }
    }
  }

  @Test("the hint line shows the current context's hints from the tables")
  func hints() {
    var state = EditorFixture.state(size: EditorFixture.large)
    let grid = EditorScreen.render(state).row(47)
    #expect(grid.contains("t transient") && grid.contains("HJKL drag") && grid.contains("? help"))
    EditorFixture.press("t q", &state)
    let dialog = EditorScreen.render(state).text
    #expect(dialog.contains("w save and quit") && dialog.contains("d discard and quit"))
  }

  @Test("save, undo, play and help are on the hint line in every pane, at 80 columns too")
  func essentialHints() {
    for focus in ["1", "2", "3", "4", "5"] {
      var state = EditorFixture.analysed(EditorFixture.state(size: EditorFixture.small))
      EditorFixture.press("t <Ctrl-W> \(focus)", &state)
      let line = EditorScreen.render(state).row(23)
      for hint in ["w save", "u undo", "Space play", "? help"] {
        #expect(line.contains(hint), "pane \(focus): \(line)")
      }
    }
  }

  @Test("key names round-trip through the script parser")
  func keyNames() {
    let keys: [Key] = [
      .character("x"), .control("r"), .shiftLeft, .backTab, .function(5), .character(" "),
      .pageDown,
    ]
    for key in keys { #expect(Key(name: key.name) == key, "\(key.name)") }
  }
}
