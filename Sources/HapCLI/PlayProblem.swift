/// Why `haptui play` cannot go on (a file that cannot be played, no device), with its exit code.
struct PlayProblem: Error, Equatable {
  var message: String
  var exitCode: Int32
}
