import Testing

@testable import HapTUI

@Suite("Reducer: every command, keys in, state and effects out")
struct ReducerCommandTests {
  static let cases: [Command: CommandCase] = [
    CommandCase.navigation, CommandCase.edits, CommandCase.inspector, CommandCase.platforms,
    CommandCase.panes, CommandCase.file, CommandCase.clipboard, CommandCase.counts,
    CommandCase.reshape, CommandCase.analysis,
  ].reduce(into: [:]) { $0.merge($1) { first, _ in first } }

  /// Browser commands, tested by `BrowserTests` through the browser's reducer.
  static let browserCommands: Set<Command> = [
    .listUp, .listDown, .listStart, .listEnd, .openPattern, .newPattern, .startFilter,
    .clearFilter,
  ]

  @Test("command", arguments: Command.allCases)
  func command(_ command: Command) throws {
    if Self.browserCommands.contains(command) {
      #expect(KeyMap.standard.table(.browser).bindings.contains { $0.command == command })
      return
    }
    let test = try #require(Self.cases[command], "no reducer test for \(command.name)")
    let keys = Key.script(test.keys)
    let bound = KeyMap.standard.keys(for: command)
    if let typed = KeyMap.standard.typedBindings.first(where: { $0.command == command })?.typed {
      // A typed command's test types (the start of) its name on the `:` line.
      let names = keys.map(\.name).joined()
      #expect(
        names.hasPrefix(":" + typed.prefix(3)),
        "the keys of \(command.name)'s test never type :\(typed)")
    } else {
      #expect(
        keys.contains { bound.contains($0) },
        "the keys of \(command.name)'s test never press its binding")
    }
    test.run()
  }
}
