/// All key tables; the single source for dispatch, the help screen and the hint line.
public struct KeyMap: Equatable, Sendable {
  public var tables: [KeyTable]

  public init(tables: [KeyTable]) {
    self.tables = tables
  }

  /// The table of a context (empty when the map has none).
  public func table(_ context: KeyContext) -> KeyTable {
    tables.first { $0.context == context } ?? KeyTable(context, [])
  }

  /// The command `key` runs in `context`: the context's table first, then (outside dialogs)
  /// the global table.
  public func command(for key: Key, in context: KeyContext) -> Command? {
    if let command = table(context).command(for: key) { return command }
    return context.isModal ? nil : table(.global).command(for: key)
  }

  /// The hints for a context: its own hinted bindings, then the global ones.
  public func hints(for context: KeyContext) -> [(keys: String, label: String)] {
    var contexts = [context]
    if !context.isModal { contexts.append(.global) }
    return contexts.flatMap { table($0).bindings }.compactMap { binding in
      binding.hint.map { (binding.hintKeys ?? binding.keys.first!.name, $0) }
    }
  }

  /// The keys bound to `command` anywhere, as help writes them (`u`, `Ctrl-R`).
  public func keys(for command: Command) -> [Key] {
    tables.flatMap(\.bindings).filter { $0.command == command }.flatMap(\.keys)
  }

  /// The commands typed after `:`, in table order.
  public var typedBindings: [KeyBinding] {
    tables.flatMap(\.bindings).filter { $0.typed != nil }
  }

  /// The typed commands whose name starts with `prefix` (the one named exactly, if any).
  public func typedBindings(matching prefix: String) -> [KeyBinding] {
    let all = typedBindings
    if let exact = all.first(where: { $0.typed == prefix }) { return [exact] }
    return all.filter { $0.typed?.hasPrefix(prefix) == true }
  }
}
