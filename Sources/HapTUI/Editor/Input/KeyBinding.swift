/// Keys that run one command, and the short label the hint line shows for it (if any).
public struct KeyBinding: Equatable, Sendable {
  public var keys: [Key]
  public var command: Command
  /// A word or two for the hint line; `nil` keeps the binding out of the hints.
  public var hint: String?
  /// How the hint line writes the keys, when a family of bindings shares one hint (`HJKL`).
  public var hintKeys: String?

  public init(_ keys: [Key], _ command: Command, hint: String? = nil, hintKeys: String? = nil) {
    self.keys = keys
    self.command = command
    self.hint = hint
    self.hintKeys = hintKeys
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
