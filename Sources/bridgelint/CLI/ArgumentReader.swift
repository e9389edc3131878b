import BridgeLint

/// Walks command-line arguments: `--name value`, `--name=value`, flags, and `--`
/// ending the options.
struct ArgumentReader {
  private var arguments: [String]
  private var index = 0
  private(set) var positionalOnly = false

  init(_ arguments: [String]) {
    self.arguments = arguments
  }

  var isAtEnd: Bool { index >= arguments.count }

  /// The next argument; `--` switches to positional-only and is skipped.
  mutating func next() -> String? {
    guard index < arguments.count else { return nil }
    let argument = arguments[index]
    index += 1
    if argument == "--" && !positionalOnly {
      positionalOnly = true
      return next()
    }
    return argument
  }

  /// The value of option `name`: the inline `=value`, else the next argument. The next argument is
  /// never an option (`--config --version` is a missing value, as in swift-argument-parser; a file
  /// named `--x` is `--config=--x` or `--config ./--x`), nor `--`.
  mutating func value(for name: String, inline: String?) throws -> String {
    if let inline { return inline }
    guard index < arguments.count, !ArgumentReader.looksLikeOption(arguments[index]) else {
      throw UsageError("missing value for \(YAMLParser.quoted(name))")
    }
    let value = arguments[index]
    index += 1
    return value
  }

  /// The value of `--jobs`: a positive integer (lint, map and the server take the same option).
  mutating func jobs(for name: String, inline: String?) throws -> Int {
    let value = try value(for: name, inline: inline)
    guard let count = Int(value), count >= 1 else {
      throw UsageError("--jobs needs a positive integer, got \(YAMLParser.quoted(value))")
    }
    return count
  }

  static func looksLikeOption(_ argument: String) -> Bool { argument.hasPrefix("-") && argument != "-" }

  /// Options that take a value (in any subcommand), so a scan for `--help` or `--version` can skip values.
  static let optionsWithValues: Set<String> = [
    "--config", "--reporter", "--output", "--only-rule", "--baseline", "--write-baseline", "--stdin-path",
    "--filelist", "--jobs", "--format", "--compare", "--link-template",
  ]

  /// The arguments that may be options: those before `--`, minus what follows an option taking a value.
  static func optionWords(_ arguments: [String]) -> [String] {
    var words: [String] = []
    var takesValue = false
    for argument in arguments {
      if argument == "--" { break }
      // An option's value, or (when it looks like an option) a missing value the parser reports.
      if takesValue {
        takesValue = false
        continue
      }
      takesValue = optionsWithValues.contains(argument)
      words.append(argument)
    }
    return words
  }

  /// Splits `--name=value` into its parts.
  static func split(_ argument: String) -> (name: String, inline: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
