import CNcursesw
import Glibc
import HapPlayback

/// The real terminal, through ncursesw: wide characters, colours, SGR mouse, resize.
///
/// Starts with `newterm` (not `initscr`, which exits the process on a bad `TERM`), refuses
/// `TERM=dumb`, sets a UTF-8 locale so glyphs are not printed as blanks, and writes only the
/// cells that changed since the last frame before one refresh.
public final class NcursesBackend: TerminalBackend {
  private var screen: OpaquePointer?
  private var previous: CellBuffer?
  private var palette: NcursesPalette
  private var buttonDown = false
  private var errorsInARow = 0
  public let hasColor: Bool
  public let glyphs: Glyphs

  /// Opens the terminal on standard input and output.
  /// `ascii` draws ASCII only whatever the locale (`haptui edit --ascii`); otherwise a locale
  /// that is not UTF-8 (`LANG=C`) does.
  public init(ascii: Bool = false) throws(TerminalError) {
    let term = String(cString: getenv("TERM") ?? strdup(""))
    guard !term.isEmpty else {
      throw TerminalError(
        "TERM is not set; haptui's editor needs a terminal (for example TERM=xterm-256color)")
    }
    guard term != "dumb" else {
      throw TerminalError(
        "TERM=dumb cannot place the cursor; run the editor in a full-screen terminal")
    }
    guard isatty(0) != 0, isatty(1) != 0 else {
      throw TerminalError("the editor needs a terminal on standard input and output")
    }
    glyphs = Self.chooseLocale() && !ascii ? .unicode : .ascii
    TerminalGuard.install()
    guard let created = newterm(nil, hap_stdout(), hap_stdin()) else {
      TerminalGuard.remove()
      throw TerminalError(
        "cannot use the terminal TERM=\(term) (no terminfo entry?); try TERM=xterm-256color")
    }
    screen = created
    set_term(created)
    raw()
    noecho()
    nonl()
    keypad(hap_stdscr(), true)
    NcursesKeys.defineAlternateSequences()
    curs_set(0)
    set_escdelay(25)
    mouseinterval(0)
    mousemask(hap_all_mouse_events(), nil)
    var colors = 0
    if has_colors() {
      start_color()
      use_default_colors()
      colors = Int(hap_colors())
    }
    hasColor = colors >= 8
    palette = NcursesPalette(
      colorCount: colors >= 256 ? 256 : colors >= 8 ? 8 : 0, pairLimit: Int(hap_color_pairs()))
  }

  /// Sets the user's locale; returns whether its codeset is UTF-8. When it is not (`LANG=C`),
  /// C.UTF-8 is set for ncurses' wide calls, and the frames are drawn in ASCII (D154).
  private static func chooseLocale() -> Bool {
    setlocale(LC_ALL, "")
    if String(cString: hap_codeset()) == "UTF-8" { return true }
    setlocale(LC_ALL, "C.UTF-8")
    return false
  }

  public var size: TerminalSize {
    TerminalSize(columns: Int(hap_cols()), rows: Int(hap_lines()))
  }

  public func draw(_ frame: CellBuffer, theme: Theme, full: Bool) {
    guard screen != nil else { return }
    let window = hap_stdscr()
    let repaint = full || previous?.width != frame.width || previous?.height != frame.height
    if repaint {
      werase(window)
      if full { clearok(window, true) }
    }
    var styles: [StyleRole: (attr_t, Int32)] = [:]
    var cell = cchar_t()
    var text: [wchar_t] = [0, 0]
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let current = frame[x, y]
        if current.isContinuation { continue }
        if !repaint, let previous, previous[x, y] == current { continue }
        let (attrs, pair): (attr_t, Int32)
        if let known = styles[current.role] {
          (attrs, pair) = known
        } else {
          let style = theme.style(for: current.role)
          let resolved = (attributes(for: style), palette.pair(for: style))
          styles[current.role] = resolved
          (attrs, pair) = resolved
        }
        let glyph = glyphs == .ascii ? Glyphs.asciiFallback(current.glyph) : current.glyph
        text[0] = wchar_t(bitPattern: glyph.value)
        var extendedPair = pair
        setcchar(&cell, text, attrs, Int16(truncatingIfNeeded: pair), &extendedPair)
        mvwadd_wch(window, Int32(y), Int32(x), &cell)
      }
    }
    previous = frame
    wnoutrefresh(window)
    doupdate()
  }

  private func attributes(for style: TextStyle) -> attr_t {
    var value = hap_a_normal()
    if style.bold { value |= hap_a_bold() }
    if style.reverse { value |= hap_a_reverse() }
    if style.underline { value |= hap_a_underline() }
    if style.dim { value |= hap_a_dim() }
    return value
  }

  public func nextInput(timeoutMs: Int) -> InputEvent? {
    guard screen != nil else { return .end }
    let window = hap_stdscr()
    wtimeout(window, Int32(max(timeoutMs, 0)))
    var character: wint_t = 0
    let started = MonotonicTime.milliseconds()
    let result = wget_wch(window, &character)
    if result == ERR {
      // At end of input get_wch fails at once instead of waiting; many quick failures mean EOF.
      if timeoutMs > 0, MonotonicTime.milliseconds() - started < timeoutMs / 2 {
        errorsInARow += 1
        if errorsInARow > 50 { return .end }
      }
      return nil
    }
    errorsInARow = 0
    if result == KEY_CODE_YES {
      if Int32(character) == KEY_MOUSE { return mouseEvent() }
      if Int32(character) == KEY_RESIZE {
        previous = nil
        return .resize(size)
      }
      return NcursesKeys.key(forCode: Int32(character)).map(InputEvent.key)
    }
    return NcursesKeys.key(forCharacter: UInt32(character)).map(InputEvent.key)
  }

  private func mouseEvent() -> InputEvent? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    let state = event.bstate
    let shift = state & hap_button_shift() != 0
    let x = Int(event.x)
    let y = Int(event.y)
    if state & hap_button4_pressed() != 0 { return .mouse(MouseInput(.scrollUp, x: x, y: y)) }
    if state & hap_button5_pressed() != 0 { return .mouse(MouseInput(.scrollDown, x: x, y: y)) }
    if state & hap_button1_pressed() != 0 {
      buttonDown = true
      return .mouse(MouseInput(.press, x: x, y: y, shift: shift))
    }
    if state & hap_button1_released() != 0 {
      buttonDown = false
      return .mouse(MouseInput(.release, x: x, y: y, shift: shift))
    }
    if state & hap_button1_clicked() != 0 {
      return .mouse(MouseInput(.press, x: x, y: y, shift: shift))
    }
    if state & hap_report_mouse_position() != 0, buttonDown {
      return .mouse(MouseInput(.drag, x: x, y: y, shift: shift))
    }
    return nil
  }

  public func suspend() {
    guard screen != nil else { return }
    endwin()
    TerminalGuard.restoreRaw()
    // The default action of SIGTSTP stops the process; the shell's `fg` continues it here.
    raise(SIGTSTP)
    reset_prog_mode()
    previous = nil
  }

  public func runOutside(_ body: () -> Void) {
    guard screen != nil else { return body() }
    mousemask(0, nil)
    endwin()
    TerminalGuard.restoreRaw()
    body()
    reset_prog_mode()
    mousemask(hap_all_mouse_events(), nil)
    previous = nil
  }

  public func shutdown() {
    guard let screen else { return }
    mousemask(0, nil)
    curs_set(1)
    endwin()
    delscreen(screen)
    self.screen = nil
    TerminalGuard.restoreRaw()
    TerminalGuard.remove()
  }
}
