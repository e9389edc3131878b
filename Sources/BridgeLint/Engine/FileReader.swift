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
  /// Files larger than this are refused rather than exhausting memory.
  public static let maximumFileSize = 512 << 20

  /// Reads `path`; `systemPath` (the file name's exact bytes) is opened instead when the name
  /// is not UTF-8 and `path` only spells it.
  public static func read(_ path: String, systemPath: [UInt8]? = nil) -> Result<[UInt8], FileReadError> {
    // Non-blocking, so a FIFO named `x.swift` is refused below instead of blocking in open(2).
    let descriptor =
      if let systemPath { open(PathTools.cPath(systemPath), O_RDONLY | O_NONBLOCK) } else {
        open(path, O_RDONLY | O_NONBLOCK)
      }
    guard descriptor >= 0 else { return .failure(FileReadError(path: path, reason: errnoText())) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(FileReadError(path: path, reason: errnoText())) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(FileReadError(path: path, reason: "is a directory"))
    // FIFOs, sockets and devices (a link to /dev/zero) never end or block: not source files.
    default: return .failure(FileReadError(path: path, reason: "not a regular file"))
    }
    let expected = Int(status.st_size)
    guard expected <= maximumFileSize else {
      return .failure(FileReadError(path: path, reason: "larger than \(maximumFileSize >> 20) MB"))
    }
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
      guard filled, bytes.count < maximumFileSize else { break }
      capacity = max(4096, bytes.count / 2)
    }
    return .success(bytes)
  }

  /// Reads all of standard input.
  public static func readStandardInput() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemRead(STDIN_FILENO, base, buffer.count)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }

  static func errnoText() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text).lowercased()
  }
}
