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
