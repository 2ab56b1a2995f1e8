import HapAudio
import HapModel

extension EditorRuntime {
  /// Carries out playback's effects: the haptics, the attached sound and its card, the ticks.
  func performPlayback(_ effect: Effect) {
    switch effect {
    case .startPlayback(let request):
      if let problem = playback.start(request) {
        dispatch(.playbackFailed(generation: request.generation, message: problem))
        return
      }
      if let name = request.audition, name != "sound" {
        // A phone starts when the driver's worker has reached it (D237): the attached sound
        // waits for that report, so the two start together.
        startedAt = nil
        awaitingPhone = (request.generation, request.sound)
        return
      }
      // One instant for both: the player's thread starts its clock as `start` returns (its
      // schedule is computed before), and the sound's first frame is due at this instant.
      let instant = environment.nanoseconds()
      startedAt = (request.generation, instant)
      if let cue = request.sound {
        soundCard?.start(cue, instant: instant, generation: request.generation)
      }
      if playback.deviceName != state.playback.deviceName {
        // The device came or went since the last poll: what plays is said for the device
        // the driver actually opened.
        dispatch(.deviceChanged(name: playback.deviceName))
      }
    case .stopPlayback:
      awaitingPhone = nil
      playback.stop()
      soundCard?.stop()
      startedAt = nil
      ticks.removeAll()
    case .startSound(let cue, let generation):
      if let awaiting = awaitingPhone, awaiting.generation == generation {
        awaitingPhone?.sound = cue
      } else if let startedAt, startedAt.generation == generation {
        soundCard?.start(cue, instant: startedAt.instant, generation: generation)
      }
    case .stopSound:
      soundCard?.stop()
    case .openSoundCard(let sound):
      attachSoundCard(source: sound.name, audio: sound.decoded)
    case .closeSoundCard:
      closeSoundCard()
    case .scheduleTick(let generation, let afterMs):
      ticks.append((environment.milliseconds() + afterMs, generation))
    default:
      break
    }
  }

  /// The ticks that fell due: a sound that failed is said first, then each tick moves the
  /// playhead or ends the playback.
  func fire(_ due: [(due: Int, generation: Int)]) {
    if !due.isEmpty, let failure = soundCard?.takeFailure() {
      dispatch(.soundFailed(generation: failure.generation, message: failure.message))
    }
    for tick in due {
      if let elapsed = playback.elapsed {
        dispatch(.tick(generation: tick.generation, elapsed: elapsed))
      } else if let failure = playback.failure {
        dispatch(.playbackFailed(generation: tick.generation, message: failure))
      } else {
        dispatch(.playbackEnded(generation: tick.generation))
      }
    }
  }

  /// Passes what the driver learnt off the run loop to the reducer: what an audition target
  /// played, a stop that did not reach it; whether there was any.
  func takePlaybackReports() -> Bool {
    let reports = playback.takeReports()
    for report in reports {
      switch report {
      case .started(let generation, let summary):
        if let awaiting = awaitingPhone, awaiting.generation == generation {
          awaitingPhone = nil
          let instant = environment.nanoseconds()
          startedAt = (generation, instant)
          if let cue = awaiting.sound {
            soundCard?.start(cue, instant: instant, generation: generation)
          }
        }
        dispatch(.auditionStarted(generation: generation, summary: summary))
      case .stopFailed(let message):
        dispatch(.auditionStopFailed(message: message))
      }
    }
    return !reports.isEmpty
  }

  /// Opens the sound card for `audio`, the decoded sound `source` names (closing the card of
  /// an earlier sound first), and tells the reducer what it got.
  func attachSoundCard(source: String, audio: DecodedAudio) {
    guard let output = environment.soundOutput else { return }
    soundCard?.close()
    let (card, cardState) = SoundCardSetup.open(source: source, audio: audio, output: output)
    soundCard = card
    dispatch(.soundCardOpened(cardState))
  }

  /// Stops and closes the sound card.
  func closeSoundCard() {
    soundCard?.stop()
    soundCard?.close()
    soundCard = nil
  }

  /// Stops the motors and the sound, and closes the sound card: on every way out of the run.
  func stopDevices() {
    playback.finish()
    soundCard?.close()
  }
}
