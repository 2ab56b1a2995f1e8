import Glibc
import HapTUI

/// Times `haptui edit FILE` in a tmux pane from the spawn to the drawn track, as a user meets
/// it: the server is started beforehand, so its start-up is not counted.
enum TmuxLaunch {
  /// The median of three launches in milliseconds, or `nil` without tmux or when the track
  /// never showed within 10 s.
  static func measure(haptui: String, path: String, size: TerminalSize) -> Double? {
    guard shell("command -v tmux >/dev/null") else { return nil }
    let socket = "haptui-bench-\(getpid())"
    let tmux = "tmux -L \(socket)"
    guard shell("\(tmux) new-session -d -s keep -x 20 -y 5 'sleep 120'") else { return nil }
    defer { _ = shell("\(tmux) kill-server 2>/dev/null") }
    var times: [Double] = []
    for run in 0..<3 {
      let name = "launch\(run)"
      let start = Clock.now()
      guard
        shell(
          "\(tmux) new-session -d -s \(name) -x \(size.columns) -y \(size.rows) "
            + "'\(haptui) edit \(path)'")
      else { return nil }
      var shown = false
      while Double(Clock.now() - start) < 10e9 {
        if capture("\(tmux) capture-pane -p -t \(name)").contains("Track ─") {
          shown = true
          break
        }
        usleep(2_000)
      }
      let elapsed = Double(Clock.now() - start) / 1e6
      _ = shell("\(tmux) kill-session -t \(name)")
      guard shown else { return nil }
      times.append(elapsed)
    }
    return Statistics(times).median
  }

  private static func shell(_ command: String) -> Bool { system(command) == 0 }

  private static func capture(_ command: String) -> String {
    guard let pipe = popen(command, "r") else { return "" }
    defer { pclose(pipe) }
    var text: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 8192)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count <= 0 { break }
      text += buffer[0..<count]
    }
    return String(decoding: text, as: UTF8.self)
  }
}
