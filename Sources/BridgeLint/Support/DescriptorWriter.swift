#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Writing a whole buffer to a file descriptor, shared by reports, baselines and `--fix`.
public enum DescriptorWriter {
  /// Writes all of `bytes`, retrying on `EINTR` and waiting for writability on `EAGAIN` (a
  /// non-blocking descriptor, as some CI runners give); returns the reason on failure.
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    bytes.withUnsafeBytes { buffer -> String? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
          continue
        }
        if written < 0 && errno == EINTR { continue }
        if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
          var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          if poll(&request, 1, -1) < 0 && errno != EINTR { return FileReader.errnoText() }
          continue
        }
        return written == 0 ? "nothing written" : FileReader.errnoText()
      }
      return nil
    }
  }
}
