/// HAP003 (block side): the block's `id` is not a slug (`^[a-z0-9]+(-[a-z0-9]+)*$`).
enum IdentifierRule {
  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    guard let index = context.member("id", of: context.root), let id = context.string(index),
      !Slug.isValid(id)
    else { return }
    found.append(
      context.diagnostic(
        "HAP003", .error, at: index,
        "id \(JSONWriter.quoted(id)) is not a slug; use lower-case letters and digits in words "
          + "joined by single hyphens, e.g. \(JSONWriter.quoted(Slug.suggestion(from: id)))"))
  }
}
