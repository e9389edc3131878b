#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths: absolute normalization and the form used in output.
public enum PathTools {
  public static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(cString: buffer)
  }

  /// `path` made absolute against `base` and normalized lexically (`.`, `..`, `//`).
  public static func absolute(_ path: String, relativeTo base: String) -> String {
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == ".." {
        if !components.isEmpty { components.removeLast() }
        continue
      }
      components.append(component)
    }
    return "/" + components.joined(separator: "/")
  }

  /// The path as reported: relative to `base` when below it (no `./`), else absolute.
  public static func display(_ absolutePath: String, relativeTo base: String) -> String {
    let prefix = base.hasSuffix("/") ? base : base + "/"
    if absolutePath.hasPrefix(prefix) && absolutePath.count > prefix.count {
      return String(absolutePath.dropFirst(prefix.count))
    }
    return absolutePath
  }

  public static let builtInExcludedDirectories: Set<String> = [
    ".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm",
  ]

  /// Does any component of `path` (relative to where linting started) name a built-in excluded directory?
  public static func isBuiltInExcluded(_ path: String) -> Bool {
    path.split(separator: "/").contains { builtInExcludedDirectories.contains(String($0)) }
  }

  public enum EntryType { case file, directory, missing }

  /// What `path` is (following symlinks), or `.missing`.
  public static func entryType(_ path: String) -> EntryType {
    var status = stat()
    guard stat(path, &status) == 0 else {
      // A dangling or looping symlink still names a file the user asked for.
      var linkStatus = stat()
      return lstat(path, &linkStatus) == 0 ? .file : .missing
    }
    return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
  }
}

/// Finds the `.swift` files to lint.
public struct FileDiscovery {
  public struct Problem: Error, Sendable, Equatable {
    public var path: String
    public var message: String
  }

  /// `isExcluded(absolutePath)` applies the configuration's `excluded` (built-in excludes always apply).
  public var isExcluded: (String) -> Bool
  /// Apply `excluded` to files named explicitly too (pre-commit passes file names).
  public var forceExclude: Bool

  public init(isExcluded: @escaping (String) -> Bool = { _ in false }, forceExclude: Bool = false) {
    self.isExcluded = isExcluded
    self.forceExclude = forceExclude
  }

  /// Absolute paths of the files to lint, sorted bytewise, and the arguments that do not exist.
  public func discover(_ arguments: [String], currentDirectory: String) -> (files: [String], problems: [Problem]) {
    var files: [String] = []
    var problems: [Problem] = []
    for argument in arguments {
      let path = PathTools.absolute(argument, relativeTo: currentDirectory)
      switch PathTools.entryType(path) {
      case .missing:
        problems.append(Problem(path: argument, message: "no such file or directory"))
      case .file:
        let relative = PathTools.display(path, relativeTo: currentDirectory)
        if forceExclude && (PathTools.isBuiltInExcluded(relative) || isExcluded(path)) { continue }
        files.append(path)
      case .directory:
        walk(path, into: &files)
      }
    }
    var seen = Set<String>()
    files = files.filter { seen.insert($0).inserted }
    files.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    return (files, problems)
  }

  /// Walks `root` without following directory symlinks (so symlink loops end), with an
  /// explicit stack (so deep trees cost no call stack).
  private func walk(_ root: String, into files: inout [String]) {
    var pending = [root]
    while let directory = pending.popLast() {
      guard let handle = opendir(directory) else { continue }
      defer { closedir(handle) }
      while let entry = readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
          let bytes = raw.bindMemory(to: UInt8.self)
          let length = bytes.firstIndex(of: 0) ?? bytes.count
          return String(decoding: bytes[0..<length], as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let path = directory == "/" ? "/" + name : directory + "/" + name
        var kind = entry.pointee.d_type
        if kind == UInt8(DT_UNKNOWN) {
          var status = stat()
          if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: kind = UInt8(DT_DIR)
            case S_IFLNK: kind = UInt8(DT_LNK)
            default: kind = UInt8(DT_REG)
            }
          }
        }
        if name.hasSuffix(".swift") {
          if !isExcluded(path) { files.append(path) }
          continue
        }
        if kind == UInt8(DT_DIR) {
          if PathTools.builtInExcludedDirectories.contains(name) || isExcluded(path) { continue }
          pending.append(path)
        }
      }
    }
  }
}
