import BridgeLint

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
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
