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
  /// Threads that read directories (`isExcluded` must then be safe to call from several).
  public var jobs: Int

  public init(
    isExcluded: @escaping (String) -> Bool = { _ in false }, forceExclude: Bool = false, jobs: Int = 1
  ) {
    self.isExcluded = isExcluded
    self.forceExclude = forceExclude
    self.jobs = jobs
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
        walk(path, into: &files, systemPaths: &systemPaths) { directory, reason in
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

  /// Walks `root` without following directory symlinks (so symlink loops end), level by
  /// level (so deep trees cost no call stack), reading a level's directories on up to `jobs`
  /// threads once there are enough of them. A name that is not UTF-8 is spelt with `\xFF`
  /// escapes and its exact bytes are kept in `systemPaths`.
  private func walk(
    _ root: String, into files: inout [String], systemPaths: inout [String: [UInt8]],
    unreadable: (_ directory: String, _ reason: String) -> Void
  ) {
    var level: [Directory] = [Directory(path: root, systemPath: nil)]
    while !level.isEmpty {
      let directories = level
      let listings =
        directories.count < 16 || jobs < 2
        ? directories.map(list)
        : Parallel.map(directories.count, jobs: jobs) { list(directories[$0]) }
      level = []
      for (directory, listing) in zip(directories, listings) {
        if let reason = listing.unreadableReason {
          unreadable(directory.path, reason)
          continue
        }
        files.append(contentsOf: listing.files)
        systemPaths.merge(listing.systemPaths) { _, new in new }
        level.append(contentsOf: listing.subdirectories)
      }
    }
  }

  private struct Directory {
    var path: String
    /// The exact bytes of `path` when a name in it is not UTF-8.
    var systemPath: [UInt8]?
  }

  private struct Listing {
    /// Why the directory could not be opened (read where it failed: `errno` is per thread).
    var unreadableReason: String?
    var files: [String] = []
    var systemPaths: [String: [UInt8]] = [:]
    var subdirectories: [Directory] = []
  }

  /// The Swift files and subdirectories of one directory.
  private func list(_ directory: Directory) -> Listing {
    let opened: OpaquePointer? =
      if let systemDirectory = directory.systemPath { opendir(PathTools.cPath(systemDirectory)) } else {
        opendir(directory.path)
      }
    guard let handle = opened else { return Listing(unreadableReason: FileReader.errnoText()) }
    defer { closedir(handle) }
    var listing = Listing()
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
      let path = directory.path == "/" ? "/" + name : directory.path + "/" + name
      var systemPath: [UInt8]? = nil
      if nameBytes != nil || directory.systemPath != nil {
        let parent = directory.systemPath ?? Array(directory.path.utf8)
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
          listing.files.append(path)
          if let systemPath { listing.systemPaths[path] = systemPath }
        }
        continue
      }
      if kind == UInt8(DT_DIR) {
        if Configuration.builtInExcludedNames.contains(name) || isExcluded(path) { continue }
        listing.subdirectories.append(Directory(path: path, systemPath: systemPath))
      }
    }
    return listing
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
