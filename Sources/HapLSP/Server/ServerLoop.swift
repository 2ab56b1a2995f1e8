import Foundation

/// Runs a language server over a transport until `exit` or the end of the stream: frames the
/// bytes, hands each message to the server, carries out its effects, publishes diagnostics when
/// their debounce is over, and forwards audition outcomes as `window/showMessage`.
public enum ServerLoop {
  /// Returns the exit status: 0 after `shutdown` then `exit`, 1 otherwise.
  public static func run<Transport: MessageTransport>(
    _ server: inout LanguageServer, transport: inout Transport, auditioner: any Auditioner,
    clock: () -> Int
  ) -> Int32 {
    var decoder = FrameDecoder()
    let mailbox = Mailbox()
    while true {
      if case .exited(let status) = server.state { return status }
      for prepared in mailbox.takePrepared() { server.receive(prepared) }
      for outcome in mailbox.take() {
        let params: JSONValue = [
          "type": .int(outcome.succeeded ? 3 : 1), "message": .string(outcome.message),
        ]
        let message: JSONValue = [
          "jsonrpc": "2.0", "method": "window/showMessage", "params": params,
        ]
        transport.write(FrameDecoder.frame(message.bytes))
      }
      let now = clock()
      let wait = server.nextDeadline.map { max(0, min($0 - now, 100)) } ?? 100
      switch transport.read(timeout: wait) {
      case .closed:
        if case .exited(let status) = server.state { return status }
        transport.log("haptui lsp: the client closed the stream without exit")
        return 1
      case .timeout:
        break
      case .bytes(let bytes):
        decoder.feed(bytes)
        while let item = decoder.next() {
          switch item {
          case .skipped(let reason):
            transport.log("haptui lsp: skipped \(reason)")
          case .message(let body):
            perform(server.receive(body, now: clock()), &transport, auditioner, mailbox)
          }
          if case .exited(let status) = server.state { return status }
        }
      }
      perform(server.tick(now: clock()), &transport, auditioner, mailbox)
    }
  }

  static func perform<Transport: MessageTransport>(
    _ effects: [ServerEffect], _ transport: inout Transport, _ auditioner: any Auditioner,
    _ mailbox: Mailbox
  ) {
    for effect in effects {
      switch effect {
      case .send(let message): transport.write(FrameDecoder.frame(message.bytes))
      case .log(let line): transport.log("haptui lsp: " + line)
      case .play(let request): auditioner.play(request) { mailbox.put($0) }
      case .prepareHover(let work):
        // One worker, in order; work a newer version has overtaken is skipped unrun.
        mailbox.expect(work)
        Mailbox.worker.async {
          guard mailbox.isLatest(work) else { return }
          mailbox.put(work.run())
        }
      }
    }
  }
}

/// Audition outcomes and prepared hovers handed from other threads to the loop.
final class Mailbox: @unchecked Sendable {
  /// The thread hover's renditions are made on, off the request path.
  static let worker = DispatchQueue(label: "haptui.lsp.hover", qos: .utility)
  private let lock = NSLock()
  private var outcomes: [AuditionOutcome] = []
  private var prepared: [PreparedHover] = []
  /// The newest version asked for of each document.
  private var latest: [String: Int] = [:]

  func expect(_ work: HoverWork) {
    lock.lock()
    latest[work.uri] = work.version
    lock.unlock()
  }

  func isLatest(_ work: HoverWork) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return latest[work.uri] == work.version
  }

  func put(_ hover: PreparedHover) {
    lock.lock()
    prepared.append(hover)
    lock.unlock()
  }

  func takePrepared() -> [PreparedHover] {
    lock.lock()
    defer { lock.unlock() }
    let taken = prepared
    prepared = []
    return taken
  }

  func put(_ outcome: AuditionOutcome) {
    lock.lock()
    outcomes.append(outcome)
    lock.unlock()
  }

  func take() -> [AuditionOutcome] {
    lock.lock()
    defer { lock.unlock() }
    let taken = outcomes
    outcomes = []
    return taken
  }
}
