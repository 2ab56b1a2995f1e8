internal import CSndfile
import Glibc
import HapSystem

extension AudioDecoder {
  /// Reads the sound open on `descriptor` (not closed here) block by block, each block mixed
  /// down and resampled to `rate` as it arrives, so that only the resampled sound is held;
  /// `name` is used in messages. Refuses what `decode` refuses, but allows
  /// `analysisMaximumSeconds`.
  public static func decodeForAnalysis(
    descriptor: Int32, name: String, rate: Int = AudioAnalyzer.analysisRate,
    maximumSeconds: Int = analysisMaximumSeconds
  ) throws(AudioError) -> AnalysisSound {
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_size == 0 {
      throw AudioError(.empty, file: name, "the file is empty (0 bytes); nothing to import")
    }
    var info = SF_INFO()
    guard let file = sf_open_fd(descriptor, Int32(SFM_READ), &info, 0) else {
      throw notAudio(name)
    }
    defer { sf_close(file) }
    return try analysisSound(file, info, name: name, rate: rate, maximumSeconds: maximumSeconds)
  }

  /// Reads a sound file's `bytes` as `decodeForAnalysis(descriptor:name:rate:)` reads a file.
  public static func decodeForAnalysis(
    bytes: [UInt8], name: String, rate: Int = AudioAnalyzer.analysisRate,
    maximumSeconds: Int = analysisMaximumSeconds
  ) throws(AudioError) -> AnalysisSound {
    guard !bytes.isEmpty else {
      throw AudioError(.empty, file: name, "the file is empty (0 bytes); nothing to import")
    }
    let memory = MemorySoundFile(bytes)
    var callbacks = MemorySoundFile.callbacks
    var info = SF_INFO()
    let user = Unmanaged.passUnretained(memory).toOpaque()
    guard let file = sf_open_virtual(&callbacks, Int32(SFM_READ), &info, user) else {
      throw notAudio(name)
    }
    // libsndfile reads through `user` until it is closed, so `memory` lives until then.
    defer {
      sf_close(file)
      withExtendedLifetime(memory) {}
    }
    return try analysisSound(file, info, name: name, rate: rate, maximumSeconds: maximumSeconds)
  }

  private static func analysisSound(
    _ file: OpaquePointer, _ info: SF_INFO, name: String, rate: Int, maximumSeconds: Int
  ) throws(AudioError) -> AnalysisSound {
    let format = try check(
      file, info, name: name, maximumSeconds: maximumSeconds, maximumFrames: .max)
    let resampler = StreamingResampler(
      from: Int(info.samplerate), to: rate, expectedFrames: Int(info.frames),
      blockFrames: chunkFrames)
    try readAndResample(file, info, name: name, into: resampler)
    return AnalysisSound(
      samples: resampler.finish(), sourceRate: Int(info.samplerate),
      channels: Int(info.channels), format: format)
  }

  /// The most blocks a sound may have and still be read and resampled on one thread: for
  /// more, the reading goes on a thread of its own (D460).
  static let blocksReadAlone = 8

  /// Reads the sound's blocks into `resampler`: a long sound's on a thread of its own, each
  /// block resampled here as the next is read (a pipeline of two, D460), the same blocks in
  /// the same order as one thread reads them; a short sound's (or where no thread can start)
  /// on this thread alone.
  private static func readAndResample(
    _ file: OpaquePointer, _ info: SF_INFO, name: String, into resampler: StreamingResampler
  ) throws(AudioError) {
    let frames = Int(info.frames)
    let channels = Int(info.channels)
    if frames > blocksReadAlone * chunkFrames {
      let queue = BlockQueue(count: 4, frames: chunkFrames)
      // The file is read only by the reader until it has finished, and closed after the join.
      nonisolated(unsafe) let handle = file
      let reader = PosixThread.start {
        do throws(AudioError) {
          let read = try readBlocks(handle, frames: frames, channels: channels, path: name) {
            block, _ in queue.put(block)
          }
          queue.finish(.success(read))
        } catch {
          queue.finish(.failure(error))
        }
      }
      if let reader {
        let ending = queue.drain { resampler.append($0) }
        reader.join()
        _ = try ending.get()
        return
      }
    }
    _ = try readBlocks(file, frames: frames, channels: channels, path: name) {
      block, _ in resampler.append(block)
    }
  }
}
