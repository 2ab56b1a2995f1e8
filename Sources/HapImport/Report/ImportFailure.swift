/// Why a file could not be imported, positioned in the source, with a stable `IMPnnn` code.
///
/// The codes are listed in `docs/import.md`; the message says what is wrong and how to fix it.
public struct ImportFailure: Error, Equatable, Sendable {
  /// A stable code such as `IMP003`.
  public var code: String
  /// 1-based line and column (in Unicode scalars) in the source file.
  public var line: Int
  public var column: Int
  public var message: String

  public init(_ code: String, line: Int = 1, column: Int = 1, _ message: String) {
    self.code = code
    self.line = max(line, 1)
    self.column = max(column, 1)
    self.message = message
  }

  /// `file:line:col: error[IMPnnn]: message`, the compiler-style line the command prints.
  public func formatted(file: String) -> String {
    "\(file):\(line):\(column): error[\(code)]: \(message)"
  }
}
