import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the command line says about configuration; it wins over every file.
public struct ConfigurationOverrides: Sendable, Hashable {
  /// `--config FILE`: use only this file (no lookup of parent or nested files).
  public var configPath: String?
  /// `--only-rule ID` (repeatable): exactly these rules, whatever the files say.
  public var onlyRules: [String]
  /// `--enable-all-rules`: every rule, opt-in and disabled ones included (`--only-rule` still wins).
  public var enableAllRules: Bool
  /// `--strict`: warnings fail the run too.
  public var strict: Bool
  /// `--reporter NAME`.
  public var reporter: String?

  public init(
    configPath: String? = nil, onlyRules: [String] = [], enableAllRules: Bool = false, strict: Bool = false,
    reporter: String? = nil
  ) {
    self.configPath = configPath
    self.onlyRules = onlyRules
    self.enableAllRules = enableAllRules
    self.strict = strict
    self.reporter = reporter
  }

  /// The `--only-rule` ids no rule has (a usage error, exit 64), in the order given.
  public func unknownRuleIDs(in rules: [RuleDescription]) -> [String] {
    let known = Set(rules.map(\.identifier))
    return onlyRules.filter { !known.contains($0) }
  }
}

/// The effective configuration for the files of one directory: defaults, the root `.bridgelint.yml`, nested
/// files below it, then the command line. A value: merging returns a new configuration.
///
/// Rule selection follows SwiftLint: `--only-rule` > `--enable-all-rules` > the files. Each file, outermost
/// first, either replaces the set (`only_rules`) or adds `opt_in_rules` and removes `disabled_rules`; then its
/// `rule_id: off` entries remove rules. A severity entry alone never enables a rule.
public struct Configuration: Sendable {
  /// Directories never linted, wherever they appear below the base directory.
  public static let builtInExcludedNames: Set<String> = [
    ".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm",
  ]
  public static let defaultReporter = "xcode"

  /// Every rule bridgelint knows, as given.
  public let rules: [RuleDescription]
  private let rulesByID: [String: RuleDescription]
  /// Relative paths given to this configuration are resolved against it.
  public let workingDirectory: String
  /// The root configuration's directory (the working directory without one): built-in excludes are
  /// looked for in path components below it, so a checkout that itself lives under `Pods/` still lints.
  public let baseDirectory: String
  public private(set) var overrides: ConfigurationOverrides
  /// The configuration files applied, outermost first.
  public private(set) var files: [String] = []
  /// `disabled_rules` and `opt_in_rules` of every file, appended (files with `only_rules` add nothing).
  public private(set) var disabledRules: [String] = []
  public private(set) var optInRules: [String] = []
  /// The innermost file's `only_rules`, if any file has one.
  public private(set) var onlyRules: [String]?
  /// `included` / `excluded` of every file, as absolute patterns.
  public private(set) var includedGlobs: [Glob] = []
  public private(set) var excludedGlobs: [Glob] = []
  /// The baseline file (absolute), from the innermost file that names one.
  public private(set) var baseline: String?
  /// Per-rule entries; an inner file's entry replaces an outer one's.
  public private(set) var ruleSettings: [String: RuleSetting] = [:]
  private var fileReporter: String?
  private var fileStrict: Bool?
  /// The rules the files enable (before command-line overrides).
  private var enabledByFiles: Set<String>

  /// The defaults: every rule that is not opt-in, at its default severity.
  public init(
    rules: [RuleDescription], workingDirectory: String? = nil, baseDirectory: String? = nil,
    overrides: ConfigurationOverrides = ConfigurationOverrides()
  ) {
    self.rules = rules
    rulesByID = Dictionary(rules.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    let workingDirectory = PathNormalizer.absolute(workingDirectory ?? FileManager.default.currentDirectoryPath)
    self.workingDirectory = workingDirectory
    self.baseDirectory =
      baseDirectory.map { PathNormalizer.absolute($0, relativeTo: workingDirectory) } ?? workingDirectory
    self.overrides = overrides
    enabledByFiles = Set(rules.filter { !$0.isOptIn }.map(\.identifier))
  }

  /// This configuration with `file` applied on top (a nested file extends its parent).
  public func merging(_ file: ConfigurationFile) -> Configuration {
    var merged = self
    merged.files.append(file.path)
    if let only = file.onlyRules {
      merged.onlyRules = only
      merged.enabledByFiles = Set(only)
    } else {
      merged.disabledRules += file.disabledRules
      merged.optInRules += file.optInRules
      merged.enabledByFiles.formUnion(file.optInRules)
      merged.enabledByFiles.subtract(file.disabledRules)
    }
    for (id, setting) in file.ruleSettings {
      merged.ruleSettings[id] = setting
      if setting.isOff { merged.enabledByFiles.remove(id) }
    }
    merged.includedGlobs += file.included.map { Glob(PathNormalizer.absolute($0, relativeTo: file.directory)) }
    merged.excludedGlobs += file.excluded.map { Glob(PathNormalizer.absolute($0, relativeTo: file.directory)) }
    if let reporter = file.reporter { merged.fileReporter = reporter }
    if let strict = file.strict { merged.fileStrict = strict }
    if let baseline = file.baseline { merged.baseline = PathNormalizer.absolute(baseline, relativeTo: file.directory) }
    return merged
  }

  public func applying(_ overrides: ConfigurationOverrides) -> Configuration {
    var result = self
    result.overrides = overrides
    return result
  }

  /// `--reporter`, else the files' `reporter`, else `xcode`.
  public var reporter: String { overrides.reporter ?? fileReporter ?? Configuration.defaultReporter }

  /// `--strict` or `strict: true`.
  public var strict: Bool { overrides.strict || fileStrict == true }

  public func isEnabled(_ id: String) -> Bool {
    // `index(forKey:)`: a lookup that does not copy the (large) description out.
    guard rulesByID.index(forKey: id) != nil else { return false }
    if !overrides.onlyRules.isEmpty { return overrides.onlyRules.contains(id) }
    if overrides.enableAllRules { return true }
    return enabledByFiles.contains(id)
  }

  /// The enabled rules, in the order of `rules`.
  public var enabledRules: [RuleDescription] { rules.filter { isEnabled($0.identifier) } }

  public func severity(for rule: RuleDescription) -> Severity {
    ruleSettings[rule.identifier]?.severity ?? rule.defaultSeverity
  }

  /// Every declared option of the rule: the configured value, else its default.
  public func options(for id: String) -> [String: String] {
    guard let position = rulesByID.index(forKey: id) else { return [:] }
    var options: [String: String] = [:]
    for option in rulesByID.values[position].options { options[option.name] = option.defaultValue }
    for (name, value) in ruleSettings[id]?.options ?? [:] { options[name] = value }
    return options
  }

  /// Splits a string-list option value (items are joined with `,`).
  public static func listItems(_ value: String) -> [String] {
    value.split(separator: ",", omittingEmptySubsequences: true).map(String.init)
  }

  /// Whether a built-in exclude or an `excluded` pattern covers `path` (relative paths are taken from the
  /// working directory). The command line decides whether this applies to files named explicitly.
  /// `builtIns: false` leaves the built-in names out (a walk skips them below its own root).
  public func isExcluded(path: String, builtIns: Bool = true) -> Bool {
    let absolute = PathNormalizer.absolute(path, relativeTo: workingDirectory)
    // Only below the base directory: a checkout under `/ci/Pods/app` linted from elsewhere still lints
    // (a directory walk skips built-in names below the root it walks by itself).
    if builtIns, let scope = PathNormalizer.relative(absolute, to: baseDirectory),
      Configuration.hasBuiltInExcludedComponent(scope)
    {
      return true
    }
    return !excludedGlobs.isEmpty && excludedGlobs.contains { $0.matchesPathOrAncestor(absolute) }
  }

  private static let builtInExcludedBytes = builtInExcludedNames.map { Array($0.utf8) }

  /// Does a `/`-separated component of `path` equal a built-in excluded name? (no allocation per component)
  static func hasBuiltInExcludedComponent(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { bytes in
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
        let component = UnsafeBufferPointer(rebasing: bytes[start..<index])
        // Every built-in name starts with `.`, `P`, `C` or `D`: a cheap first filter.
        if let first = component.first, first == 0x2E || first == 0x50 || first == 0x43 || first == 0x44,
          builtInExcludedBytes.contains(where: { $0.count == component.count && $0.elementsEqual(component) })
        {
          return true
        }
        start = index + 1
      }
      return false
    }
  }

  /// Whether `path` is inside an `included` pattern (always, when there is none).
  public func isIncluded(path: String) -> Bool {
    guard !includedGlobs.isEmpty else { return true }
    let absolute = PathNormalizer.absolute(path, relativeTo: workingDirectory)
    return includedGlobs.contains { $0.matchesPathOrAncestor(absolute) }
  }
}

/// Lexical path handling (no file system access, symbolic links are kept): absolute paths without `.`,
/// `..`, repeated or trailing slashes.
public enum PathNormalizer {
  /// `path` made absolute against `base` (default: the process's current directory) and normalized.
  public static func absolute(_ path: String, relativeTo base: String? = nil) -> String {
    if path.hasPrefix("/") { return normalize(path) }
    let base = base ?? FileManager.default.currentDirectoryPath
    return normalize(base + "/" + path)
  }

  /// Resolves `.` and `..` (never above `/`) and drops empty components of an absolute path.
  public static func normalize(_ path: String) -> String {
    if isNormalized(path) { return path }
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Already absolute and normalized? (The common case: paths from a directory walk; one byte scan.)
  static func isNormalized(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { isNormalized($0) }
  }

  private static func isNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var previous: UInt8 = 0
    var componentLength = 0
    var dots = 0
    var isFirst = true
    for byte in bytes {
      if isFirst {
        guard byte == UInt8(ascii: "/") else { return false }
        isFirst = false
        previous = byte
        continue
      }
      if byte == UInt8(ascii: "/") {
        // `//`, `/./`, `/../`
        if previous == UInt8(ascii: "/") || (componentLength == dots && dots <= 2) { return false }
        componentLength = 0
        dots = 0
      } else {
        componentLength += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
      previous = byte
    }
    if isFirst { return false }
    // A trailing `/` (except for `/` itself), `/.` or `/..`.
    if previous == UInt8(ascii: "/") { return bytes.count == 1 }
    return !(componentLength == dots && dots <= 2)
  }

  /// The directory containing `path` (`/` for `/` itself).
  public static func parent(of path: String) -> String {
    let normalized = normalize(path)
    guard let slash = normalized.utf8.lastIndex(of: UInt8(ascii: "/")), slash != normalized.startIndex else {
      return "/"
    }
    return String(normalized[..<slash])
  }

  /// `path` relative to `base` when it is `base` (empty string) or below it; nil otherwise. Both absolute.
  public static func relative(_ path: String, to base: String) -> String? {
    // Bytewise: String comparison would treat canonically equivalent spellings as equal.
    var path = path
    var base = base
    return path.withUTF8 { pathBytes -> String? in
      base.withUTF8 { baseBytes -> String? in
        if pathBytes.count == baseBytes.count && pathBytes.elementsEqual(baseBytes) { return "" }
        let prefixLength = baseBytes.last == UInt8(ascii: "/") ? baseBytes.count : baseBytes.count + 1
        guard pathBytes.count > prefixLength, pathBytes[prefixLength - 1] == UInt8(ascii: "/"),
          let pathStart = pathBytes.baseAddress, let baseStart = baseBytes.baseAddress,
          memcmp(pathStart, baseStart, baseBytes.count) == 0
        else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: pathBytes[prefixLength...]), as: UTF8.self)
      }
    }
  }

  /// How paths are shown: relative to `directory` when below it, else absolute.
  public static func display(_ path: String, relativeTo directory: String) -> String {
    guard let relative = relative(path, to: directory), !relative.isEmpty else { return path }
    return relative
  }
}
