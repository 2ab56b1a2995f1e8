/// `[USER@]HOST[:PORT]`, as `feedbackd:` targets name a phone reached over ssh.
public struct SshAddress: Sendable, Equatable {
  public var user: String?
  public var host: String
  public var port: Int?

  public init(user: String? = nil, host: String, port: Int? = nil) {
    self.user = user
    self.host = host
    self.port = port
  }

  /// Reads `[USER@]HOST[:PORT]`; nil when the host is empty or the port is not a number.
  public init?(_ text: String) {
    var rest = Substring(text)
    if let at = rest.lastIndex(of: "@") {
      user = String(rest[..<at])
      rest = rest[rest.index(after: at)...]
      if user?.isEmpty == true { return nil }
    }
    if let colon = rest.lastIndex(of: ":") {
      guard let number = Int(rest[rest.index(after: colon)...]), (1...65535).contains(number)
      else { return nil }
      port = number
      rest = rest[..<colon]
    }
    guard !rest.isEmpty, !rest.hasPrefix("-"), !rest.contains(" ") else { return nil }
    host = String(rest)
  }

  /// `USER@HOST` or `HOST`, as ssh takes its destination.
  public var destination: String { user.map { "\($0)@\(host)" } ?? host }

  /// `[USER@]HOST[:PORT]` again.
  public var text: String { destination + (port.map { ":\($0)" } ?? "") }
}
