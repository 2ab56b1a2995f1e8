import Glibc
import HapSystem

/// Whether a save may replace a file, judged from its permission bits as vim does, not from
/// whether the system would let the write through.
///
/// A save writes a temporary file and renames it over the target, which only needs the
/// folder to be writable: a mode 444 file in a writable folder would be replaced silently.
/// And root passes every permission check, so the mode bits are read here: a file or folder
/// with no write bit at all is read-only for everyone, root included.
enum WriteAccess {
  /// Why saving to `path` is refused (the file is read-only, or its folder cannot be
  /// written), or `nil` when a save may go ahead.
  static func problem(savingTo path: String) -> String? {
    let target = resolved(path)
    var info = stat()
    if stat(target, &info) == 0 {
      let mode = info.st_mode & 0o777
      if mode & 0o222 == 0 || access(target, W_OK) != 0 {
        return "\(name(of: path)) is read-only (mode \(octal(mode)))"
      }
    }
    let folder = folderName(of: target)
    var folderInfo = stat()
    guard stat(folder, &folderInfo) == 0 else {
      return "the folder \(folder) does not exist"
    }
    let mode = folderInfo.st_mode & 0o777
    if mode & 0o222 == 0 || access(folder, W_OK | X_OK) != 0 {
      return "the folder \(folder) cannot be written (mode \(octal(mode))), so "
        + "\(name(of: path)) cannot be saved there"
    }
    return nil
  }

  /// Where a copy of `path` can be saved instead: next to it as `NAME-copy.hap.md` when its
  /// folder is writable, else the same name in `$HOME`, else in `/tmp`.
  static func suggestion(for path: String) -> String {
    let base = name(of: path)
    let stem = base.hasSuffix(".hap.md") ? String(base.dropLast(".hap.md".count)) : base
    var candidates = [folderName(of: path) + "/" + stem + "-copy.hap.md"]
    if let home = ProcessEnvironment.value("HOME") { candidates.append(home + "/" + base) }
    candidates.append("/tmp/" + base)
    return candidates.first { !Files.exists($0) && problem(savingTo: $0) == nil }
      ?? candidates[candidates.count - 1]
  }

  static func octal(_ mode: mode_t) -> String {
    String(mode, radix: 8)
  }

  static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  static func folderName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// `path` with symbolic links resolved when it exists (a save replaces the link's target).
  static func resolved(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }
}
