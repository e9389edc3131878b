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

  /// `bytes` as a C path (file names are bytes, not necessarily UTF-8).
  static func cPath(_ bytes: [UInt8]) -> [CChar] {
    bytes.map { CChar(bitPattern: $0) } + [0]
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

  /// What discovery found.
  public struct Result: Sendable {
    /// Absolute paths of the files to lint, sorted bytewise.
    public var files: [String]
    /// Arguments that do not exist and directories that cannot be read.
    public var problems: [Problem]
    /// The exact bytes of the paths in `files` whose names are not UTF-8.
    public var systemPaths: [String: [UInt8]]
  }

  public func discover(_ arguments: [String], currentDirectory: String) -> Result {
    var files: [String] = []
    var problems: [Problem] = []
    var systemPaths: [String: [UInt8]] = [:]
    for argument in arguments {
      let path = PathNormalizer.absolute(argument, relativeTo: currentDirectory)
      switch PathTools.entryType(path) {
      case .missing:
        problems.append(Problem(path: argument, message: "no such file or directory"))
      case .file:
        if forceExclude && isExcluded(path) { continue }
        files.append(path)
      case .directory:
        walk(path, into: &files, systemPaths: &systemPaths) { directory in
          let reason = FileReader.errnoText()
          problems.append(
            Problem(
              path: PathNormalizer.display(directory, relativeTo: currentDirectory),
              message: "cannot read directory: \(reason)"))
        }
      }
    }
    files = Bytewise.sorted(files)
    // Drop duplicates (a file named twice, or inside a directory also named).
    var unique: [String] = []
    unique.reserveCapacity(files.count)
    for file in files where unique.last != file { unique.append(file) }
    files = unique
    return Result(files: files, problems: problems, systemPaths: systemPaths)
  }

  /// Walks `root` without following directory symlinks (so symlink loops end), with an
  /// explicit stack (so deep trees cost no call stack). A name that is not UTF-8 is spelt
  /// with `\xFF` escapes and its exact bytes are kept in `systemPaths`.
  private func walk(
    _ root: String, into files: inout [String], systemPaths: inout [String: [UInt8]],
    unreadable: (String) -> Void
  ) {
    var pending: [(path: String, systemPath: [UInt8]?)] = [(root, nil)]
    while let (directory, systemDirectory) = pending.popLast() {
      let opened: OpaquePointer? =
        if let systemDirectory { opendir(PathTools.cPath(systemDirectory)) } else { opendir(directory) }
      guard let handle = opened else {
        unreadable(directory)
        continue
      }
      defer { closedir(handle) }
      while let entry = readdir(handle) {
        let isSwift = withUnsafeBytes(of: entry.pointee.d_name) { raw -> Bool in
          let bytes = raw.bindMemory(to: UInt8.self)
          let length = bytes.firstIndex(of: 0) ?? bytes.count
          return length > FileDiscovery.swiftSuffix.count
            && bytes[(length - FileDiscovery.swiftSuffix.count)..<length].elementsEqual(FileDiscovery.swiftSuffix)
        }
        // Most entries are other files (assets, plists): skip them before making any string.
        if !isSwift && entry.pointee.d_type == UInt8(DT_REG) { continue }
        let (name, nameBytes) = withUnsafeBytes(of: entry.pointee.d_name) { raw -> (String, [UInt8]?) in
          let bytes = raw.bindMemory(to: UInt8.self)
          let name = bytes[0..<(bytes.firstIndex(of: 0) ?? bytes.count)]
          if let text = String(validating: name, as: UTF8.self) { return (text, nil) }
          return (FileDiscovery.escaped(name), Array(name))
        }
        if name == "." || name == ".." { continue }
        let path = directory == "/" ? "/" + name : directory + "/" + name
        var systemPath: [UInt8]? = nil
        if nameBytes != nil || systemDirectory != nil {
          let parent = systemDirectory ?? Array(directory.utf8)
          systemPath = (parent == [0x2F] ? parent : parent + [0x2F]) + (nameBytes ?? Array(name.utf8))
        }
        var kind = entry.pointee.d_type
        if kind == UInt8(DT_UNKNOWN) {
          var status = stat()
          let found =
            if let systemPath { lstat(PathTools.cPath(systemPath), &status) } else { lstat(path, &status) }
          if found == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: kind = UInt8(DT_DIR)
            case S_IFLNK: kind = UInt8(DT_LNK)
            default: kind = UInt8(DT_REG)
            }
          }
        }
        if isSwift {
          if !isExcluded(path) {
            files.append(path)
            if let systemPath { systemPaths[path] = systemPath }
          }
          continue
        }
        if kind == UInt8(DT_DIR) {
          if Configuration.builtInExcludedNames.contains(name) || isExcluded(path) { continue }
          pending.append((path, systemPath))
        }
      }
    }
  }

  private static let swiftSuffix: [UInt8] = Array(".swift".utf8)

  /// `name` with each byte that is not part of valid UTF-8 written as `\xHH`.
  static func escaped(_ name: some Collection<UInt8>) -> String {
    var result = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = name.makeIterator()
    var rest = Array(name)[...]
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        rest = rest.dropFirst(encoded.count)
      case .error(let length):
        for byte in rest.prefix(length) {
          let hex = String(byte, radix: 16, uppercase: true)
          result += "\\x" + (hex.count < 2 ? "0" + hex : hex)
        }
        rest = rest.dropFirst(length)
      case .emptyInput:
        return result
      }
    }
  }
}
