/// The one run loop the editor and the browser share: signals, timers, redraw, worker answers
/// and the wait for input, in that order each turn, until the program's run ends (D076, D140).
struct ProgramHost {
  let backend: TerminalBackend
  let environment: Environment

  /// Runs `program` until the user quits, a termination signal arrives, or input ends.
  func run(_ program: some HostedProgram) -> ProgramExit {
    while true {
      let signal = environment.terminationSignal()
      if signal != 0 {
        program.interrupted()
        return .signal(signal)
      }
      program.fireTimers(now: environment.milliseconds())
      program.draw()
      // Answers are dispatched (and drawn) before the next wait, so none waits for a key.
      if program.takeAnswers() { continue }
      let timeout = program.inputTimeout(now: environment.milliseconds())
      guard let event = backend.nextInput(timeoutMs: timeout) else {
        program.idle()
        continue
      }
      if let exit = program.take(event) { return exit }
    }
  }
}
