import Foundation

/// One option as a command's help text lists it under `Options:`: its spellings, the name of
/// its argument if it takes one, and the first line of what it does.
public struct HelpOption: Equatable, Sendable {
  /// Every spelling, long first when the line gives both (`--help`, `-h`).
  public var flags: [String]
  /// The argument's placeholder (`N`, `DIR`, `PATH`…), or nil for a flag.
  public var argument: String?
  /// The description, its continuation lines joined.
  public var summary: String

  /// The description's first clause (up to `: `, ` (` or `; `), short enough for a menu.
  public var shortSummary: String {
    var end = summary.endIndex
    for separator in [": ", " (", "; "] {
      if let range = summary.range(of: separator), range.lowerBound < end {
        end = range.lowerBound
      }
    }
    return String(summary[..<end])
  }

  /// The values the description lists when it is only a list (`ios, android, web or
  /// gamepad`), for completion; empty otherwise.
  public var values: [String] {
    let words = summary.replacingOccurrences(of: " or ", with: ", ").components(
      separatedBy: ", ")
    let isWord = { (word: String) in
      !word.isEmpty && word.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
    }
    return argument != nil && words.count > 1 && words.allSatisfy(isWord) ? words : []
  }

  /// The options listed in `help` under its `Options:` heading, plus `--help`, which every
  /// command takes (the dispatcher handles it) even when its text does not list it.
  public static func options(in help: String) -> [HelpOption] {
    var options: [HelpOption] = []
    var inOptions = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasSuffix(":"), !line.hasPrefix(" ") {
        inOptions = line == "Options:"
        continue
      }
      guard inOptions else { continue }
      if line.isEmpty {
        inOptions = false
        continue
      }
      if let option = parse(line) {
        options.append(option)
      } else if !options.isEmpty {
        options[options.count - 1].summary += " " + line.trimmingCharacters(in: .whitespaces)
      }
    }
    if !options.contains(where: { $0.flags.contains("--help") }) {
      options.append(HelpOption(flags: ["--help", "-h"], argument: nil, summary: "show this help"))
    }
    return options
  }

  /// Reads one `  --name ARG   description` line (or `  -h, --help description`); nil for a
  /// continuation line.
  static func parse(_ line: Substring) -> HelpOption? {
    guard line.hasPrefix("  -") else { return nil }
    var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    var flags: [String] = []
    while let word = words.first, word.hasPrefix("-") {
      flags.append(word.hasSuffix(",") ? String(word.dropLast()) : word)
      words.removeFirst()
    }
    var argument: String?
    if let word = words.first, word.allSatisfy({ $0.isUppercase }) {
      argument = word
      words.removeFirst()
    }
    let long = flags.filter { $0.hasPrefix("--") }
    let short = flags.filter { !$0.hasPrefix("--") }
    return HelpOption(
      flags: long + short, argument: argument, summary: words.joined(separator: " "))
  }
}
