import Foundation

/// Finds and merges configuration files and answers "which configuration applies to this file?".
///
/// Without `--config`, the root is the nearest `.bridgelint.yml` from the working directory upward, and a
/// `.bridgelint.yml` in any directory below the root's extends it for the files beneath. `--config FILE` names
/// the root instead (it replaces a `.bridgelint.yml` in its own folder); nested files below its folder still
/// apply. Configurations are cached per directory; safe to call from several threads.
public final class ConfigurationResolver: @unchecked Sendable {  // mutable state is guarded by `lock`
  public let rules: [RuleDescription]
  public let overrides: ConfigurationOverrides
  public let workingDirectory: String
  /// The root configuration file (absolute), or nil when the defaults apply.
  public let rootConfigurationPath: String?
  /// Defaults + root file + command line: what applies in the base directory, and for global settings
  /// (reporter, strict, baseline, included).
  public let rootConfiguration: Configuration
  private let lock = NSLock()
  /// Per directory, the configuration in force, shared with its parent's when no file below the
  /// parent changes it (most directories): a copy per directory (a few hundred bytes inline) was
  /// most of a run's configuration memory in a large project.
  private var cache: [String: Shared] = [:]
  /// `rootConfiguration`, as the base directory's entry of `cache` shares it.
  private let rootShared: Shared
  private var collectedIssues: [ConfigurationIssue] = []

  public init(
    rules: [RuleDescription], overrides: ConfigurationOverrides = ConfigurationOverrides(),
    workingDirectory: String? = nil
  ) {
    let workingDirectory = PathNormalizer.absolute(workingDirectory ?? FileManager.default.currentDirectoryPath)
    self.rules = rules
    self.overrides = overrides
    self.workingDirectory = workingDirectory
    let rootPath: String?
    if let configPath = overrides.configPath {
      rootPath = PathNormalizer.absolute(configPath, relativeTo: workingDirectory)
    } else {
      rootPath = ConfigurationResolver.findConfiguration(startingAt: workingDirectory)
    }
    rootConfigurationPath = rootPath
    var root = Configuration(
      rules: rules, workingDirectory: workingDirectory,
      baseDirectory: rootPath.map(PathNormalizer.parent(of:)) ?? workingDirectory, overrides: overrides)
    if let rootPath {
      let display = PathNormalizer.display(rootPath, relativeTo: workingDirectory)
      let (file, issues) = ConfigurationFile.load(path: rootPath, displayPath: display, rules: rules)
      if let file { root = root.merging(file) }
      collectedIssues = issues
    }
    rootConfiguration = root
    rootShared = Shared(root)
    cache[root.baseDirectory] = rootShared
  }

  /// The nearest `.bridgelint.yml` in `directory` or a parent, up to the file system root.
  public static func findConfiguration(startingAt directory: String) -> String? {
    var current = PathNormalizer.absolute(directory)
    while true {
      let candidate =
        current == "/" ? "/" + ConfigurationFile.defaultName : current + "/" + ConfigurationFile.defaultName
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = PathNormalizer.parent(of: current)
      if parent == current { return nil }
      current = parent
    }
  }

  /// The configuration for a file to lint (relative paths are taken from the working directory).
  public func configuration(forFile path: String) -> Configuration {
    configuration(forDirectory: PathNormalizer.parent(of: PathNormalizer.absolute(path, relativeTo: workingDirectory)))
  }

  /// The configuration for the files directly in `directory`.
  public func configuration(forDirectory directory: String) -> Configuration {
    let directory = PathNormalizer.absolute(directory, relativeTo: workingDirectory)
    guard PathNormalizer.relative(directory, to: rootConfiguration.baseDirectory) != nil else {
      return rootConfiguration
    }
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache[directory] { return cached.configuration }
    // Walk up to the nearest cached ancestor (the base directory at worst), then apply nested files downward.
    var uncached: [String] = []
    var current = directory
    var shared = rootShared
    while true {
      if let cached = cache[current] {
        shared = cached
        break
      }
      uncached.append(current)
      let parent = PathNormalizer.parent(of: current)
      if parent == current { break }
      current = parent
    }
    for directory in uncached.reversed() {
      let candidate = directory + "/" + ConfigurationFile.defaultName
      if FileManager.default.fileExists(atPath: candidate) {
        let display = PathNormalizer.display(candidate, relativeTo: workingDirectory)
        let (file, issues) = ConfigurationFile.load(
          path: candidate, displayPath: display, rules: rules, isNested: true)
        collectedIssues += issues
        if let file { shared = Shared(shared.configuration.merging(file)) }
      }
      cache[directory] = shared
    }
    return shared.configuration
  }

  private final class Shared {
    let configuration: Configuration
    init(_ configuration: Configuration) { self.configuration = configuration }
  }

  /// Every issue of the configuration files read so far, sorted by path and position.
  public var issues: [ConfigurationIssue] {
    lock.lock()
    defer { lock.unlock() }
    return collectedIssues.sorted(by: ConfigurationIssue.ordered)
  }

  /// Whether a configuration file read so far has an error (the run exits 2).
  public var hasErrors: Bool { issues.contains(where: \.isError) }
}
