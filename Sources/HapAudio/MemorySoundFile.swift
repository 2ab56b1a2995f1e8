internal import CSndfile

/// A sound file's bytes in memory, read by libsndfile through its virtual I/O callbacks.
final class MemorySoundFile {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The callbacks; `user_data` is an unretained pointer to a `MemorySoundFile`.
  static let callbacks = SF_VIRTUAL_IO(
    get_filelen: { user in sf_count_t(file(user).bytes.count) },
    seek: { offset, whence, user in
      let memory = file(user)
      let base: Int
      switch whence {
      case SEEK_CUR: base = memory.position
      case SEEK_END: base = memory.bytes.count
      default: base = 0
      }
      let target = base + Int(offset)
      guard target >= 0 else { return -1 }
      memory.position = target
      return sf_count_t(target)
    },
    read: { pointer, count, user in
      let memory = file(user)
      guard let pointer, count > 0, memory.position < memory.bytes.count else { return 0 }
      let length = min(Int(count), memory.bytes.count - memory.position)
      memory.bytes.withUnsafeBytes { source in
        UnsafeMutableRawPointer(pointer).copyMemory(
          from: source.baseAddress! + memory.position, byteCount: length)
      }
      memory.position += length
      return sf_count_t(length)
    },
    write: { _, _, _ in 0 },
    tell: { user in sf_count_t(file(user).position) })

  private static func file(_ user: UnsafeMutableRawPointer?) -> MemorySoundFile {
    Unmanaged<MemorySoundFile>.fromOpaque(user!).takeUnretainedValue()
  }
}
