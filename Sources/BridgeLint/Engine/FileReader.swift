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

  public static func read(_ path: String) -> Result<[UInt8], FileReadError> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(FileReadError(path: path, reason: errnoText())) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(FileReadError(path: path, reason: errnoText())) }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      return .failure(FileReadError(path: path, reason: "is a directory"))
    }
    let expected = Int(status.st_size)
    guard expected <= maximumFileSize else {
      return .failure(FileReadError(path: path, reason: "larger than \(maximumFileSize >> 20) MB"))
    }
    var bytes = [UInt8](repeating: 0, count: max(expected, 0))
    var total = 0
    // Read what is there; a file that grows or shrinks meanwhile is read as found.
    while true {
      if total == bytes.count {
        if total >= maximumFileSize { break }
        bytes.append(contentsOf: repeatElement(0, count: max(4096, total / 2)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemRead(descriptor, base + total, buffer.count - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(FileReadError(path: path, reason: errnoText()))
      }
      if count == 0 { break }
      total += count
    }
    bytes.removeSubrange(total...)
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
