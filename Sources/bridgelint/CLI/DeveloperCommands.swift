import BridgeLint

/// `dump-tokens` and `dump-syntax`: developer views of the tokenizer and parser.
enum DeveloperCommands {
  /// Prints each file's token stream in `swift-tokens-oracle --lexical-keywords` format.
  static func dumpTokens(_ paths: [String]) -> ExitStatus {
    var status = ExitStatus.success
    var output: [UInt8] = []
    for path in paths {
      switch FileReader.read(path) {
      case .success(let bytes):
        TokenDump.render(path: path, bytes: bytes, into: &output)
      case .failure(let error):
        output.append(contentsOf: Array("FILE \(path)\nERROR cannot read file\n".utf8))
        Output.standardError(error.description + "\n")
        status = .failure
      }
      if output.count > 1 << 20 {
        Output.standardOutput(String(decoding: output, as: UTF8.self))
        output.removeAll(keepingCapacity: true)
      }
    }
    Output.standardOutput(String(decoding: output, as: UTF8.self))
    return status
  }

  /// Prints each comment of each file, its bytes followed by a NUL (`Scripts/check-fixes`
  /// compares them before and after fixing).
  static func dumpComments(_ paths: [String]) -> ExitStatus {
    var status = ExitStatus.success
    var output: [UInt8] = []
    for path in paths {
      switch FileReader.read(path) {
      case .success(let bytes):
        for comment in Tokenizer.tokenize(bytes).comments {
          let end = min(Int(comment.end), bytes.count)
          output.append(contentsOf: bytes[min(Int(comment.start), end)..<end])
          output.append(0)
        }
      case .failure(let error):
        Output.standardError(error.description + "\n")
        status = .failure
      }
    }
    Output.standardOutputBytes(output)
    return status
  }

  /// Tokenizes and fully parses every `.swift` file under `paths` once, on one thread, and
  /// prints the throughput (for measuring the front end alone).
  static func parseBench(_ paths: [String]) -> ExitStatus {
    guard case .success(let directory) = PathTools.currentDirectory() else {
      Output.standardError("error: cannot read the current directory\n")
      return .failure
    }
    let discovered = FileDiscovery().discover(paths, currentDirectory: directory)
    let files = discovered.files
    for problem in discovered.problems { Output.standardError("\(problem.path): error: \(problem.message)\n") }
    var timings = StageTimings()
    var bytes = 0
    var tokens = 0
    for path in files {
      guard case .success(let contents) = FileReader.read(path, systemPath: discovered.systemPaths[path]) else {
        continue
      }
      bytes += contents.count
      let file = ParsedFile(source: SourceFile(path: path, bytes: contents), timings: &timings)
      tokens += file.tokens.count
    }
    let seconds = timings[.tokenize] + timings[.parse]
    Output.standardOutput(
      "files \(files.count), \(bytes) bytes, \(tokens) tokens: tokenize \(String(format: "%.3f", timings[.tokenize])) s, "
        + "parse \(String(format: "%.3f", timings[.parse])) s, "
        + "\(String(format: "%.1f", Double(bytes) / 1e6 / max(seconds, 1e-9))) MB/s (one thread, CPU time)\n")
    return discovered.problems.isEmpty ? .success : .failure
  }

  /// Prints each file's syntax outline.
  static func dumpSyntax(_ paths: [String]) -> ExitStatus {
    var status = ExitStatus.success
    for path in paths {
      switch FileReader.read(path) {
      case .success(let bytes):
        if paths.count > 1 { Output.standardOutput("FILE \(path)\n") }
        Output.standardOutput(SyntaxDump.render(ParsedFile(source: SourceFile(path: path, bytes: bytes))))
      case .failure(let error):
        Output.standardError(error.description + "\n")
        status = .failure
      }
    }
    return status
  }
}
