#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File-system facts discovery needs (path text itself is `PathNormalizer`'s job).
public enum PathTools {
  public static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(cString: buffer)
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
      let path = PathNormalizer.absolute(argument, relativeTo: currentDirectory)
      switch PathTools.entryType(path) {
      case .missing:
        problems.append(Problem(path: argument, message: "no such file or directory"))
      case .file:
        if forceExclude && isExcluded(path) { continue }
        files.append(path)
      case .directory:
        walk(path, into: &files)
      }
    }
    files = Bytewise.sorted(files)
    // Drop duplicates (a file named twice, or inside a directory also named).
    var unique: [String] = []
    unique.reserveCapacity(files.count)
    for file in files where unique.last != file { unique.append(file) }
    files = unique
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
        let (name, isSwift) = withUnsafeBytes(of: entry.pointee.d_name) { raw -> (String, Bool) in
          let bytes = raw.bindMemory(to: UInt8.self)
          let length = bytes.firstIndex(of: 0) ?? bytes.count
          let suffix: [UInt8] = [0x2E, 0x73, 0x77, 0x69, 0x66, 0x74]  // ".swift"
          let isSwift = length > suffix.count && bytes[(length - suffix.count)..<length].elementsEqual(suffix)
          return (String(decoding: bytes[0..<length], as: UTF8.self), isSwift)
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
        if isSwift {
          if !isExcluded(path) { files.append(path) }
          continue
        }
        if kind == UInt8(DT_DIR) {
          if Configuration.builtInExcludedNames.contains(name) || isExcluded(path) { continue }
          pending.append(path)
        }
      }
    }
  }
}
