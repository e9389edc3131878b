import BridgeLint
import Rules

/// Dispatches to subcommands and turns errors into exit statuses and messages.
enum CommandLineTool {
  static let subcommands = ["lint", "map", "rules", "generate-docs", "lsp"]
  /// Developer subcommands, hidden from the main help.
  static let developerSubcommands = [
    "dump-tokens", "dump-syntax", "parse-bench", "dump-comments", "dump-corrections", "map-render-html",
  ]

  static func run(_ arguments: [String]) -> ExitStatus {
    var rest = arguments
    let command: String
    if let first = rest.first, subcommands.contains(first) || developerSubcommands.contains(first) {
      command = first
      rest.removeFirst()
    } else if let first = rest.first, first == "version" {
      guard rest.count == 1 else { return usageError("'version' takes no arguments", command: "lint") }
      Output.standardOutput("bridgelint \(BridgeLintVersion.current)\n")
      return .success
    } else if let first = rest.first, first == "help" {
      // `help SUBCOMMAND`: that subcommand's help, as `SUBCOMMAND --help` prints it.
      guard rest.count <= 2 else { return usageError("'help' takes one subcommand at most", command: "lint") }
      guard let topic = rest.dropFirst().first else {
        Output.standardOutput(Help.main)
        return .success
      }
      guard subcommands.contains(topic) || topic == "help" || topic == "version" else {
        return usageError(
          "unknown subcommand \(YAMLParser.quoted(topic))\(subcommandSuggestion(topic))", command: "lint")
      }
      Output.standardOutput(Help.text(for: topic))
      return .success
    } else if let first = rest.first, looksLikeSubcommand(first) {
      // `bridgelint rule` is a typo, not a file to lint: say so instead of "no such file".
      return usageError("unknown subcommand \(YAMLParser.quoted(first))\(subcommandSuggestion(first))", command: "lint")
    } else {
      command = "lint"
    }
    // `--` ends options: `bridgelint -- -h` lints a file named `-h`.
    let options = ArgumentReader.optionWords(rest)
    if options.contains("--version") && command == "lint" {
      Output.standardOutput("bridgelint \(BridgeLintVersion.current)\n")
      return .success
    }
    if options.contains("--help") || options.contains("-h") {
      Output.standardOutput(Help.text(for: command))
      return .success
    }
    do {
      switch command {
      case "map": return try MapCommand(arguments: rest).run()
      case "rules": return try RulesCommand(arguments: rest).run()
      case "generate-docs": return try GenerateDocsCommand(arguments: rest).run()
      // The protocol's exit codes: 0 after `shutdown`, 1 without it.
      case "lsp": return try LSPCommand.run(rest) == 0 ? .success : .findings
      case "dump-tokens": return DeveloperCommands.dumpTokens(rest)
      case "dump-comments": return DeveloperCommands.dumpComments(rest)
      case "dump-syntax": return DeveloperCommands.dumpSyntax(rest)
      case "dump-corrections": return CorrectionDump.write(into: rest)
      case "parse-bench": return DeveloperCommands.parseBench(rest)
      case "map-render-html": return try MapRenderHTMLCommand.run(rest)
      default: return try LintCommand(arguments: rest).run()
      }
    } catch let error as UsageError {
      return usageError(error.message, command: command)
    } catch {
      // Some errors already read `path: error: …`; never print `error: path: error: …`.
      let text = "\(error)"
      Output.standardError((text.contains("error: ") ? text : "error: " + text) + "\n")
      return .failure
    }
  }

  static func usageError(_ message: String, command: String) -> ExitStatus {
    Output.standardError(
      "Error: \(message)\n\n\(Help.usage(for: command))\n  See 'bridgelint --help' for more information.\n")
    return .usage
  }

  /// A first argument that is not an existing path and reads like a command word (letters and
  /// `-`, no `.` or `/`): `rule`, `lnt`, `generate`. A file or folder of that name is linted.
  static func looksLikeSubcommand(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    guard word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" }) else { return false }
    return PathTools.entryType(word) == .missing
  }

  static func subcommandSuggestion(_ word: String) -> String {
    Suggestion.didYouMean(word, among: subcommands + ["help", "version"])
  }
}

/// Help texts in swift-argument-parser's layout (OVERVIEW/USAGE/ARGUMENTS/OPTIONS/SUBCOMMANDS).
enum Help {
  static func usage(for command: String) -> String {
    switch command {
    case "rules": return "USAGE: bridgelint rules [<id>] [--format text|json|markdown] [--config <file>]"
    case "help": return "USAGE: bridgelint help [<subcommand>]"
    case "version": return "USAGE: bridgelint version"
    case "generate-docs": return "USAGE: bridgelint generate-docs [<directory>]"
    case "lsp": return "USAGE: bridgelint lsp [--jobs <n>]"
    case "map":
      return "USAGE: bridgelint map [<path> ...] [--format html|json|dot|mermaid] [--output <file>] "
        + "[--compare <base.json>] [--link-template <template>] [--config <file>]"
    default: return "USAGE: bridgelint [lint] [<path> ...] [<options>]"
    }
  }

  static func text(for command: String) -> String {
    switch command {
    case "rules": return rules
    case "generate-docs": return generateDocs
    case "map": return map
    case "lsp":
      return "OVERVIEW: Run the language server over standard input and output (see docs/editors.md).\n\n"
        + usage(for: "lsp") + "\n"
    case "help": return "OVERVIEW: Show help for bridgelint or one of its subcommands.\n\n\(usage(for: "help"))\n"
    case "version": return "OVERVIEW: Print bridgelint's version.\n\n\(usage(for: "version"))\n"
    default: return main
    }
  }

  private static func row(_ label: String, _ text: String) -> String {
    let padded =
      label.count < 24
      ? label + String(repeating: " ", count: 24 - label.count) : label + "\n" + String(repeating: " ", count: 26)
    return "  " + padded + text + "\n"
  }

  static var main: String {
    var text = """
      OVERVIEW: Find the bugs teams write at the SwiftUI/UIKit boundary.

      bridgelint reads Swift source (no build needed) and reports bridge anti-patterns:
      delegates re-wired on every SwiftUI update, child view controllers added without
      didMove(toParent:), coordinator closures that retain themselves, copied @State.

      \(usage(for: "lint"))

      ARGUMENTS:

      """
    text += row("<path>", "Files or directories to lint (default: `included`, else .)")
    text += "\nOPTIONS:\n"
    text += row("--config <file>", "Configuration file (default: nearest .bridgelint.yml)")
    text += row("--reporter <name>", "xcode (default), json, sarif, checkstyle, junit, github-actions, gitlab, summary")
    text += row("--output <file>", "Write the report to a file instead of standard output")
    text += row("--strict", "Warnings fail the run too")
    text += row("--quiet", "Print findings only (no progress, no summary)")
    text += row("--only-rule <id>", "Run only this rule (repeatable)")
    text += row("--enable-all-rules", "Run every rule, opt-in ones included")
    text += row("--baseline <file>", "Hide findings recorded in this baseline")
    text += row("--write-baseline <file>", "Record the current findings as a baseline")
    text += row("--stdin-path <path>", "Lint standard input, reported as <path>")
    text += row("--filelist <file>", "Lint the newline-separated paths in <file>")
    text += row("--use-script-input-files", "Lint Xcode's SCRIPT_INPUT_FILE* files")
    text += row("--force-exclude", "Apply `excluded` to files named explicitly too")
    text += row("--jobs <n>", "Worker threads (default: all cores)")
    text += row("--shard <i>/<n>", "Lint only shard i of n (CI runners); findings as in a whole run")
    text += row("--allow-zero-lintable-files", "A run that finds no file to lint is not a failure")
    text += row("--no-project-index", "Index only the files given, not their whole project")
    text += row("--fix", "Apply safe fixes, then report the findings that remain")
    text += row("--unsafe-fixes", "With --fix or --diff: unsafe fixes too (they change behaviour)")
    text += row("--diff", "Print the fixes as a unified diff; write nothing (exit 1 if any)")
    text += row("--version", "Print the version")
    text += row("-h, --help", "Show help information")
    text += "\nSUBCOMMANDS:\n"
    text += row("lint", "Lint files (default)")
    text += row("map", "Map where SwiftUI and UIKit meet (html, json, dot, mermaid)")
    text += row("rules", "List the rules, or show one rule's documentation")
    text += row("generate-docs", "Write docs/rules/<id>.md for every rule")
    text += row("lsp", "Run the language server (editors: docs/editors.md)")
    text += row("version", "Print the version")
    text += row("help [<subcommand>]", "Show help for bridgelint or a subcommand")
    text += "\n  See 'bridgelint help <subcommand>' for detailed help.\n"
    text += "\nEXIT STATUS:\n"
    text += "  0 clean; 1 error findings (or warnings with --strict), or no lintable files;\n"
    text += "  2 configuration, path or read error (configuration warnings too with --strict);\n"
    text += "  64 usage error.\n"
    return text
  }

  static var rules: String {
    var text = "OVERVIEW: List the rules, or show one rule's documentation.\n\n\(usage(for: "rules"))\n\nARGUMENTS:\n"
    text += row("<id>", "A rule identifier: print its summary, rationale, options and examples")
    text += "\nOPTIONS:\n"
    text += row("--format <format>", "text (default), json or markdown")
    text += row("--config <file>", "Configuration used to tell which rules are enabled")
    text += row("-h, --help", "Show help information")
    return text
  }

  static var map: String {
    var text =
      "OVERVIEW: Map where SwiftUI and UIKit/AppKit meet, with the findings at each crossing (docs/map.md).\n\n"
    text += usage(for: "map") + "\n\nARGUMENTS:\n"
    text += row("<path>", "Files or directories to map (default: `included`, else .)")
    text += "\nOPTIONS:\n"
    text += row("--format <format>", "html (default), json, dot or mermaid")
    text += row("--output <file>", "Write the map to a file (atomically) instead of standard output")
    text += row("--compare <base.json>", "Report crossings and findings added and removed since a saved JSON map")
    text += row("--link-template <t>", "HTML links to {path} and {line}, e.g. a repository URL pattern")
    text += row("--config <file>", "Configuration file (default: nearest .bridgelint.yml)")
    text += row("--jobs <n>", "Worker threads (default: all cores)")
    text += row("--quiet", "No summary on standard error")
    text += row("-h, --help", "Show help information")
    text += "\nEXIT STATUS:\n  0 mapped; 2 configuration, path, read, write or --compare file error; 64 usage error.\n"
    return text
  }

  static var generateDocs: String {
    var text = "OVERVIEW: Write one Markdown page per rule and an index.\n\n\(usage(for: "generate-docs"))\n\n"
    text += "ARGUMENTS:\n"
    text += row("<directory>", "Where to write (default: docs/rules of the bridgelint checkout it runs in)")
    text += "\nOPTIONS:\n"
    text += row("-h, --help", "Show help information")
    return text
  }
}
