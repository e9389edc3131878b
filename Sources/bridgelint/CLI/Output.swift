import BridgeLint

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A write that did not happen: `cannot write PATH: reason`.
struct WriteFailure: Error, CustomStringConvertible {
  var path: String
  var reason: String
  var description: String { "cannot write \(path): \(reason)" }
}

/// Writes to standard output and error without buffering surprises: findings go to
/// stdout, everything else (warnings about files, progress, summary) to stderr. Nothing is
/// claimed that did not happen: every write and close is checked.
enum Output {
  /// The first failed write to standard output; `main` turns it into exit status 2.
  nonisolated(unsafe) private(set) static var standardOutputFailure: WriteFailure?

  static func standardOutput(_ text: String) {
    guard standardOutputFailure == nil else { return }
    if let reason = write(Array(text.utf8), to: STDOUT_FILENO) {
      standardOutputFailure = WriteFailure(path: "standard output", reason: reason)
    }
  }

  /// Bytes to standard output as they are (fixed source and patches need not be UTF-8).
  static func standardOutputBytes(_ bytes: [UInt8]) {
    guard standardOutputFailure == nil, !bytes.isEmpty else { return }
    if let reason = write(bytes, to: STDOUT_FILENO) {
      standardOutputFailure = WriteFailure(path: "standard output", reason: reason)
    }
  }

  /// Standard error: a failure here has nowhere to be reported.
  static func standardError(_ text: String) { _ = write(Array(text.utf8), to: STDERR_FILENO) }

  /// Writes all of `bytes` (see `DescriptorWriter.writeAll`).
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    DescriptorWriter.writeAll(bytes, to: descriptor)
  }

  static func writeFile(_ text: String, to path: String) -> WriteFailure? {
    writeFile(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path` atomically: into a new file in the same folder, flushed to disk,
  /// then renamed over the target, so a reader (or a kill at any moment) sees the old file or
  /// the new one, never a mix. A symlink at `path` is replaced, never followed (a repository
  /// can commit `report.sarif -> elsewhere`); an existing file keeps its permissions. Devices,
  /// FIFOs and the system's `/dev` and `/proc` paths (`/dev/stdout`) are streams: written in place.
  static func writeFile(_ bytes: [UInt8], to path: String) -> WriteFailure? {
    func failure(_ reason: String) -> WriteFailure { WriteFailure(path: path, reason: reason) }
    guard !path.isEmpty else { return failure("empty path") }
    var existing = stat()
    let exists = lstat(path, &existing) == 0
    if !exists && errno != ENOENT { return failure(errnoText()) }
    let type = existing.st_mode & S_IFMT
    if exists && type == S_IFDIR { return failure("is a directory") }
    let isSystemPath = path.hasPrefix("/dev/") || path.hasPrefix("/proc/")
    if exists && (isSystemPath || (type != S_IFREG && type != S_IFLNK)) { return writeInPlace(bytes, to: path) }

    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard !name.isEmpty else { return failure("is a directory") }
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary = folder + "/." + name + ".bridgelint-\(getpid())-\(attempt)-\(UInt32.random(in: .min ... .max)).tmp"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { return failure(errnoText()) }
    var reason: String?
    // The replaced file's mode and, where allowed, its owner (a link's own mode is meaningless).
    if exists && type == S_IFREG {
      if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { reason = errnoText() }
      _ = fchown(descriptor, existing.st_uid, existing.st_gid)
    }
    if reason == nil { reason = write(bytes, to: descriptor) }
    if reason == nil && fsync(descriptor) != 0 { reason = errnoText() }
    if close(descriptor) != 0 && reason == nil { reason = errnoText() }
    if reason == nil && rename(temporary, path) != 0 { reason = errnoText() }
    if let reason {
      unlink(temporary)
      return failure(reason)
    }
    // The rename itself is durable once the folder is flushed (best effort: not every file system can).
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
    return nil
  }

  /// A stream target (a terminal, a pipe, `/dev/null`, `/dev/full`): cannot be replaced atomically.
  private static func writeInPlace(_ bytes: [UInt8], to path: String) -> WriteFailure? {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { return WriteFailure(path: path, reason: errnoText()) }
    var reason = write(bytes, to: descriptor)
    if close(descriptor) != 0 && reason == nil { reason = errnoText() }
    return reason.map { WriteFailure(path: path, reason: $0) }
  }

  static func errnoText() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text).lowercased()
  }
}
