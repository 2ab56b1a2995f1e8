/// What the language server asks its shell to do after a message: effects as values.
public enum ServerEffect: Equatable, Sendable {
  /// Write this JSON-RPC message to the client.
  case send(JSONValue)
  /// Write this line to the log (stderr), never to the protocol stream.
  case log(String)
  /// Play this on the audition target.
  case play(AuditionRequest)
  /// Make hover's renditions for a document version on a worker, then hand them back with
  /// `LanguageServer.receive(_:)`; a newer version of the document makes this one stale.
  case prepareHover(HoverWork)
}
