#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to standard output and error without buffering surprises: findings go to
/// stdout, everything else (warnings about files, progress, summary) to stderr.
enum Output {
  static func standardOutput(_ text: String) { write(text, to: STDOUT_FILENO) }
  static func standardError(_ text: String) { write(text, to: STDERR_FILENO) }

  static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        #if canImport(Glibc)
          return Glibc.write(descriptor, base + offset, buffer.count - offset)
        #else
          return Darwin.write(descriptor, base + offset, buffer.count - offset)
        #endif
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }

  /// Writes `text` to `path`; returns an error message on failure.
  static func writeFile(_ text: String, to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return "cannot write '\(path)': \(String(cString: strerror(errno)))" }
    write(text, to: descriptor)
    close(descriptor)
    return nil
  }
}
