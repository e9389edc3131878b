import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a `LanguageServer` over standard input and output: the reader (this thread) frames
/// messages and hands them to the session; writes are serialized by a lock.
public enum StdioTransport {
  /// Serves until `exit` or the end of input; returns the exit status (0 after `shutdown`).
  public static func run(options: LanguageServer.Options) -> Int32 {
    // A client that goes away must end the session with an error, not a signal.
    signal(SIGPIPE, SIG_IGN)
    let writer = Writer(descriptor: STDOUT_FILENO)
    let server = LanguageServer(options: options) { body in writer.write(MessageFramer.frame(body)) }
    var framer = MessageFramer()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return server.hasShutDown ? 0 : 1 }
      framer.append(chunk[0..<count])
      while let frame = framer.next() {
        switch frame {
        case .message(let body):
          if let status = server.handle(body) { return status }
        case .error(let reason):
          server.handleFramingError(reason)
        }
      }
    }
  }

  /// Writes whole messages to a file descriptor, one at a time.
  final class Writer: @unchecked Sendable {  // `lock` serializes writes
    private let descriptor: Int32
    private let lock = NSLock()

    init(descriptor: Int32) { self.descriptor = descriptor }

    func write(_ bytes: [UInt8]) {
      lock.lock()
      defer { lock.unlock() }
      var written = 0
      while written < bytes.count {
        let result = bytes.withUnsafeBytes { buffer in
          #if canImport(Glibc)
            Glibc.write(descriptor, buffer.baseAddress?.advanced(by: written), buffer.count - written)
          #else
            Darwin.write(descriptor, buffer.baseAddress?.advanced(by: written), buffer.count - written)
          #endif
        }
        if result < 0 && errno == EINTR { continue }
        // The client is gone: the reader sees the end of input and the session ends.
        guard result > 0 else { return }
        written += result
      }
    }
  }
}
