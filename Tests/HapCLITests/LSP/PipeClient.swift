import Foundation
import Glibc
import HapLSP

/// A language client of the tests' own: the real `haptui lsp` on pipes, messages framed and
/// read back with a time limit on every wait.
final class PipeClient {
  let pid: pid_t
  private let input: Int32
  private let output: Int32
  private var decoder = FrameDecoder()
  private var nextID = 1
  /// Every notification received, in order.
  private(set) var notifications: [JSONValue] = []

  init(_ command: [String]) throws {
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw POSIXError(.EMFILE) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    for descriptor in toChild + fromChild {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    guard posix_spawn(&child, command[0], &actions, nil, argv, environ) == 0 else {
      throw POSIXError(.ENOENT)
    }
    pid = child
    close(toChild[0])
    close(fromChild[1])
    input = toChild[1]
    output = fromChild[0]
    signal(SIGPIPE, SIG_IGN)
  }

  deinit {
    close(input)
    close(output)
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
  }

  /// Writes raw bytes to the server's stdin.
  func write(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Glibc.write(input, $0.baseAddress! + offset, $0.count - offset)
      }
      if written <= 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }

  func send(_ message: JSONValue) { write(FrameDecoder.frame(message.bytes)) }

  func notify(_ method: String, _ params: JSONValue) {
    send(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  /// Sends a request and waits for its response.
  func request(_ method: String, _ params: JSONValue, timeout: Double = 30) -> JSONValue? {
    let id = nextID
    nextID += 1
    send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
    return wait(timeout: timeout) { $0["id"] == .int(id) }
  }

  /// The next message (a notification is also kept) for which `matches` holds.
  func wait(timeout: Double = 30, _ matches: (JSONValue) -> Bool) -> JSONValue? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      while case .message(let body)? = decoder.next() {
        guard let message = JSONValue.parse(body) else { continue }
        if message["id"].isNull { notifications.append(message) }
        if matches(message) { return message }
      }
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let left = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
      guard poll(&descriptor, 1, min(left, 200)) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count <= 0 { return nil }
      decoder.feed(buffer[..<count])
    }
    return nil
  }

  /// The diagnostics published for `uri` next.
  func diagnostics(for uri: String, timeout: Double = 30) -> [JSONValue]? {
    wait(timeout: timeout) {
      $0["method"] == "textDocument/publishDiagnostics" && $0["params"]["uri"].string == uri
    }?["params"]["diagnostics"].array
  }

  /// Waits for the server to exit; its status, or `nil` after `timeout`.
  func exitStatus(timeout: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while Date() < deadline {
      if waitpid(pid, &status, WNOHANG) == pid { return (status >> 8) & 0xFF }
      usleep(10_000)
    }
    return nil
  }
}
