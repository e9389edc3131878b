#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File-system facts discovery needs (path text itself is `PathNormalizer`'s job).
public enum PathTools {
  /// The working directory, however long (PATH_MAX is no limit on Linux); nil with the reason when
  /// it cannot be read (removed, or a parent not searchable) — never a guess such as `/`.
  public static func currentDirectory() -> Result<String, FileReadError> {
    var size = 4096
    while size <= 1 << 24 {
      var buffer = [UInt8](repeating: 0, count: size)
      let found = buffer.withUnsafeMutableBufferPointer { pointer in
        pointer.baseAddress.map { base in
          base.withMemoryRebound(to: CChar.self, capacity: size) { getcwd($0, size) != nil }
        } ?? false
      }
      if found {
        let bytes = Array(buffer.prefix { $0 != 0 })
        workingDirectoryPrefix = bytes == [0x2F] ? bytes : bytes + [0x2F]
        return .success(pathString(bytes))
      }
      guard errno == ERANGE else { break }
      size *= 4
    }
    return .failure(FileReadError(path: "current directory", reason: FileReader.errnoText()))
  }

  public enum EntryType { case file, directory, missing }

  /// What `path` is (following symlinks), or `.missing`.
  public static func entryType(_ path: String) -> EntryType {
    let system = cPath(systemBytes(path))
    var status = stat()
    guard stat(system, &status) == 0 else {
      // A dangling or looping symlink still names a file the user asked for.
      var linkStatus = stat()
      return lstat(system, &linkStatus) == 0 ? .file : .missing
    }
    return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
  }

  /// The working directory and a slash, once read (before any worker thread starts).
  nonisolated(unsafe) private static var workingDirectoryPrefix: [UInt8]?

  /// `bytes` as a C path (file names are bytes, not necessarily UTF-8). A path too long for one
  /// system call (PATH_MAX) below the working directory is given relative to it.
  static func cPath(_ bytes: [UInt8]) -> [CChar] {
    var bytes = bytes[...]
    if bytes.count >= Int(PATH_MAX), let prefix = workingDirectoryPrefix {
      if bytes.starts(with: prefix) {
        bytes = bytes.dropFirst(prefix.count)
      } else if bytes.count + 1 == prefix.count && prefix.starts(with: bytes) {
        bytes = [UInt8(ascii: ".")]  // The working directory itself (`bridgelint` with no path).
      }
    }
    return bytes.map { CChar(bitPattern: $0) } + [0]
  }

  static func cPath(_ path: String) -> [CChar] { cPath(systemBytes(path)) }

  /// The path with every symlink resolved (`realpath(3)`), spelt as `pathString` spells names;
  /// nil when it does not exist or cannot be resolved (a dangling or looping link).
  public static func realPath(_ bytes: [UInt8]) -> String? {
    guard let resolved = realpath(cPath(bytes), nil) else { return nil }
    defer { free(resolved) }
    return pathString(UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map { UInt8(bitPattern: $0) })
  }

  public static func realPath(_ path: String) -> String? { realPath(systemBytes(path)) }

  /// Kernel views (`/proc`, `/sys`) and devices (`/dev`): never walked, whatever a link or `/` leads to.
  public static let systemFolders = ["/proc", "/sys", "/dev"]

  public static func isSystemFolder(_ path: String) -> Bool {
    systemFolders.contains { path == $0 || path.hasPrefix($0 + "/") }
  }

  /// Does `path` (absolute) lie in `folder` (or is it `folder`)? Lexical: pass real paths.
  public static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }

  /// A path's bytes as a string, one-to-one: a byte that is not part of valid UTF-8 is written
  /// `\xHH`, and so is a backslash (`\x5C`), so `a\xFF.swift` spelt literally and the name with
  /// the raw byte stay two paths. Valid UTF-8 without a backslash (nearly every path) is itself.
  public static func pathString(_ bytes: some Collection<UInt8>) -> String {
    if !bytes.contains(0x5C), let text = String(validating: bytes, as: UTF8.self) { return text }
    return FileDiscovery.escaped(bytes)
  }

  /// The bytes `path` spells (the inverse of `pathString`): `\xHH` is byte HH.
  public static func systemBytes(_ path: String) -> [UInt8] {
    let utf8 = Array(path.utf8)
    guard utf8.contains(0x5C) else { return utf8 }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var index = 0
    while index < utf8.count {
      if utf8[index] == 0x5C, index + 3 < utf8.count, utf8[index + 1] == UInt8(ascii: "x"),
        let high = hexValue(utf8[index + 2]), let low = hexValue(utf8[index + 3])
      {
        bytes.append(high << 4 | low)
        index += 4
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    return bytes
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    default: return nil
    }
  }

  /// The exact bytes of `path` when they differ from its UTF-8 (it holds an escape), else nil.
  public static func systemPath(_ path: String) -> [UInt8]? {
    path.utf8.contains(0x5C) ? systemBytes(path) : nil
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
  /// What a walk excludes below the folder it walks (nil: `isExcluded`). The walk skips built-in
  /// excluded names itself, so this need not look above its root: a path named on the command line
  /// is the root for the built-in excludes (`bridgelint Pods/app` from the folder above lints `app`).
  public var isExcludedInWalk: ((String) -> Bool)?
  /// The project's folder: a file symlink found by a walk is linted only when its real path is
  /// inside the walked folder or this one (a repository's `passwd.swift -> /etc/passwd` is not read).
  public var boundary: String?

  public init(
    isExcluded: @escaping (String) -> Bool = { _ in false }, forceExclude: Bool = false, jobs: Int = 1,
    isExcludedInWalk: ((String) -> Bool)? = nil, boundary: String? = nil
  ) {
    self.isExcluded = isExcluded
    self.forceExclude = forceExclude
    self.jobs = jobs
    self.isExcludedInWalk = isExcludedInWalk
    self.boundary = boundary
  }

  /// What discovery found.
  public struct Result: Sendable {
    /// Absolute paths of the files to lint, sorted bytewise.
    public var files: [String]
    /// Arguments that do not exist and directories that cannot be read.
    public var problems: [Problem]
    /// The exact bytes of the paths in `files` whose names are not UTF-8.
    public var systemPaths: [String: [UInt8]]
    /// File symlinks a walk did not follow, and why (for a note).
    public var skipped: [Problem] = []
    /// Temporary files an earlier `--fix` left when it was killed (see `FixTemporaryFile`).
    public var temporaryFiles: [String] = []
  }

  public func discover(_ arguments: [String], currentDirectory: String) -> Result {
    var files: [String] = []
    var problems: [Problem] = []
    var systemPaths: [String: [UInt8]] = [:]
    var skipped: [Problem] = []
    var temporaryFiles: [String] = []
    let realBoundary = boundary.flatMap { PathTools.realPath($0) }
    for argument in arguments {
      let path = PathNormalizer.absolute(argument, relativeTo: currentDirectory)
      switch PathTools.entryType(path) {
      case .missing:
        problems.append(Problem(path: argument, message: "no such file or directory"))
      case .file:
        // Named explicitly but not Swift (`bridgelint README.md`): say so rather than tokenize it.
        guard path.hasSuffix(".swift") else {
          problems.append(Problem(path: argument, message: "not a Swift file (only .swift files are linted)"))
          continue
        }
        if forceExclude && isExcluded(path) { continue }
        files.append(path)
        if let bytes = PathTools.systemPath(path) { systemPaths[path] = bytes }
      case .directory:
        // Resolved first: `included: [rootlink]` with `rootlink -> /` must not reach the kernel's folders.
        let real = PathTools.realPath(path) ?? path
        if PathTools.isSystemFolder(real) {
          problems.append(Problem(path: argument, message: "not walked: \(real) is a system folder"))
          continue
        }
        var walked = WalkState()
        walk(path, real: real, into: &walked) { directory, reason in
          problems.append(
            Problem(
              path: PathNormalizer.display(directory, relativeTo: currentDirectory),
              message: "cannot read directory: \(reason)"))
        }
        temporaryFiles += walked.temporaryFiles
        systemPaths.merge(walked.systemPaths) { _, new in new }
        files += walked.files
        // A file symlink is linted once: under its target's own name when the walk found the target,
        // under its own when the target is elsewhere in the project, not at all when it leaves it.
        let found = Set(walked.files)
        let allowed = realBoundary.map { PathTools.isInside(real, $0) ? $0 : real } ?? real
        for link in walked.links {
          guard let target = link.target else {
            files.append(link.path)  // Dangling: reading it says why.
            continue
          }
          if PathTools.isInside(target, real) && target != real {
            // Where the walk met the target: no directory link is followed, so below `path` as below `real`.
            let below = target.dropFirst(real == "/" ? 1 : real.count + 1)
            if found.contains((path == "/" ? "/" : path + "/") + below) { continue }
          }
          if PathTools.isInside(target, allowed) && !PathTools.isSystemFolder(target) {
            files.append(link.path)
            if let bytes = link.systemPath { systemPaths[link.path] = bytes }
          } else {
            skipped.append(
              Problem(
                path: PathNormalizer.display(link.path, relativeTo: currentDirectory),
                message: "skipped: a symlink to a file outside the project (\(target))"))
          }
        }
      }
    }
    files = Bytewise.sorted(files)
    // Drop duplicates (a file named twice, or inside a directory also named).
    var unique: [String] = []
    unique.reserveCapacity(files.count)
    for file in files where unique.last != file { unique.append(file) }
    files = unique
    return Result(
      files: files, problems: problems, systemPaths: systemPaths, skipped: skipped,
      temporaryFiles: Bytewise.sorted(temporaryFiles))
  }

  /// What one walk found.
  private struct WalkState {
    var files: [String] = []
    var systemPaths: [String: [UInt8]] = [:]
    var links: [Link] = []
    var temporaryFiles: [String] = []
  }

  /// A `.swift` name that is a symlink to something other than a directory.
  private struct Link {
    var path: String
    var systemPath: [UInt8]?
    /// Its real path; nil when dangling.
    var target: String?
  }

  /// Walks `root` without following directory symlinks (so symlink loops end), level by
  /// level (so deep trees cost no call stack), reading a level's directories on up to `jobs`
  /// threads once there are enough of them. A name that is not UTF-8 is spelt with `\xFF`
  /// escapes and its exact bytes are kept in `systemPaths`.
  private func walk(
    _ root: String, real: String, into state: inout WalkState,
    unreadable: (_ directory: String, _ reason: String) -> Void
  ) {
    var level: [Directory] = [
      Directory(path: root, systemPath: PathTools.systemPath(root), isFileSystemRoot: real == "/")
    ]
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
        state.files.append(contentsOf: listing.files)
        state.systemPaths.merge(listing.systemPaths) { _, new in new }
        state.links.append(contentsOf: listing.links)
        state.temporaryFiles.append(contentsOf: listing.temporaryFiles)
        level.append(contentsOf: listing.subdirectories)
      }
    }
  }

  private struct Directory {
    var path: String
    /// The exact bytes of `path` when a name in it is not UTF-8.
    var systemPath: [UInt8]?
    /// Its real path is `/`: `proc`, `sys` and `dev` in it are not walked.
    var isFileSystemRoot = false
  }

  private struct Listing {
    /// Why the directory could not be opened (read where it failed: `errno` is per thread).
    var unreadableReason: String?
    var files: [String] = []
    var systemPaths: [String: [UInt8]] = [:]
    var subdirectories: [Directory] = []
    var links: [Link] = []
    var temporaryFiles: [String] = []
  }

  /// The Swift files and subdirectories of one directory.
  private func list(_ directory: Directory) -> Listing {
    let opened = opendir(PathTools.cPath(directory.systemPath ?? Array(directory.path.utf8)))
    guard let handle = opened else { return Listing(unreadableReason: FileReader.errnoText()) }
    defer { closedir(handle) }
    var listing = Listing()
    while let entry = readdir(handle) {
      let bytes = FileDiscovery.name(of: entry)
      let type = FileDiscovery.type(of: entry)
      let isSwift =
        bytes.count > FileDiscovery.swiftSuffix.count
        && bytes.suffix(FileDiscovery.swiftSuffix.count).elementsEqual(FileDiscovery.swiftSuffix)
      // Most entries are other files (assets, plists): skip them before making any string, unless
      // the name may be a temporary file a killed `--fix` left (`.NAME.swift.bridgelint-….tmp`).
      if !isSwift && type == UInt8(DT_REG) {
        let count = bytes.count
        let mayBeTemporary =
          count > 4 && bytes[0] == UInt8(ascii: ".") && bytes[count - 1] == UInt8(ascii: "p")
          && bytes[count - 4] == UInt8(ascii: ".")
        guard mayBeTemporary else { continue }
      }
      let name = PathTools.pathString(bytes[...])
      let nameBytes = name.utf8.count == bytes.count && name.utf8.elementsEqual(bytes) ? nil : Array(bytes)
      if name == "." || name == ".." { continue }
      let path = FileDiscovery.joined(directory.path, name)
      if !isSwift {
        if FixTemporaryFile.matches(name) { listing.temporaryFiles.append(path) }
        if type == UInt8(DT_REG) { continue }
      }
      var systemPath: [UInt8]? = nil
      if nameBytes != nil || directory.systemPath != nil {
        let parent = directory.systemPath ?? Array(directory.path.utf8)
        systemPath = (parent == [0x2F] ? parent : parent + [0x2F]) + (nameBytes ?? Array(name.utf8))
      }
      var kind = type
      if kind == UInt8(DT_UNKNOWN) {
        var status = stat()
        if lstat(PathTools.cPath(systemPath ?? Array(path.utf8)), &status) == 0 {
          switch status.st_mode & S_IFMT {
          case S_IFDIR: kind = UInt8(DT_DIR)
          case S_IFLNK: kind = UInt8(DT_LNK)
          default: kind = UInt8(DT_REG)
          }
        }
      }
      // The entry's type decides first: a directory named `Path.swift` (a vendored package) is walked.
      if kind == UInt8(DT_DIR) {
        if Configuration.builtInExcludedNames.contains(name) || (isExcludedInWalk ?? isExcluded)(path) { continue }
        if directory.isFileSystemRoot && PathTools.systemFolders.contains("/" + name) { continue }
        listing.subdirectories.append(Directory(path: path, systemPath: systemPath))
        continue
      }
      guard isSwift else { continue }
      if kind == UInt8(DT_LNK) {
        // A link to a directory is not followed (loops), and is not a file either.
        var status = stat()
        let found = stat(PathTools.cPath(systemPath ?? Array(path.utf8)), &status)
        if found == 0 && (status.st_mode & S_IFMT) == S_IFDIR { continue }
        // Where a file link leads is decided once the walk is done (see `discover`).
        if !(isExcludedInWalk ?? isExcluded)(path) {
          let target = found == 0 ? PathTools.realPath(systemPath ?? Array(path.utf8)) : nil
          listing.links.append(Link(path: path, systemPath: systemPath, target: target))
        }
        continue
      }
      if !(isExcludedInWalk ?? isExcluded)(path) {
        listing.files.append(path)
        if let systemPath { listing.systemPaths[path] = systemPath }
      }
    }
    return listing
  }

  private static let swiftSuffix: [UInt8] = Array(".swift".utf8)

  /// The entry's name, read in place up to its NUL. `readdir` sizes each record to its name
  /// (`d_reclen`): copying the whole `d_name` field (256 bytes) reads past a short last record,
  /// and past the end of the mapping when that record sits at a page's end (a crash, seen on
  /// large trees walked in parallel).
  private static func name(of entry: UnsafeMutablePointer<dirent>) -> UnsafeBufferPointer<UInt8> {
    let start = UnsafeRawPointer(entry).advanced(by: nameOffset)
    return UnsafeBufferPointer(
      start: start.assumingMemoryBound(to: UInt8.self), count: strlen(start.assumingMemoryBound(to: CChar.self)))
  }

  /// The entry's `d_type`, read alone (see `name(of:)`).
  private static func type(of entry: UnsafeMutablePointer<dirent>) -> UInt8 {
    UnsafeRawPointer(entry).load(fromByteOffset: typeOffset, as: UInt8.self)
  }

  private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
  private static let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type) ?? 0

  /// `folder/name` in a string of its exact size: `+` grows the string it appends to as an array
  /// grows (up to twice the length), and every file's path is kept to the end of the run.
  static func joined(_ folder: String, _ name: String) -> String {
    var path = ""
    path.reserveCapacity(folder.utf8.count + 1 + name.utf8.count)
    if folder != "/" { path += folder }
    path += "/"
    path += name
    return path
  }

  /// `name` with each byte that is not part of valid UTF-8, and each backslash, written as `\xHH`
  /// (so the spelling is one-to-one: see `PathTools.pathString`).
  static func escaped(_ name: some Collection<UInt8>) -> String {
    var result = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = name.makeIterator()
    var rest = Array(name)[...]
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        if scalar == "\\" { result += "\\x5C" } else { result.unicodeScalars.append(scalar) }
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
