import Glibc
import HapTestSupport

/// Runs a shell command line, standard error with standard output.
@discardableResult
func shell(_ command: String) -> (status: Int32, output: String) {
  ChildProcess.shell(command + " 2>&1")
}

/// Quotes text for a POSIX shell.
func quoted(_ text: String) -> String { ChildProcess.quoted(text) }

/// A tmux server of its own (its own socket) running one command in a pane of a fixed size.
final class TmuxSession {
  let socket: String
  private static let counter = Counter()

  /// Whether tmux and the built haptui binary are both here.
  static var isAvailable: Bool { shell("command -v tmux").status == 0 && binary != nil }

  /// The haptui binary `swift build` made, if any.
  static let binary: String? = {
    let root = Repository.root
    for candidate in ["/.build/debug/haptui", "/.build/x86_64-unknown-linux-gnu/debug/haptui"]
    where access(root + candidate, X_OK) == 0 {
      return root + candidate
    }
    return nil
  }()

  /// Starts `command` (run by the shell) in a `columns` × `rows` pane; after it ends the pane
  /// prints `EXIT=<status>` and the terminal's modes, then waits.
  init(columns: Int, rows: Int, directory: String, command: String) {
    socket = "haptui-e2e-\(getpid())-\(Self.counter.next())"
    let script =
      "\(command); echo EXIT=$?; printf 'MODES: '; stty -a | tr ' ' '\\n' | grep -E -x -- '-?(icanon|echo)' | tr '\\n' ' '; echo; echo END-OF-RUN; sleep 60"
    shell(
      "tmux -L \(socket) -f /dev/null new-session -d -x \(columns) -y \(rows) -c \(quoted(directory)) "
        + quoted(script))
  }

  deinit {
    shell("tmux -L \(socket) kill-server")
  }

  /// Sends tmux key names (`Enter`, `C-c`, `F12`, `t`…).
  func send(_ keys: String...) {
    shell("tmux -L \(socket) send-keys -t 0 " + keys.map(quoted).joined(separator: " "))
  }

  /// Sends bytes as typed, for mouse reports (SGR `ESC [ < b ; x ; y M`).
  func type(_ text: String) {
    shell("tmux -L \(socket) send-keys -t 0 -l " + quoted(text))
  }

  /// A left-button press, drag steps and release at 0-based cells, as xterm reports them.
  func drag(from start: (Int, Int), to end: (Int, Int)) {
    type("\u{1B}[<0;\(start.0 + 1);\(start.1 + 1)M")
    usleep(100_000)
    let steps = 3
    for step in 1...steps {
      let x = start.0 + (end.0 - start.0) * step / steps
      let y = start.1 + (end.1 - start.1) * step / steps
      type("\u{1B}[<32;\(x + 1);\(y + 1)M")
      usleep(50_000)
    }
    type("\u{1B}[<0;\(end.0 + 1);\(end.1 + 1)m")
    usleep(100_000)
  }

  /// Changes the window's size, as a user dragging the terminal's corner would.
  func resize(columns: Int, rows: Int) {
    shell("tmux -L \(socket) resize-window -t 0 -x \(columns) -y \(rows)")
  }

  /// The pane's text, including what scrolled into history after the program left.
  func capture() -> String {
    shell("tmux -L \(socket) capture-pane -p -J -S - -t 0").output
  }

  /// The visible screen only.
  func screen() -> String {
    shell("tmux -L \(socket) capture-pane -p -J -t 0").output
  }

  /// Waits until the pane shows `text`; returns the capture, or `nil` after `seconds`.
  @discardableResult
  func wait(for text: String, seconds: Double = 15, whole: Bool = false) -> String? {
    var waited = 0.0
    while waited < seconds {
      let captured = whole ? capture() : screen()
      if captured.contains(text) { return captured }
      usleep(100_000)
      waited += 0.1
    }
    return nil
  }

  /// The process id of the program the pane runs (the shell's child).
  func programPID() -> Int32? {
    let pane = shell("tmux -L \(socket) display -p -t 0 '#{pane_pid}'").output
    guard let shellPID = Int32(pane.trimmingCharacters()) else { return nil }
    let children = shell("pgrep -P \(shellPID)").output.split(separator: "\n").compactMap {
      Int32($0)
    }
    return children.first
  }
}

/// A thread-safe counter for unique socket names.
final class Counter: @unchecked Sendable {
  private var value = 0
  private var lock = pthread_mutex_t()

  init() { pthread_mutex_init(&lock, nil) }

  func next() -> Int {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    value += 1
    return value
  }
}

extension String {
  func trimmingCharacters() -> String {
    var text = Substring(self)
    while let last = text.last, last == "\n" || last == " " { text = text.dropLast() }
    return String(text)
  }
}
