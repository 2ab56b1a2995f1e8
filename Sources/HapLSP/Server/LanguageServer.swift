import HapModel
import HapRender

/// The language server as pure message handling: a message in, effects out.
///
/// It keeps the open documents, the negotiated position encoding and the settings; it never
/// reads or writes a stream, a file or a clock of its own (`now` is given). `ServerLoop` in
/// this module drives it over a `MessageTransport`; `haptui lsp` supplies stdio (D130).
public struct LanguageServer: Sendable {
  public private(set) var state = ServerState.waiting
  public private(set) var encoding = PositionEncoding.utf16
  /// The audition target `haptui.play` uses (`initializationOptions.auditionTarget` or the
  /// `haptui.auditionTarget` setting).
  public private(set) var auditionTarget = "evdev"
  /// How long after the last change diagnostics wait, in milliseconds.
  public let debounce: Int
  /// Where docs/cli.md can be opened, for each diagnostic's `codeDescription` (none: no link).
  public let documentation: String?
  var documents: [String: OpenDocument] = [:]
  /// When each changed document's diagnostics are due (milliseconds on the caller's clock).
  var due: [String: Int] = [:]

  public init(debounce: Int = 150, documentation: String? = nil) {
    self.debounce = debounce
    self.documentation = documentation
  }

  /// The earliest time `tick(now:)` has work, or `nil` when nothing is pending.
  public var nextDeadline: Int? { due.values.min() }

  /// Handles one message body as it came off the wire.
  public mutating func receive(_ body: [UInt8], now: Int) -> [ServerEffect] {
    guard let message = JSONValue.parse(body) else {
      return [.log("ignored a message that is not JSON (\(body.count) bytes)")]
    }
    guard case .object = message else {
      return [.log("ignored a message that is not a JSON object")]
    }
    let id = message["id"]
    let hasID: Bool
    switch id {
    case .number, .string: hasID = true
    default: hasID = false
    }
    guard let method = message["method"].string else {
      // A response to something we never sent, or junk: nothing to answer.
      if hasID, message["result"].isNull, message["error"].isNull {
        return [.send(RPCError.invalidRequest.response(id: id, "a request needs a method"))]
      }
      return []
    }
    let params = message["params"]
    if method == "exit" {
      state = .exited(state == .shutDown ? 0 : 1)
      return []
    }
    switch state {
    case .waiting where method != "initialize":
      guard hasID else { return [] }
      return [
        .send(RPCError.serverNotInitialized.response(id: id, "initialize has not been sent yet"))
      ]
    case .shutDown:
      guard hasID else { return [] }
      return [.send(RPCError.invalidRequest.response(id: id, "the server has been shut down"))]
    case .exited:
      return []
    default:
      break
    }
    if hasID {
      return request(method, id: id, params: params)
    }
    return notification(method, params: params, now: now)
  }

  /// Publishes the diagnostics that are due at `now`.
  public mutating func tick(now: Int) -> [ServerEffect] {
    let ready = due.filter { $0.value <= now }.map(\.key).sorted()
    var effects: [ServerEffect] = []
    for uri in ready {
      due[uri] = nil
      effects += publish(uri)
    }
    return effects
  }

  /// Keeps renditions a worker made, when the document is still at the version they are of;
  /// the first hover after the change then answers at once.
  public mutating func receive(_ prepared: PreparedHover) {
    guard documents[prepared.uri]?.version == prepared.version else { return }
    documents[prepared.uri]?.hoverCache.adopt(prepared.lines, locator: prepared.locator)
  }

  mutating func request(_ method: String, id: JSONValue, params: JSONValue) -> [ServerEffect] {
    let result: Result<JSONValue, ResponseError>
    switch method {
    case "initialize" where state == .running:
      result = .failure(ResponseError(.invalidRequest, "initialize has already been sent"))
    case "initialize": result = .success(initialize(params))
    case "shutdown":
      state = .shutDown
      result = .success(.null)
    case "textDocument/completion": result = completion(params)
    case "textDocument/hover": result = hover(params)
    case "textDocument/documentSymbol": result = symbols(params)
    case "textDocument/foldingRange": result = folding(params)
    case "textDocument/formatting": result = formatting(params)
    case "textDocument/codeAction": result = codeActions(params)
    case "workspace/executeCommand":
      return executeCommand(id: id, params: params)
    default:
      result = .failure(ResponseError(.methodNotFound, "haptui lsp does not handle \(method)"))
    }
    switch result {
    case .success(let value):
      return [.send(["jsonrpc": "2.0", "id": id, "result": value])]
    case .failure(let error):
      return [.send(error.code.response(id: id, error.message))]
    }
  }

  mutating func notification(_ method: String, params: JSONValue, now: Int) -> [ServerEffect] {
    switch method {
    case "initialized": return []
    case "textDocument/didOpen": return open(params)
    case "textDocument/didChange": return change(params, now: now)
    case "textDocument/didClose": return close(params)
    case "workspace/didChangeConfiguration":
      readSettings(params["settings"])
      return []
    default:
      // `$/cancelRequest`, `$/setTrace`, `textDocument/didSave` and the like need nothing.
      return []
    }
  }

  mutating func initialize(_ params: JSONValue) -> JSONValue {
    let offered =
      params["capabilities"]["general"]["positionEncodings"].array?.compactMap(\.string) ?? []
    encoding = PositionEncoding.negotiated(offered)
    readSettings(params["initializationOptions"])
    state = .running
    return [
      "capabilities": [
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": ["openClose": true, "change": 2],
        "completionProvider": ["triggerCharacters": ["\"", ":", " "]],
        "hoverProvider": true,
        "documentSymbolProvider": true,
        "foldingRangeProvider": true,
        "documentFormattingProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix", "source.format.haptui"]],
        "executeCommandProvider": ["commands": ["haptui.play"]],
      ],
      "serverInfo": ["name": "haptui", "version": .string(HaptuiVersion.string)],
    ]
  }

  /// `auditionTarget` from initialization options or `{"haptui": {"auditionTarget": …}}`.
  mutating func readSettings(_ settings: JSONValue) {
    if let target = settings["auditionTarget"].string
      ?? settings["haptui"]["auditionTarget"].string,
      !target.isEmpty
    {
      auditionTarget = target
    }
  }
}
