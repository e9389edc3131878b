import BridgeLint
import Rules

/// Dispatches to subcommands and turns errors into exit statuses and messages.
enum CommandLineTool {
  static let subcommands = ["lint", "rules", "generate-docs"]
  /// Developer subcommands, hidden from the main help.
  static let developerSubcommands = ["dump-tokens", "dump-syntax", "parse-bench"]

  static func run(_ arguments: [String]) -> ExitStatus {
    var rest = arguments
    let command: String
    if let first = rest.first, subcommands.contains(first) || developerSubcommands.contains(first) {
      command = first
      rest.removeFirst()
    } else if let first = rest.first, first == "help" {
      Output.standardOutput(Help.main)
      return .success
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
      case "rules": return try RulesCommand(arguments: rest).run()
      case "generate-docs": return try GenerateDocsCommand(arguments: rest).run()
      case "dump-tokens": return DeveloperCommands.dumpTokens(rest)
      case "dump-syntax": return DeveloperCommands.dumpSyntax(rest)
      case "parse-bench": return DeveloperCommands.parseBench(rest)
      default: return try LintCommand(arguments: rest).run()
      }
    } catch let error as UsageError {
      Output.standardError(
        "Error: \(error.message)\n\n\(Help.usage(for: command))\n  See 'bridgelint --help' for more information.\n")
      return .usage
    } catch {
      Output.standardError("error: \(error)\n")
      return .failure
    }
  }
}

/// Help texts in swift-argument-parser's layout (OVERVIEW/USAGE/ARGUMENTS/OPTIONS/SUBCOMMANDS).
enum Help {
  static func usage(for command: String) -> String {
    switch command {
    case "rules": return "USAGE: bridgelint rules [<id>] [--format text|json|markdown] [--config <file>]"
    case "generate-docs": return "USAGE: bridgelint generate-docs [<directory>]"
    default: return "USAGE: bridgelint [lint] [<path> ...] [<options>]"
    }
  }

  static func text(for command: String) -> String {
    switch command {
    case "rules": return rules
    case "generate-docs": return generateDocs
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
    text += row("--version", "Print the version")
    text += row("-h, --help", "Show help information")
    text += "\nSUBCOMMANDS:\n"
    text += row("lint", "Lint files (default)")
    text += row("rules", "List the rules, or show one rule's documentation")
    text += row("generate-docs", "Write docs/rules/<id>.md for every rule")
    text += "\n  See 'bridgelint help <subcommand>' for detailed help.\n"
    text += "\nEXIT STATUS:\n"
    text += "  0 clean; 1 error findings (or warnings with --strict); 2 configuration, path or\n"
    text += "  read error; 64 usage error.\n"
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

  static var generateDocs: String {
    var text = "OVERVIEW: Write one Markdown page per rule and an index.\n\n\(usage(for: "generate-docs"))\n\n"
    text += "ARGUMENTS:\n"
    text += row("<directory>", "Where to write (default: docs/rules)")
    text += "\nOPTIONS:\n"
    text += row("-h, --help", "Show help information")
    return text
  }
}
