/// `--shard I/N`: one of N CI runners lints the files whose shard is I, and indexes the rest of
/// the project for their declarations, so each file's findings are those of a whole run and the
/// union of the N shards' findings is the whole run's.
///
/// A file's shard is ⌊h × N / 2⁶⁴⌋ + 1, where h is FNV-1a 64 of the UTF-8 bytes of its path relative to
/// its project root (`ProjectRoot`): the same on every runner, in every checkout location, for any
/// `--jobs` (never Swift's `Hasher`, which is seeded per process).
public struct Shard: Equatable, Sendable, CustomStringConvertible {
  /// 1-based.
  public let index: Int
  public let count: Int

  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// `I/N` with decimal digits only and 1 ≤ I ≤ N; nil otherwise.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
      let index = Int(parts[0]), let count = Int(parts[1])
    else { return nil }
    self.init(index: index, count: count)
  }

  public var description: String { "\(index)/\(count)" }

  /// The shard (1-based) of a file with this path relative to its project root.
  public static func number(ofRelativePath path: String, count: Int) -> Int {
    var hash = FNV1a64()
    hash.combine(path.utf8)
    // The high half of hash × N (Lemire's range reduction), not hash mod N: FNV-1a's low bits depend
    // only on the bytes' low bits, so mod 2 or 4 would put most `.swift` paths in one shard.
    return Int(hash.value.multipliedFullWidth(by: UInt64(max(count, 1))).high) + 1
  }

  public func contains(relativePath: String) -> Bool {
    Shard.number(ofRelativePath: relativePath, count: count) == index
  }

  /// Decides, for absolute paths, whether they are in the shard: by the path relative to the file's
  /// project root (the root configuration's folder when it holds the file), else relative to
  /// `fallbackRoot` (the working directory) when inside it, else the absolute path.
  public final class Membership {
    public let shard: Shard
    private let configurationFolder: String?
    private let fallbackRoot: String
    private var roots: [String: String?] = [:]

    public init(shard: Shard, configurationFolder: String?, fallbackRoot: String) {
      self.shard = shard
      self.configurationFolder = configurationFolder
      self.fallbackRoot = fallbackRoot
    }

    /// The path the shard is computed from.
    public func relativePath(_ absolutePath: String) -> String {
      let root =
        ProjectRoot.of(file: absolutePath, configurationFolder: configurationFolder, cache: &roots) ?? fallbackRoot
      return PathNormalizer.relative(absolutePath, to: root) ?? absolutePath
    }

    public func contains(_ absolutePath: String) -> Bool {
      shard.contains(relativePath: relativePath(absolutePath))
    }

    /// `inputs` with every file outside the shard made index-only (it still contributes its
    /// declarations), and how many files the run had to split (those not index-only before).
    public func split(_ inputs: [LintInput]) -> (inputs: [LintInput], outside: Set<String>, splitCount: Int) {
      var result = inputs
      var outside = Set<String>()
      var splitCount = 0
      for position in result.indices where !result[position].isIndexOnly {
        splitCount += 1
        if !contains(result[position].absolutePath) {
          result[position].isIndexOnly = true
          outside.insert(result[position].displayPath)
        }
      }
      return (result, outside, splitCount)
    }
  }
}
