import Foundation
import Glibc
import HapTestSupport

/// Opens a file in the real editor (`haptui edit FILE`) inside a private tmux server, waits for
/// the first screen, presses `q`, and reports what the screen said and how the program ended.
///
/// Shell commands go through `popen`; Foundation's `Process` hangs with tmux here.
struct EditorOpenRun: CustomStringConvertible {
  var screen: String
  var exitCode: Int32?
  /// Whether the editor never drew a screen or never ended after `q`.
  var hung: Bool

  var description: String {
    "\(hung ? "hung" : "exit \(exitCode.map(String.init) ?? "?")"); screen:\n\(screen.prefix(1200))"
  }

  static let isAvailable: Bool = Haptui.isAvailable && shell("command -v tmux").status == 0

  @discardableResult
  static func shell(_ command: String) -> (output: String, status: Int32) {
    let result = ChildProcess.shell(command + " 2>&1")
    return (result.output, result.status)
  }

  static func quoted(_ text: String) -> String { ChildProcess.quoted(text) }

  /// Opens `file` at 120×40 with `timeout` seconds to draw and to quit.
  static func open(_ file: String, scratch: TemporaryFolder, timeout: Double) -> EditorOpenRun {
    guard let binary = Haptui.path else {
      return EditorOpenRun(screen: "", exitCode: nil, hung: true)
    }
    let socket = "haptui-hostile-\(getpid())-\(UUID().uuidString.prefix(8))"
    let status = scratch.path + "/editor-status"
    // Recovery files go to the scratch folder, never to the user's home.
    let environment =
      "SWIFT_BACKTRACE=enable=no TERM=xterm-256color HAPTUI_RECOVERY_DIR=\(quoted(scratch.path + "/recovery"))"
    let script =
      "\(environment) \(quoted(binary)) edit \(quoted(file)); echo $? > \(quoted(status)); sleep 30"
    shell("tmux -L \(socket) -f /dev/null new-session -d -x 120 -y 40 \(quoted(script))")
    defer { shell("tmux -L \(socket) kill-server") }

    let started = Date()
    var screen = ""
    // The editor is up when its status line (which names the file) is on screen.
    let name = (file as NSString).lastPathComponent
    while Date().timeIntervalSince(started) < timeout {
      screen = shell("tmux -L \(socket) capture-pane -p -J -t 0").output
      if screen.contains(name) || FileManager.default.fileExists(atPath: status) { break }
      usleep(100_000)
    }
    shell("tmux -L \(socket) send-keys -t 0 q")
    let quitting = Date()
    while Date().timeIntervalSince(quitting) < timeout {
      if let text = try? String(contentsOfFile: status, encoding: .utf8),
        let code = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return EditorOpenRun(screen: screen, exitCode: code, hung: false)
      }
      usleep(100_000)
    }
    return EditorOpenRun(screen: screen, exitCode: nil, hung: true)
  }
}
