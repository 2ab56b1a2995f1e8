import Glibc

/// What a path names: a regular file, a folder, or one of the special files a reader refuses.
public enum FileKind: Sendable, Equatable {
  case regular
  case folder
  case symbolicLink
  case fifo
  case characterDevice
  case blockDevice
  case socket
  case other

  /// The kind of the file `stat` described by `mode`.
  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }

  /// The kind in words, for a message ("a fifo (named pipe)").
  public var words: String {
    switch self {
    case .regular: "a regular file"
    case .folder: "a folder"
    case .symbolicLink: "a symbolic link"
    case .fifo: "a fifo (named pipe)"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .other: "a special file"
    }
  }
}
