// The player's API is written in HapSystem's types (`PlaybackClock`, `StopSignal`), so a user of
// HapPlayback gets them with it, as it did when they lived here (DECISIONS.md D080).
@_exported public import HapSystem
