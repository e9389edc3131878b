#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Why a file could not be read. Any bytes at all are lintable; only these are per-file errors.
public struct FileReadError: Error, Sendable, Equatable {
  public var path: String
  public var reason: String
  public var description: String { "\(path): error: cannot read file: \(reason)" }
}

/// Reads whole files with POSIX calls (no Foundation on the hot path).
public enum FileReader {
  /// Files larger than this are refused rather than exhausting memory (standard input too).
  public static let maximumFileSize = 512 << 20
  /// Caps for what is read whole before any work starts.
  public static let maximumConfigurationSize = 16 << 20
  public static let maximumBaselineSize = 256 << 20
  public static let maximumFileListSize = 64 << 20

  /// Reads `path`; `systemPath` (the file name's exact bytes) is opened instead when the name
  /// is not UTF-8 and `path` only spells it (else a path with `\xHH` escapes is opened as the
  /// bytes it spells). Past `limit` bytes the read fails. `allowsStreams` reads a pipe or a
  /// character device (`--filelist <(git diff --name-only)`, `/dev/stdin`) to its end.
  public static func read(
    _ path: String, systemPath: [UInt8]? = nil, limit: Int = maximumFileSize, allowsStreams: Bool = false
  ) -> Result<[UInt8], FileReadError> {
    // Non-blocking, so a FIFO named `x.swift` is refused below instead of blocking in open(2).
    let descriptor = open(PathTools.cPath(systemPath ?? PathTools.systemBytes(path)), O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(FileReadError(path: path, reason: errnoText())) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(FileReadError(path: path, reason: errnoText())) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(FileReadError(path: path, reason: "is a directory"))
    case let type where allowsStreams && (type == S_IFIFO || type == S_IFCHR || type == S_IFSOCK):
      // Blocking from here: the stream ends when its writer closes it.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      return readStream(descriptor, path: path, limit: limit)
    // FIFOs, sockets and devices (a link to /dev/zero) never end or block: not source files.
    default: return .failure(FileReadError(path: path, reason: "not a regular file"))
    }
    let expected = Int(status.st_size)
    guard expected <= limit else { return .failure(tooLarge(path, limit)) }
    // Read straight into the array's storage (no zero-filling first); a file that grows
    // while being read is read as found, in chunks.
    var bytes: [UInt8] = []
    var failure: Int32 = 0
    var capacity = max(expected, 0) + 1
    while true {
      var chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        initialized = 0
        guard let base = buffer.baseAddress else { return }
        while initialized < buffer.count {
          let count = systemRead(descriptor, base + initialized, buffer.count - initialized)
          if count < 0 {
            if errno == EINTR { continue }
            failure = errno
            return
          }
          if count == 0 { break }
          initialized += count
        }
      }
      if failure != 0 {
        errno = failure
        return .failure(FileReadError(path: path, reason: errnoText()))
      }
      let filled = chunk.count == capacity
      if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
      chunk = []
      guard filled else { break }
      // Grew while being read: still capped.
      guard bytes.count <= limit else { return .failure(tooLarge(path, limit)) }
      capacity = max(4096, bytes.count / 2)
    }
    return .success(bytes)
  }

  private static func tooLarge(_ path: String, _ limit: Int) -> FileReadError {
    FileReadError(path: path, reason: "larger than \(limit >> 20) MB")
  }

  /// Reads a descriptor to its end, refusing more than `limit` bytes.
  static func readStream(_ descriptor: Int32, path: String, limit: Int) -> Result<[UInt8], FileReadError> {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemRead(descriptor, base, buffer.count)
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
        continue
      }
      if count < 0 { return .failure(FileReadError(path: path, reason: errnoText())) }
      if count == 0 { return .success(bytes) }
      guard bytes.count + count <= limit else { return .failure(tooLarge(path, limit)) }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// Reads all of standard input, as files are read: at most `maximumFileSize` bytes.
  public static func readStandardInput() -> Result<[UInt8], FileReadError> {
    var status = stat()
    // A file redirected in says its size up front.
    if fstat(STDIN_FILENO, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
      && Int(status.st_size) > maximumFileSize
    {
      return .failure(tooLarge("standard input", maximumFileSize))
    }
    return readStream(STDIN_FILENO, path: "standard input", limit: maximumFileSize)
  }

  static func errnoText() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text).lowercased()
  }
}
