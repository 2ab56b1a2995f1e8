import HapSystem
import Testing

@testable import HapAudio

/// The queue between the thread that reads a long sound and the one that resamples it (D460)
/// hands over every block, in order, and then how the reading ended.
@Suite struct BlockQueueTests {
  /// Blocks of `sizes`, each sample numbering its place in the whole.
  static func blocks(_ sizes: [Int]) -> [[Float]] {
    var next: Float = 0
    return sizes.map { size in
      (0..<size).map { _ in
        defer { next += 1 }
        return next
      }
    }
  }

  static func drained(_ blocks: [[Float]], ending: Result<Int, AudioError>, frames: Int) -> (
    samples: [Float], sizes: [Int], ending: Result<Int, AudioError>
  ) {
    let queue = BlockQueue(count: 4, frames: frames)
    let reader = PosixThread.start {
      for block in blocks { block.withUnsafeBufferPointer { queue.put($0) } }
      queue.finish(ending)
    }
    var samples: [Float] = []
    var sizes: [Int] = []
    let result = queue.drain { block in
      samples += block
      sizes.append(block.count)
    }
    reader?.join()
    return (samples, sizes, result)
  }

  @Test func everyBlockArrivesInOrder() throws {
    var sizes = Array(repeating: 64, count: 500)
    sizes += [1, 63, 2, 64, 7]
    let blocks = Self.blocks(sizes)
    let read = Self.drained(blocks, ending: .success(sizes.reduce(0, +)), frames: 64)
    #expect(read.sizes == sizes)
    #expect(read.samples == blocks.flatMap { $0 })
    #expect(try read.ending.get() == sizes.reduce(0, +))
  }

  @Test func aFailureComesAfterTheBlocksBeforeIt() {
    let blocks = Self.blocks([8, 8, 3])
    let failure = AudioError(.truncated, file: "s.wav", "no samples")
    let read = Self.drained(blocks, ending: .failure(failure), frames: 8)
    #expect(read.sizes == [8, 8, 3])
    guard case .failure(let error) = read.ending else {
      Issue.record("the reading's failure was lost")
      return
    }
    #expect(error.kind == .truncated)
  }

  @Test func nothingPutEndsAtOnce() throws {
    let read = Self.drained([], ending: .success(0), frames: 16)
    #expect(read.sizes.isEmpty)
    #expect(try read.ending.get() == 0)
  }
}
