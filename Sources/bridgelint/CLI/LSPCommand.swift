import BridgeLint
import Rules

/// `bridgelint lsp`: the language server over standard input and output (see docs/editors.md).
enum LSPCommand {
  static func run(_ arguments: [String]) throws -> Int32 {
    var jobs = Parallel.defaultJobs
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      let (name, inline) = ArgumentReader.split(argument)
      switch name {
      // Clients such as vscode-languageclient append `--stdio`; it is the only transport.
      case "--stdio": continue
      case "--jobs": jobs = try reader.jobs(for: name, inline: inline)
      default:
        throw UsageError("unknown option \(YAMLParser.quoted(argument)) for 'lsp'")
      }
    }
    return StdioTransport.run(
      options: LanguageServer.Options(rules: RuleRegistry.all, version: BridgeLintVersion.current, jobs: jobs))
  }
}
