/// A program the host runs on the terminal (the editor, the browser): the host owns the loop,
/// the program says what fell due, what it draws, how long the host may wait for input and
/// what an event does. Each call dispatches actions through the program's reducer (D076).
protocol HostedProgram: AnyObject {
  /// Dispatches what fell due by `now` (milliseconds on the monotonic clock): playback ticks,
  /// recovery writes, polls.
  func fireTimers(now: Int)
  /// Draws the screen when it changed.
  func draw()
  /// Dispatches the answers of work done off the input path; false when there were none.
  func takeAnswers() -> Bool
  /// The longest the next wait for input may last, in milliseconds from `now`.
  func inputTimeout(now: Int) -> Int
  /// The wait for input ended with none: work kept for an idle loop may run.
  func idle()
  /// Takes one input event; returns how the run ends when it does.
  func take(_ event: InputEvent) -> ProgramExit?
  /// A termination signal arrived: keeps what must outlive the run.
  func interrupted()
}
