/// Why `haptui site` cannot use its output folder, as the sentence it prints.
struct SiteFolderProblem: Error {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
