import Glibc
import HapSite
import HapSystem

/// The file system side of `haptui site`: claiming the output folder, writing the site's files
/// inside it, never through a symbolic link and never outside it (DECISIONS.md D125), and
/// removing the files an earlier build wrote that this one did not (D171).
enum SiteFolder {
  /// Makes `folder` ready: creates it when missing, accepts it when empty, when it holds the
  /// marker of an earlier build, or with `force`. Returns the earlier build's manifest (empty
  /// when there was none), or a message when the folder is refused or cannot be made. A
  /// folder without a marker gets one, so it is claimed even if the build stops half-way.
  static func claim(_ folder: String, force: Bool) -> Result<SiteClaim, SiteFolderProblem> {
    var info = stat()
    var made = false
    if stat(folder, &info) != 0 {
      if let problem = OutputFiles.makeFolder(folder) {
        return .failure(SiteFolderProblem(problem))
      }
      made = true
    } else if info.st_mode & S_IFMT != S_IFDIR {
      return .failure(
        SiteFolderProblem("\(folder) exists and is not a folder; give --out a folder"))
    }
    let marker = join(folder, SiteBuilder.marker)
    if isRegularFile(marker), case .success(let bytes) = Files.read(marker, limit: 64 << 20) {
      return .success(
        SiteClaim(manifest: SiteManifest(text: String(decoding: bytes, as: UTF8.self))))
    }
    let empty = made || isEmpty(folder)
    if !force, !empty {
      return .failure(
        SiteFolderProblem(
          "\(folder) is not empty and was not made by haptui site (it has no "
            + "\(SiteBuilder.marker) file); choose an empty or new folder, or give --force to "
            + "write into it anyway"))
    }
    if let problem = writeManifest(SiteManifest(), into: folder) {
      return .failure(SiteFolderProblem(problem))
    }
    return .success(SiteClaim(manifest: SiteManifest(), fresh: empty))
  }

  /// Leaves `manifest` as the folder's marker.
  static func writeManifest(_ manifest: SiteManifest, into folder: String) -> String? {
    OutputFiles.write(
      Array(manifest.text.utf8), to: join(folder, SiteBuilder.marker), durable: false)
  }

  /// Writes `file` under `folder`: its path must be one the site may write, and every folder
  /// on the way must be a real folder inside `folder` (made here when missing). `checked`
  /// holds the folders already found to be real ones, so each is looked at once. In a `fresh`
  /// folder (one the claim found new or empty) a file is created in place, without the
  /// temporary file and rename that keep an earlier build's file whole for a reader (D2XX).
  static func write(
    _ file: SiteFile, into folder: String, fresh: Bool = false, checked: inout Set<String>
  ) -> String? {
    guard SiteFile.isSafe(file.path) else {
      return "refused to write \(file.path): not a plain path inside the site"
    }
    let parts = file.path.split(separator: "/").map(String.init)
    var path = folder
    for part in parts.dropLast() {
      path = join(path, part)
      if checked.contains(path) { continue }
      var info = stat()
      if lstat(path, &info) != 0 {
        if mkdir(path, 0o755) != 0, errno != EEXIST {
          return "cannot create folder \(path): \(String(cString: strerror(errno)))"
        }
        guard lstat(path, &info) == 0 else { return "cannot create folder \(path)" }
      }
      guard info.st_mode & S_IFMT == S_IFDIR else {
        return "refused to write under \(path): it is not a folder (a symbolic link or a file)"
      }
      checked.insert(path)
    }
    let target = join(path, parts[parts.count - 1])
    if fresh {
      let outcome = create(file.bytes, at: target)
      if outcome.created || outcome.problem != nil { return outcome.problem }
    }
    // A rebuild leaves a file that already holds these bytes alone: no write, and no rename
    // over it, which ext4 follows with a flush of the new file's data (D170).
    if holds(file.bytes, at: target) { return nil }
    return OutputFiles.write(file.bytes, to: target, durable: false)
  }

  /// Creates `path` anew with `bytes`: created, or a problem, or neither when something is
  /// already there (then the file is written as into an earlier build's folder).
  private static func create(
    _ bytes: [UInt8], at path: String
  ) -> (created: Bool, problem: String?) {
    // O_EXCL fails on any name already there, a symbolic link included.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      if errno == EEXIST { return (false, nil) }
      return (false, "cannot write \(path): \(String(cString: strerror(errno)))")
    }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        unlink(path)
        return (false, "cannot write \(path): \(reason)")
      }
      offset += written
    }
    guard close(descriptor) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(path)
      return (false, "cannot write \(path): \(reason)")
    }
    return (true, nil)
  }

  /// Whether `path` is a regular file (not a link) holding exactly `bytes`.
  private static func holds(_ bytes: [UInt8], at path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) == bytes.count
    else { return false }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var existing = [UInt8](repeating: 0, count: bytes.count + 1)
    var filled = 0
    while filled < existing.count {
      let got = existing.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + filled, $0.count - filled)
      }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { break }
      filled += got
    }
    return filled == bytes.count && existing.prefix(filled).elementsEqual(bytes)
  }

  /// Removes the files at `paths` (relative to `folder`, from an earlier build's manifest)
  /// that are still regular files reached through real folders, then the folders they leave
  /// empty. Anything else at those paths (a folder, a link, a file under a linked folder) is
  /// left alone. Returns how many files were removed.
  static func removeStale(_ paths: [String], in folder: String) -> Int {
    var removed = 0
    var emptied: Set<String> = []
    for relative in paths where SiteFile.isSafe(relative) {
      let parts = relative.split(separator: "/").map(String.init)
      var path = folder
      var real = true
      for part in parts.dropLast() {
        path = join(path, part)
        var info = stat()
        if lstat(path, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR {
          real = false
          break
        }
      }
      guard real else { continue }
      let file = join(folder, relative)
      var info = stat()
      guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, unlink(file) == 0 else {
        continue
      }
      removed += 1
      var parent = parts.dropLast()
      while !parent.isEmpty {
        emptied.insert(parent.joined(separator: "/"))
        parent = parent.dropLast()
      }
    }
    // Deepest first; rmdir removes only empty folders, so a user's file keeps its folder.
    for relative in emptied.sorted(by: { $0.count > $1.count }) {
      rmdir(join(folder, relative))
    }
    return removed
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  private static func isEmpty(_ folder: String) -> Bool {
    guard let stream = opendir(folder) else { return false }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != ".", name != ".." { return false }
    }
    return true
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }
}
