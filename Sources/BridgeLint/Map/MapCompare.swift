/// `--compare BASE.json`: what changed since a saved map. Crossings are matched by id (stable
/// when only lines move); findings by rule, file, crossing id and message (not line), counted,
/// so two equal findings where there was one is one added.
public struct MapBase: Sendable, Equatable {
  public var version: Int
  public var crossings: [MapCrossingReference] = []
  public var findings: [MapFinding] = []

  public struct Failure: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// Reads a map file written by `--format json`. A file that is not JSON, not a map
  /// (another schema) or of a version this bridgelint does not know is refused, saying which.
  public static func parse(_ bytes: [UInt8]) -> Result<MapBase, Failure> {
    var reader = BaselineJSON(bytes)
    do {
      return .success(try decode(reader.document()))
    } catch let error as Baseline.FormatError {
      return .failure(Failure(message: "not valid JSON: " + error.description))
    } catch let error as Failure {
      return .failure(error)
    } catch {
      return .failure(Failure(message: "not a bridgelint map"))
    }
  }

  private typealias Value = BaselineJSON.Value

  private static func members(_ value: Value) -> [String: Value]? {
    guard case .object(let members) = value.kind else { return nil }
    var table: [String: Value] = [:]
    for member in members where table[member.key] == nil { table[member.key] = member.value }
    return table
  }

  private static func fail(_ value: Value, _ message: String) -> Failure {
    Failure(message: "\(value.line):\(value.column): \(message)")
  }

  private static func string(_ table: [String: Value], _ key: String, in value: Value) throws -> String {
    guard let found = table[key], case .string(let text) = found.kind else {
      throw fail(value, "expected a string \"\(key)\"")
    }
    return text
  }

  private static func integer(_ table: [String: Value], _ key: String, in value: Value) throws -> Int {
    guard let found = table[key], case .number(let text) = found.kind, let number = Int(text) else {
      throw fail(value, "expected a whole number \"\(key)\"")
    }
    return number
  }

  private static func array(_ table: [String: Value], _ key: String, in value: Value) throws -> [Value] {
    guard let found = table[key], case .array(let items) = found.kind else {
      throw fail(value, "expected an array \"\(key)\"")
    }
    return items
  }

  private static func decode(_ root: Value) throws -> MapBase {
    guard let top = members(root) else { throw fail(root, "not a bridgelint map (expected an object)") }
    guard let schema = top["schema"], case .string(let name) = schema.kind, name == MapDocument.schema else {
      throw fail(root, "not a bridgelint map (no \"schema\": \"\(MapDocument.schema)\")")
    }
    let version = try integer(top, "version", in: root)
    guard version <= MapDocument.version else {
      throw fail(
        root,
        "map version \(version) is newer than this bridgelint reads (version \(MapDocument.version)); "
          + "compare with the bridgelint that wrote it")
    }
    guard version >= 1 else { throw fail(root, "unknown map version \(version)") }
    var base = MapBase(version: version)
    for item in try array(top, "crossings", in: root) {
      guard let crossing = members(item) else { throw fail(item, "a crossing must be an object") }
      let reference = MapCrossingReference(
        id: try string(crossing, "id", in: item), kind: try string(crossing, "kind", in: item),
        file: try string(crossing, "file", in: item), container: try string(crossing, "container", in: item),
        name: try string(crossing, "name", in: item))
      base.crossings.append(reference)
      for entry in try array(crossing, "findings", in: item) {
        base.findings.append(try finding(entry, crossing: reference.id))
      }
    }
    for entry in try array(top, "otherFindings", in: root) { base.findings.append(try finding(entry, crossing: nil)) }
    return base
  }

  private static func finding(_ value: Value, crossing: String?) throws -> MapFinding {
    guard let table = members(value) else { throw fail(value, "a finding must be an object") }
    return MapFinding(
      rule: try string(table, "rule", in: value), severity: try string(table, "severity", in: value),
      message: try string(table, "message", in: value),
      location: MapLocation(
        file: try string(table, "file", in: value), line: try integer(table, "line", in: value),
        column: try integer(table, "column", in: value)), crossing: crossing)
  }
}

extension MapDocument {
  private struct FindingKey: Hashable {
    var rule: String
    var file: String
    var crossing: String?
    var message: String
    init(_ finding: MapFinding) {
      rule = finding.rule
      file = finding.location.file
      crossing = finding.crossing
      message = finding.message
    }
  }

  /// Sets `comparison`: what this map adds and removes relative to `base`.
  public mutating func compare(with base: MapBase) {
    var result = MapComparison(
      baseVersion: base.version, baseCrossings: base.crossings.count, baseFindings: base.findings.count)
    let baseIDs = Set(base.crossings.map { $0.id })
    let currentIDs = Set(crossings.map { $0.id })
    result.addedCrossings = crossings.map { $0.id }.filter { !baseIDs.contains($0) }
    result.removedCrossings = base.crossings.filter { !currentIDs.contains($0.id) }
    var remaining: [FindingKey: Int] = [:]
    for finding in base.findings { remaining[FindingKey(finding), default: 0] += 1 }
    for finding in allFindings {
      let key = FindingKey(finding)
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
      } else {
        result.addedFindings.append(finding)
      }
    }
    var current: [FindingKey: Int] = [:]
    for finding in allFindings { current[FindingKey(finding), default: 0] += 1 }
    for finding in base.findings {
      let key = FindingKey(finding)
      if let count = current[key], count > 0 {
        current[key] = count - 1
      } else {
        result.removedFindings.append(finding)
      }
    }
    comparison = result
  }
}
