extension KeyMap {
  private static func c(_ characters: String) -> [Key] { characters.map { .character($0) } }

  /// The default keymap: arrows or vim keys, one-letter edits, and dialogs that say their keys.
  public static let standard = KeyMap(tables: [
    KeyTable(
      .global,
      [
        KeyBinding([.character("?"), .function(1)], .help, hint: "help"),
        KeyBinding([.character("w"), .control("s")], .save, hint: "save"),
        KeyBinding([.character("q"), .control("c")], .quit, hint: "quit"),
        KeyBinding([.character("u")], .undo, hint: "undo"),
        KeyBinding([.control("r")], .redo),
        KeyBinding([.character(" ")], .playStop, hint: "play"),
        KeyBinding([.character("}")], .nextPlatform),
        KeyBinding([.character("{")], .previousPlatform),
        KeyBinding([.character("o")], .nextProfile),
        KeyBinding([.character("R")], .toggleReduced),
        KeyBinding([.character("M")], .toggleHapticsOff),
        KeyBinding([.character("m")], .toggleSound),
        KeyBinding([.character("f")], .toggleFeel),
        KeyBinding([.character("1")], .focusGrid),
        KeyBinding([.character("2")], .focusInspector),
        KeyBinding([.character("3")], .focusPlatforms),
        KeyBinding([.character("4")], .focusArtifact),
        KeyBinding([.character("5")], .focusProblems),
        KeyBinding([.control("w")], .choosePane),
        KeyBinding([.escape], .closeOverlay),
        KeyBinding([.character("T")], .toggleTheme),
        KeyBinding([.control("l")], .redraw),
        KeyBinding([.control("z")], .suspend),
        KeyBinding([.character("S")], .saveAs),
        KeyBinding([.character("E")], .editInEditor),
        KeyBinding([.function(5), .control("o")], .reload),
      ]),
    KeyTable(
      .grid,
      [
        KeyBinding([.left, .character("h")], .cursorLeft),
        KeyBinding([.right, .character("l")], .cursorRight),
        KeyBinding([.up, .character("k")], .cursorUp),
        KeyBinding([.down, .character("j")], .cursorDown),
        KeyBinding([.home, .character("0")], .cursorStart),
        KeyBinding([.end, .character("$")], .cursorEnd),
        KeyBinding([.pageUp], .pageLeft),
        KeyBinding([.pageDown], .pageRight),
        KeyBinding([.tab], .selectNext, hint: "select"),
        KeyBinding([.backTab], .selectPrevious),
        KeyBinding([.enter], .selectAtCursor),
        KeyBinding([.character("A")], .selectAll),
        KeyBinding([.escape], .clearSelection),
        KeyBinding([.character("t")], .addTransient, hint: "transient"),
        KeyBinding([.character("c")], .addContinuous, hint: "continuous"),
        KeyBinding([.shiftLeft, .character("H")], .dragLeft, hint: "drag", hintKeys: "HJKL"),
        KeyBinding([.shiftRight, .character("L")], .dragRight),
        KeyBinding([.shiftUp, .character("K")], .dragUp),
        KeyBinding([.shiftDown, .character("J")], .dragDown),
        KeyBinding([.character("<")], .shorten),
        KeyBinding([.character(">")], .lengthen, hint: "duration", hintKeys: "<>"),
        KeyBinding([.character("[")], .sharpnessDown),
        KeyBinding([.character("]")], .sharpnessUp, hint: "sharpness", hintKeys: "[]"),
        KeyBinding([.character("v")], .cycleCurve, hint: "curve"),
        KeyBinding([.character("x"), .delete], .deleteSelection, hint: "delete"),
        KeyBinding(c("=+"), .zoomIn),
        KeyBinding(c("-"), .zoomOut, hint: "zoom", hintKeys: "=-"),
        KeyBinding(c("z"), .zoomFit),
        KeyBinding(c("g"), .cycleSnap, hint: "snap"),
        KeyBinding(c("G"), .snapSelection),
        KeyBinding(c("e"), .editField, hint: "edit"),
        KeyBinding(c("W"), .deriveWeb),
        KeyBinding(c("I"), .trackFromSound),
        KeyBinding(c("a"), .analysisPanel),
        KeyBinding(c("y"), .copy, hint: "copy"),
        KeyBinding(c("p"), .paste, hint: "paste"),
        KeyBinding(c("P"), .pasteBefore),
        KeyBinding(c("D"), .duplicate),
        KeyBinding(c("V"), .selectRange),
        KeyBinding(c("s"), .playFromCursor, hint: "play here"),
        KeyBinding(c("r"), .loop),
        KeyBinding(c("O"), .pickTarget),
        KeyBinding([.control("t")], .rescanTargets),
        KeyBinding(c("N"), .toggleTrackVoice),
        KeyBinding([.control("g")], .cycleLoopGap),
        KeyBinding(c("("), .fadeIn),
        KeyBinding(c(")"), .fadeOut, hint: "fade", hintKeys: "()"),
        KeyBinding(c("~"), .cycleFadeStep),
        KeyBinding(c(":"), .goToTime),
        KeyBinding(c("Z"), .zoomSelection),
        // Digits count here, as in vim; Ctrl-W then a digit focuses a pane from the grid.
        KeyBinding(c("123456789"), .count),
        // Typed after `:` (Tab completes a name; a number alone goes to that time).
        KeyBinding(typed: "intensity", .setIntensity, usage: "VALUE"),
        KeyBinding(typed: "sharpness", .setSharpness, usage: "VALUE"),
        KeyBinding(typed: "scale", .scaleIntensity, usage: "PERCENT"),
        KeyBinding(typed: "normalize", .normalize, usage: "[PEAK]"),
        KeyBinding(typed: "stretch", .stretch, usage: "PERCENT"),
        KeyBinding(typed: "reverse", .reverse),
        KeyBinding(typed: "insert", .insertTime, usage: "MS"),
        KeyBinding(typed: "delete", .deleteTime, usage: "MS"),
        KeyBinding(typed: "trim", .trimSilence, usage: "[LEVEL]"),
        KeyBinding(typed: "simplify", .simplify, usage: "[TOL]"),
        KeyBinding(typed: "envelope", .envelope),
        KeyBinding(typed: "messages", .showMessages),
      ]),
    KeyTable(
      .inspector,
      [
        KeyBinding([.up, .character("k")], .fieldUp),
        KeyBinding([.down, .character("j"), .tab], .fieldDown, hint: "field", hintKeys: "jk"),
        KeyBinding([.backTab], .fieldUp),
        KeyBinding([.left, .character("h")], .fieldPreviousValue),
        KeyBinding([.right, .character("l")], .fieldNextValue, hint: "change", hintKeys: "hl"),
        KeyBinding([.enter, .character("e")], .fieldStartEdit, hint: "type"),
        KeyBinding([.character("x"), .delete], .fieldClear, hint: "remove"),
        KeyBinding([.escape], .focusGrid, hint: "grid"),
      ]),
    KeyTable(
      .platforms,
      [
        KeyBinding(
          [.right, .character("l"), .tab], .nextPlatform, hint: "platform", hintKeys: "hl"),
        KeyBinding([.left, .character("h"), .backTab], .previousPlatform),
        KeyBinding([.enter], .nextProfile, hint: "profile"),
        KeyBinding([.down, .character("j")], .scrollDown),
        KeyBinding([.up, .character("k")], .scrollUp),
        KeyBinding([.escape], .focusGrid, hint: "grid"),
      ]),
    KeyTable(
      .artifact,
      [
        KeyBinding([.down, .character("j")], .scrollDown, hint: "scroll", hintKeys: "jk"),
        KeyBinding([.up, .character("k")], .scrollUp),
        KeyBinding([.pageDown, .control("d")], .scrollPageDown),
        KeyBinding([.pageUp, .control("u")], .scrollPageUp),
        KeyBinding([.shiftRight, .character("L")], .scrollRight, hint: "sideways", hintKeys: "HL"),
        KeyBinding([.shiftLeft, .character("H")], .scrollLeft),
        KeyBinding([.home, .character("0")], .scrollLineStart),
        KeyBinding([.end, .character("$")], .scrollLineEnd),
        KeyBinding([.character("r")], .scrollReport, hint: "report"),
        KeyBinding([.character("g")], .scrollTop),
        KeyBinding([.character("G")], .scrollEnd),
        KeyBinding(
          [.right, .character("l"), .tab], .nextPlatform, hint: "platform", hintKeys: "hl"),
        KeyBinding([.left, .character("h"), .backTab], .previousPlatform),
        KeyBinding([.escape], .focusGrid, hint: "grid"),
      ]),
    KeyTable(
      .problems,
      [
        KeyBinding([.down, .character("j")], .scrollDown, hint: "move", hintKeys: "jk"),
        KeyBinding([.up, .character("k")], .scrollUp),
        KeyBinding([.enter], .jumpToProblem, hint: "show event"),
        KeyBinding([.escape], .focusGrid, hint: "grid"),
      ]),
    KeyTable(
      .readOnly,
      [
        KeyBinding([.character("F")], .repair, hint: "repair"),
        KeyBinding([.down, .character("j")], .scrollDown),
        KeyBinding([.up, .character("k")], .scrollUp),
        // A read-only file has nothing to count, so its digits focus panes as before.
        KeyBinding(c("1"), .focusGrid),
        KeyBinding(c("2"), .focusInspector),
        KeyBinding(c("3"), .focusPlatforms),
        KeyBinding(c("4"), .focusArtifact),
        KeyBinding(c("5"), .focusProblems),
      ]),
    KeyTable(
      .pane,
      [
        KeyBinding(c("1"), .focusGrid, hint: "grid"),
        KeyBinding(c("2"), .focusInspector, hint: "inspector"),
        KeyBinding(c("3"), .focusPlatforms, hint: "platforms"),
        KeyBinding(c("4"), .focusArtifact, hint: "artefact"),
        KeyBinding(c("5"), .focusProblems, hint: "problems"),
        KeyBinding([.character("w"), .tab], .focusNextPane, hint: "next"),
        KeyBinding([.escape], .cancelPane, hint: "cancel"),
      ]),
    KeyTable(
      .help,
      [
        KeyBinding([.down, .character("j")], .scrollDown, hint: "scroll", hintKeys: "jk"),
        KeyBinding([.up, .character("k")], .scrollUp),
        KeyBinding([.pageDown, .character(" ")], .scrollPageDown),
        KeyBinding([.pageUp], .scrollPageUp),
        KeyBinding(
          [.escape, .character("?"), .character("q"), .function(1)], .closeOverlay, hint: "close"),
      ]),
    KeyTable(
      .messages,
      [
        KeyBinding([.down, .character("j")], .scrollDown, hint: "scroll", hintKeys: "jk"),
        KeyBinding([.up, .character("k")], .scrollUp),
        KeyBinding([.pageDown, .character(" ")], .scrollPageDown),
        KeyBinding([.pageUp], .scrollPageUp),
        KeyBinding([.escape, .character("q")], .closeOverlay, hint: "close"),
      ]),
    KeyTable(
      .confirmQuit,
      [
        KeyBinding([.character("w"), .character("s")], .confirmSaveQuit, hint: "save and quit"),
        // Only the key the dialog shows discards: `q` or a second Ctrl-C, pressed out of
        // habit, must not throw the edits away.
        KeyBinding([.character("d")], .confirmDiscardQuit, hint: "discard and quit"),
        KeyBinding([.escape, .character("c")], .closeOverlay, hint: "keep editing"),
      ]),
    KeyTable(
      .confirmOverwrite,
      [
        KeyBinding([.character("o")], .confirmOverwrite, hint: "overwrite"),
        KeyBinding([.character("r")], .reload, hint: "reload"),
        KeyBinding([.character("d")], .showDiff, hint: "diff"),
        KeyBinding([.escape, .character("c")], .closeOverlay, hint: "cancel"),
      ]),
    KeyTable(
      .saveElsewhere,
      [
        KeyBinding([.enter], .saveElsewhere, hint: "save the copy"),
        KeyBinding([.escape], .closeOverlay, hint: "keep editing"),
      ]),
    KeyTable(
      .analysis,
      [
        KeyBinding([.up, .character("k"), .backTab], .analysisUp),
        KeyBinding([.down, .character("j"), .tab], .analysisDown, hint: "field", hintKeys: "jk"),
        KeyBinding([.left, .character("h")], .analysisLess),
        KeyBinding([.right, .character("l")], .analysisMore, hint: "change", hintKeys: "hl"),
        KeyBinding([.character("e")], .analysisType, hint: "type"),
        KeyBinding([.enter], .analysisAccept, hint: "keep"),
        KeyBinding([.escape], .analysisCancel, hint: "cancel"),
      ]),
    KeyTable(
      .diff,
      [
        KeyBinding([.down, .character("j")], .scrollDown, hint: "scroll", hintKeys: "jk"),
        KeyBinding([.up, .character("k")], .scrollUp),
        KeyBinding([.pageDown, .character(" ")], .scrollPageDown),
        KeyBinding([.pageUp], .scrollPageUp),
        KeyBinding([.character("r")], .reload, hint: "reload"),
        KeyBinding([.character("o")], .confirmOverwrite, hint: "overwrite"),
        KeyBinding([.escape, .character("c"), .character("q")], .closeOverlay, hint: "cancel"),
      ]),
    KeyTable(
      .confirmSaveAs,
      [
        KeyBinding([.character("y")], .renameID, hint: "id follows"),
        KeyBinding([.character("n")], .keepID, hint: "keep id"),
        KeyBinding([.escape, .character("c")], .closeOverlay, hint: "cancel"),
      ]),
    KeyTable(
      .confirmImportReplace,
      [
        KeyBinding([.character("o")], .replaceImport, hint: "replace it"),
        KeyBinding([.escape, .character("c")], .closeOverlay, hint: "keep it"),
      ]),
    KeyTable(
      .prompt,
      [
        KeyBinding([.enter], .answer, hint: "accept"),
        KeyBinding([.escape], .closeOverlay, hint: "cancel"),
      ]),
    KeyTable(
      .browser,
      [
        KeyBinding([.down, .character("j")], .listDown, hint: "move", hintKeys: "jk"),
        KeyBinding([.up, .character("k")], .listUp),
        KeyBinding([.home, .character("g")], .listStart),
        KeyBinding([.end, .character("G")], .listEnd),
        KeyBinding([.enter], .openPattern, hint: "open"),
        KeyBinding([.character(" ")], .playStop, hint: "play"),
        KeyBinding([.character("/")], .startFilter, hint: "filter"),
        KeyBinding([.escape], .clearFilter),
        KeyBinding([.character("n")], .newPattern, hint: "new"),
        KeyBinding([.character("q"), .control("c")], .quit, hint: "quit"),
        KeyBinding([.character("?"), .function(1)], .help, hint: "help"),
      ]),
    KeyTable(
      .recovery,
      [
        KeyBinding([.character("r")], .restoreRecovery, hint: "restore"),
        KeyBinding([.character("d")], .discardRecovery, hint: "discard"),
        // vim's swap prompt has Quit too: leave, the recovery file kept for next time.
        KeyBinding(
          [.character("q"), .escape, .control("c")], .quitKeepingRecovery, hint: "quit"),
      ]),
  ])
}
