import HapModel

extension EditorRuntime {
  /// Fires what fell due: playback ticks, the recovery write, the disk and device polls.
  func fireTimers(now: Int) {
    let due = ticks.filter { $0.due <= now }
    ticks.removeAll { $0.due <= now }
    fire(due)
    if let due = recoveryDue, due <= now {
      recoveryDue = nil
      worker?.storeRecovery(
        RecoveryContent(
          pattern: state.track.pattern, title: state.document.title,
          frontmatter: state.frontmatterEdits))
    }
    if now >= nextDiskPoll {
      nextDiskPoll = now + 2000
      watchDisk()
    }
    if let pollDevice = environment.pollDevice, now >= nextDevicePoll {
      nextDevicePoll = now + 2000
      if let change = pollDevice() { dispatch(.deviceChanged(name: change)) }
    }
  }

  /// Writes unsaved edits to the recovery file: at once and here when the process is about to
  /// end (`final`, after the worker's thread has stopped), else through the worker.
  func keepUnsavedEdits(final: Bool) {
    guard state.isDirty, !state.isReadOnly else { return }
    recoveryDue = nil
    let content = RecoveryContent(
      pattern: state.track.pattern, title: state.document.title,
      frontmatter: state.frontmatterEdits)
    if final {
      worker?.storeRecoveryNow(content)
    } else {
      worker?.storeRecovery(content)
    }
  }
}
