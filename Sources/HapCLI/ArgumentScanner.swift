/// Splits a command's arguments into flags, options with values, and positional arguments.
///
/// Options may be written `--name value` or `--name=value`; `--` ends option parsing. Any
/// option not declared is a usage error, so a typo never silently changes behaviour.
public struct ArgumentScanner: Sendable {
  /// Flags that were given (without the leading dashes).
  public private(set) var flags: Set<String> = []
  /// Options that were given with their values, in order (an option may repeat).
  public private(set) var options: [(name: String, value: String)] = []
  /// Positional arguments, in order.
  public private(set) var positionals: [String] = []

  /// Scans `arguments` given the names of the flags and value-taking options a command accepts.
  public init(_ arguments: [String], flags known: Set<String>, options valued: Set<String>)
    throws(UsageError)
  {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = String(argument.drop { $0 == "-" })
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if known.contains(name) {
        guard inlineValue == nil else { throw UsageError("option --\(name) takes no value") }
        flags.insert(name)
      } else if valued.contains(name) {
        if let inlineValue {
          options.append((name, inlineValue))
        } else {
          guard index < arguments.count else { throw UsageError("option --\(name) needs a value") }
          options.append((name, arguments[index]))
          index += 1
        }
      } else {
        throw UsageError("unknown option '\(argument)'")
      }
    }
  }

  /// Whether the flag `name` was given.
  public func has(_ name: String) -> Bool { flags.contains(name) }

  /// The last value given for option `name`, if any.
  public func value(_ name: String) -> String? { options.last { $0.name == name }?.value }

  /// Every value given for option `name`, in order.
  public func values(_ name: String) -> [String] { options.filter { $0.name == name }.map(\.value) }
}
