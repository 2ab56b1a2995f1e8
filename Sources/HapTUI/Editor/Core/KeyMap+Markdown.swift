extension KeyMap {
  /// The keymap as Markdown tables, one per context, for the README (a test keeps the README's
  /// copy identical, so the documentation cannot drift from the keys).
  public func markdown(order: [KeyContext]) -> String {
    var text = ""
    for context in order {
      let bindings = table(context).bindings
      guard !bindings.isEmpty else { continue }
      text += "\n**\(context.title)**\n\n| Keys | Command | What it does |\n|---|---|---|\n"
      for binding in bindings {
        let keys =
          binding.typed != nil
          ? "`\(binding.keysText)`"
          : binding.keys.map { "`\($0.name == "|" ? "\\|" : $0.name)`" }.joined(separator: " ")
        text += "| \(keys) | `\(binding.command.name)` | \(binding.command.summary) |\n"
      }
    }
    return text
  }
}
