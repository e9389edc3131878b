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

  /// The value of option `name`: the inline `=value`, else the next argument.
  mutating func value(for name: String, inline: String?) throws -> String {
    if let inline { return inline }
    guard index < arguments.count else { throw UsageError("missing value for \(YAMLParser.quoted(name))") }
    let value = arguments[index]
    index += 1
    return value
  }

  /// Splits `--name=value` into its parts.
  static func split(_ argument: String) -> (name: String, inline: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
