/// The JSON-RPC and LSP error codes the server answers with.
public enum RPCError: Int, Sendable {
  case parseError = -32700
  case invalidRequest = -32600
  case methodNotFound = -32601
  case invalidParams = -32602
  case internalError = -32603
  case serverNotInitialized = -32002
  case requestFailed = -32803

  /// The response to request `id` carrying this error.
  func response(id: JSONValue, _ message: String) -> JSONValue {
    ["jsonrpc": "2.0", "id": id, "error": ["code": .int(rawValue), "message": .string(message)]]
  }
}
