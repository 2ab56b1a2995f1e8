/// A request's failure: the code and the message sent back.
struct ResponseError: Error, Equatable {
  var code: RPCError
  var message: String

  init(_ code: RPCError, _ message: String) {
    self.code = code
    self.message = message
  }
}
