import BridgeLint
import Foundation
import Rules

/// What the configuration files and the flags decide for a lint run: rules per file
/// (nested configurations may differ), excludes, `included`, reporter, strictness, baseline.
final class LintSettings: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  let resolver: ConfigurationResolver
  private let rulesByDirectory = DirectoryMemo<[ActiveRule]>()
  /// Keyed by the configuration files in force: directories without one of their own share one array.
  private let rulesByFiles = DirectoryMemo<[ActiveRule]>()
  /// Each directory's configuration, one shared box per set of configuration files in force (a
  /// `Configuration` is a few hundred bytes inline: one copy per directory of a large tree added up).
  private let configurations = DirectoryMemo<ConfigurationBox>()
  private let configurationsByFiles = DirectoryMemo<ConfigurationBox>()
  /// Per directory: is it excluded itself, and can a file in it be excluded by name (globs)?
  private let directoryExclusions = DirectoryMemo<(isExcluded: Bool, byPattern: Bool, hasGlobs: Bool)>()

  private init(resolver: ConfigurationResolver) {
    self.resolver = resolver
  }

  static func load(command: LintCommand, currentDirectory: String) -> LintSettings {
    let overrides = ConfigurationOverrides(
      configPath: command.configPath, onlyRules: command.onlyRules, enableAllRules: command.enableAllRules,
      strict: command.strict, reporter: command.reporterName)
    return LintSettings(
      resolver: ConfigurationResolver(
        rules: RuleRegistry.descriptions, overrides: overrides, workingDirectory: currentDirectory))
  }

  var root: Configuration { resolver.rootConfiguration }
  var reporter: String { root.reporter }
  var strict: Bool { root.strict }
  var baselinePath: String? { root.baseline }
  /// Where to start walking when no path is given: the literal prefixes of `included`.
  var includedRoots: [String] { root.includedGlobs.map { $0.literalPrefix } }

  /// `includedRoots` inside the root configuration's folder. A repository's `included: ["/**"]` or
  /// `["../outside"]` would make CI walk the whole disk or read outside the checkout: refused with a
  /// warning (a path named on the command line is linted wherever it is).
  func includedRootsInside(warn: (String) -> Void) -> [String] {
    let folder = root.baseDirectory
    let display = resolver.rootConfigurationPath.map { PathNormalizer.display($0, relativeTo: root.workingDirectory) }
    return root.includedGlobs.compactMap { glob -> String? in
      let prefix = glob.literalPrefix
      var leaves = PathNormalizer.relative(prefix, to: folder) == nil
      var how = ""
      // A committed symlink (`rootlink -> /`, `link -> ../outside`) leaves it too: compare real paths.
      if !leaves, let real = PathTools.realPath(prefix), !PathTools.isInside(real, PathTools.realPath(folder) ?? folder)
      {
        leaves = true
        how = " through a symlink"
      }
      guard leaves else { return prefix }
      warn(
        "\(display ?? "configuration"): warning: `included` entry \(YAMLParser.quoted(glob.pattern)) leaves the "
          + "configuration's folder\(how); ignored (name the path on the command line to lint it)")
      return nil
    }
  }

  /// The directory part of an absolute, normalized path (paths from discovery are both).
  private static func directory(of path: String) -> Substring {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex else { return "/" }
    return path[..<slash]
  }

  /// The configuration for files in `directory`, cached (the resolver normalizes paths).
  private func configuration(forDirectory directory: Substring) -> Configuration {
    configurations.value(directory) {
      // The same files in force make the same configuration, as `rules` assumes.
      let configuration = resolver.configuration(forDirectory: String(directory))
      return configurationsByFiles.value(Substring(configuration.files.joined(separator: "\n"))) {
        ConfigurationBox(configuration)
      }
    }.value
  }

  /// The rules for the file at `path` (absolute), built once per directory.
  func rules(_ path: String) -> [ActiveRule] {
    let directory = LintSettings.directory(of: path)
    // Kept under the configuration memo's key: inside a project `path` is built for this call (a
    // file keeps its relative path), and a key of its own kept one whole path per directory.
    return rulesByDirectory.value(directory, storedAs: { configurations.storedKey(directory) ?? directory }) {
      let configuration = self.configuration(forDirectory: directory)
      return rulesByFiles.value(Substring(configuration.files.joined(separator: "\n"))) {
        RuleRegistry.all.compactMap { type -> ActiveRule? in
          let description = type.description
          guard configuration.isEnabled(description.identifier) else { return nil }
          let configured = configuration.ruleSettings[description.identifier]?.severity
          return ActiveRule(type, severity: configured, options: configuration.options(for: description.identifier))
        }
      }
    }
  }

  func isExcluded(_ path: String) -> Bool { isExcluded(path, builtIns: true) }

  /// For a walk, which skips built-in excluded names below its root by itself: only `excluded`
  /// patterns, so a built-in name above the root named on the command line does not count.
  func isExcludedInWalk(_ path: String) -> Bool { isExcluded(path, builtIns: false) }

  private func isExcluded(_ path: String, builtIns: Bool) -> Bool {
    let directory = LintSettings.directory(of: path)
    // A `.swift` file is excluded when its directory is, or when an `excluded` glob names it
    // (no built-in excluded name ends in `.swift`): one full check per directory, not per file.
    guard path.hasSuffix(".swift") else {
      return configuration(forDirectory: directory).isExcluded(path: path, builtIns: builtIns)
    }
    let verdict = directoryExclusions.value(directory) {
      let configuration = self.configuration(forDirectory: directory)
      return (
        configuration.isExcluded(path: String(directory), builtIns: true),
        configuration.isExcluded(path: String(directory), builtIns: false), !configuration.excludedGlobs.isEmpty
      )
    }
    if builtIns ? verdict.isExcluded : verdict.byPattern { return true }
    return verdict.hasGlobs && configuration(forDirectory: directory).isExcluded(path: path, builtIns: builtIns)
  }

  /// Once the files are found: the walk asked about every directory (most of a large tree's hold no
  /// Swift file), and the memos' tables, with the discovered paths their keys are cut from, stayed
  /// to the end of the run. Linting asks again only for its files' directories; the answers are the same.
  func forgetWalk() {
    directoryExclusions.removeAll()
    configurations.removeAll()
  }

  func isIncluded(_ path: String) -> Bool {
    root.isIncluded(path: path)
  }

  /// Issues of every configuration file read so far.
  var issues: [ConfigurationIssue] { resolver.issues }
}

private final class ConfigurationBox: Sendable {
  let value: Configuration
  init(_ value: Configuration) { self.value = value }
}

/// A value per directory (or per set of configuration files), shared by the lint threads. Keyed by
/// a `Substring` of the path asked about, so the lookup made for every file allocates nothing.
private final class DirectoryMemo<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Substring: Value] = [:]

  /// The value for `directory`, made by `make` outside the lock (which it may take itself) on first
  /// use; two threads may both make it, the same value.
  func value(_ directory: Substring, _ make: () -> Value) -> Value {
    value(directory, storedAs: { directory }, make)
  }

  /// As `value(_:_:)`, a value made is kept under `key()`: the same directory in a string another
  /// memo already keeps (see `LintSettings.rules`).
  func value(_ directory: Substring, storedAs key: () -> Substring, _ make: () -> Value) -> Value {
    lock.lock()
    if let known = values[directory] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let made = make()
    let kept = key()
    lock.lock()
    values[kept] = made
    lock.unlock()
    return made
  }

  func removeAll() { lock.withLock { values = [:] } }

  /// The key kept for `directory`, if a value is.
  func storedKey(_ directory: Substring) -> Substring? {
    lock.withLock { values.index(forKey: directory).map { values.keys[$0] } }
  }
}
