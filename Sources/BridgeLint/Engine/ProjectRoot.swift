import Foundation

/// The project a file belongs to, for partial runs (files named explicitly, `--filelist`,
/// stdin): its whole project is indexed so the file's findings never depend on which files
/// were passed.
public enum ProjectRoot {
  /// Files whose presence marks a project's folder (besides `.bridgelint.yml`).
  static let markerNames: Set<String> = ["Package.swift", ".git"]
  static let markerSuffixes = [".xcodeproj", ".xcworkspace"]

  /// The folder of `file` (absolute, normalized) whose files make its project: `configurationFolder`
  /// when it contains the file (the root configuration in effect), else the nearest folder above the
  /// file holding a `.bridgelint.yml`, else the nearest holding `Package.swift`, `*.xcodeproj`,
  /// `*.xcworkspace` or `.git`; nil when there is none (the file is then its own project).
  public static func of(
    file: String, configurationFolder: String?, cache: inout [String: String?]
  ) -> String? {
    if let configurationFolder, let relative = PathNormalizer.relative(file, to: configurationFolder),
      !relative.isEmpty
    {
      return configurationFolder
    }
    let start = PathNormalizer.parent(of: file)
    if let known = cache[start] { return known }
    let found =
      nearest(from: start) { FileManager.default.fileExists(atPath: $0 + "/" + ConfigurationFile.defaultName) }
      ?? nearest(from: start, where: hasMarker)
    cache[start] = .some(found)
    return found
  }

  private static func nearest(from start: String, where matches: (String) -> Bool) -> String? {
    var current = start
    // Never `/` itself: a marker there would make the whole file system one project.
    while current != "/" {
      if matches(current) { return current }
      current = PathNormalizer.parent(of: current)
    }
    return nil
  }

  private static func hasMarker(_ folder: String) -> Bool {
    for name in markerNames where FileManager.default.fileExists(atPath: folder + "/" + name) { return true }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return false
    }
    return names.contains { name in markerSuffixes.contains { name.hasSuffix($0) } }
  }

  /// `roots` without those inside another one (sorted bytewise), so no folder is walked twice.
  public static func outermost(_ roots: [String]) -> [String] {
    var result: [String] = []
    // Shorter first: an enclosing folder comes before what it contains. Roots are few.
    for root in Array(Set(roots)).sorted(by: {
      $0.utf8.count < $1.utf8.count || ($0.utf8.count == $1.utf8.count && Bytewise.less($0, $1))
    })
    where !result.contains(where: { PathNormalizer.relative(root, to: $0) != nil }) {
      result.append(root)
    }
    return Bytewise.sorted(result)
  }
}
