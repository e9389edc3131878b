import BridgeLint

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  // glibc raises its mmap threshold to the largest block freed (up to 32 MB), so once a large file's
  // bytes and tokens were freed, every later large buffer came from the heap arenas, which keep
  // what is freed: fixed, blocks above it go back to the system when freed. Peak RSS on 4.4 M lines
  // of apps: about 19 MB less with the default rules, 16 MB with every rule (README, issue 28).
  // `mallopt` is looked up: Swift's Glibc module does not import <malloc.h>.
  if let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
    _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 256 << 10)
  }
#endif

// Arguments are bytes: a file name that is not UTF-8 keeps them (escaped one-to-one, see
// `PathTools.pathString`) instead of becoming U+FFFD, which names no file.
var arguments: [String] = []
for index in 1..<max(1, Int(CommandLine.argc)) {
  guard let argument = CommandLine.unsafeArgv[index] else { continue }
  let length = strlen(argument)
  arguments.append(
    argument.withMemoryRebound(to: UInt8.self, capacity: length) {
      PathTools.pathString(UnsafeBufferPointer(start: $0, count: length))
    })
}

// The single exit path: every command returns an `ExitStatus`.
var status = CommandLineTool.run(arguments)
// A report that did not reach standard output is a failed run, whatever the findings said.
if let failure = Output.standardOutputFailure {
  Output.standardError("error: \(failure)\n")
  status = max(status, .failure)
}
exit(status.rawValue)
