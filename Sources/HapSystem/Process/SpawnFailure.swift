import Glibc

/// Why a program could not be started: the `errno` of `posix_spawn`.
public struct SpawnFailure: Error, Equatable, Sendable {
  public var code: Int32

  public init(code: Int32) {
    self.code = code
  }

  /// The failure as the system says it ("No such file or directory").
  public var message: String { String(cString: strerror(code)) }
}
