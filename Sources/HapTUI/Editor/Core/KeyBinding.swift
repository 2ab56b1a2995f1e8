/// Keys that run one command, and the short label the hint line shows for it (if any).
public struct KeyBinding: Equatable, Sendable {
  public var keys: [Key]
  public var command: Command
  /// A word or two for the hint line; `nil` keeps the binding out of the hints.
  public var hint: String?
  /// How the hint line writes the keys, when a family of bindings shares one hint (`HJKL`).
  public var hintKeys: String?
  /// The name typed after `:` that runs the command (`scale` for `:scale 80`); `nil` for a
  /// binding of keys only.
  public var typed: String?
  /// What the typed name takes after it, as help writes it (`PERCENT`, `[TOLERANCE]`).
  public var usage: String?

  public init(_ keys: [Key], _ command: Command, hint: String? = nil, hintKeys: String? = nil) {
    self.keys = keys
    self.command = command
    self.hint = hint
    self.hintKeys = hintKeys
  }

  /// A command run by typing its name after `:` (the command line), with what it takes.
  public init(typed name: String, _ command: Command, usage: String? = nil) {
    keys = []
    self.command = command
    typed = name
    self.usage = usage
  }

  /// How help and the manual write the binding: its keys, or `:name USAGE`.
  public var keysText: String {
    guard let typed else { return keys.map(\.name).joined(separator: " ") }
    return ":" + typed + (usage.map { " " + $0 } ?? "")
  }
}

/// The bindings of one context.
public struct KeyTable: Equatable, Sendable {
  public var context: KeyContext
  public var bindings: [KeyBinding]

  public init(_ context: KeyContext, _ bindings: [KeyBinding]) {
    self.context = context
    self.bindings = bindings
  }

  /// The command bound to `key` here, if any.
  public func command(for key: Key) -> Command? {
    bindings.first { $0.keys.contains(key) }?.command
  }
}
