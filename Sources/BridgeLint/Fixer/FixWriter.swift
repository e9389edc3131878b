#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary file `--fix` writes next to a source file before renaming it over the original:
/// `.NAME.swift.bridgelint-PID-ATTEMPT-RANDOM.tmp`. The walker never lints it (it does not end in
/// `.swift`), and a later `--fix` removes one whose process is gone (killed mid-write).
public enum FixTemporaryFile {
  public static func name(for fileName: String, pid: Int32, attempt: Int, random: UInt32) -> String {
    "." + fileName + ".bridgelint-\(pid)-\(attempt)-\(random).tmp"
  }

  /// The process that made the file named `name`, when `name` has exactly the shape above.
  public static func ownerPID(_ name: String) -> Int32? {
    let bytes = Array(name.utf8)
    let marker = Array(".swift.bridgelint-".utf8)
    let suffix = Array(".tmp".utf8)
    guard bytes.first == UInt8(ascii: "."), bytes.count > marker.count + suffix.count + 6,
      bytes.suffix(suffix.count).elementsEqual(suffix)
    else { return nil }
    // The last `.swift.bridgelint-` (a file name may itself contain the marker).
    var start: Int?
    var position = bytes.count - suffix.count - marker.count
    while position >= 1 {
      if bytes[position..<(position + marker.count)].elementsEqual(marker) {
        start = position + marker.count
        break
      }
      position -= 1
    }
    guard let start, start - marker.count > 1 else { return nil }
    let fields = bytes[start..<(bytes.count - suffix.count)].split(
      separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard fields.count == 3,
      fields.allSatisfy({ !$0.isEmpty && $0.count <= 10 && $0.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } })
    else { return nil }
    return Int32(String(decoding: fields[0], as: UTF8.self))
  }

  public static func matches(_ name: String) -> Bool { ownerPID(name) != nil }

  /// The process that wrote the file at `path` (by its name) no longer runs.
  public static func isStale(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let pid = ownerPID(name), pid > 0, pid != getpid() else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }
}

/// Writes a fixed source file, and only when that is safe: never through a symlink, never a
/// read-only file or one with other hard links (a fix would silently part them), and never over
/// an edit saved while the fix ran (the file must still hold the bytes the fix was made from).
public enum FixWriter {
  public enum Outcome: Equatable, Sendable {
    case written
    /// Left alone, for a warning: `not fixed: REASON`.
    case notFixed(String)
    /// The write failed: exit status 2.
    case failed(String)
  }

  public static let symlink = "it is a symlink (its target is fixed only when linted under its own name)"
  public static let readOnly = "read-only"
  public static let otherLinks = "has other links"
  public static let changed = "changed while fixing"

  /// Replaces the regular file at `path` atomically (a temporary file in its folder, renamed over
  /// it, with its mode and owner) when it still holds `original`. `beforeRename` runs just before
  /// the check (tests edit the file there).
  public static func replace(
    _ path: String, original: [UInt8], with bytes: [UInt8], beforeRename: () -> Void = {}
  ) -> Outcome {
    let system = PathTools.cPath(path)
    var before = stat()
    guard lstat(system, &before) == 0 else { return .failed(FileReader.errnoText()) }
    switch before.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFLNK: return .notFixed(symlink)
    default: return .failed("not a regular file")
    }
    // Root may write anything: the owner's write bit says what the file's owner meant.
    if before.st_mode & S_IWUSR == 0 || access(system, W_OK) != 0 { return .notFixed(readOnly) }
    if before.st_nlink > 1 { return .notFixed(otherLinks) }

    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary =
        folder + "/"
        + FixTemporaryFile.name(for: name, pid: getpid(), attempt: attempt, random: .random(in: .min ... .max))
      descriptor = open(PathTools.cPath(temporary), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { return .failed(FileReader.errnoText()) }
    var reason: String?
    if fchmod(descriptor, before.st_mode & 0o7777) != 0 { reason = FileReader.errnoText() }
    _ = fchown(descriptor, before.st_uid, before.st_gid)
    if reason == nil { reason = DescriptorWriter.writeAll(bytes, to: descriptor) }
    if reason == nil && fsync(descriptor) != 0 { reason = FileReader.errnoText() }
    if close(descriptor) != 0 && reason == nil { reason = FileReader.errnoText() }
    if let reason {
      unlink(PathTools.cPath(temporary))
      return .failed(reason)
    }
    beforeRename()
    // Still the file that was read: the same inode, and the same bytes (an editor may save in place).
    var now = stat()
    let same =
      lstat(system, &now) == 0 && now.st_dev == before.st_dev && now.st_ino == before.st_ino
      && Int(now.st_size) == original.count
      && (try? FileReader.read(path).get()) == original
    guard same else {
      unlink(PathTools.cPath(temporary))
      return .notFixed(changed)
    }
    if rename(PathTools.cPath(temporary), system) != 0 {
      let reason = FileReader.errnoText()
      unlink(PathTools.cPath(temporary))
      return .failed(reason)
    }
    // The rename is durable once the folder is flushed (best effort).
    let folderDescriptor = open(PathTools.cPath(folder), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
    return .written
  }
}
