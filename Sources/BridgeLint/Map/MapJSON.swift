/// `bridgelint map --format json`: the versioned document of docs/map.md, keys in a fixed order.
public enum MapJSON {
  public static func render(_ map: MapDocument) -> String { document(map).rendered() }

  static func document(_ map: MapDocument) -> JSONValue {
    let findings = map.allFindings
    var bySeverity: [String: Int] = [:]
    for finding in findings { bySeverity[finding.severity, default: 0] += 1 }
    var byKind: [MapKind: Int] = [:]
    var byDirection: [MapDirection: Int] = [:]
    for crossing in map.crossings {
      byKind[crossing.kind, default: 0] += 1
      byDirection[crossing.direction, default: 0] += 1
    }
    let summary: JSONValue = .object([
      ("files", .int(map.files)),
      ("crossings", .int(map.crossings.count)),
      ("byKind", kinds(byKind)),
      ("byDirection", .object(MapDirection.allCases.map { ($0.rawValue, .int(byDirection[$0] ?? 0)) })),
      ("findings", .int(findings.count)),
      (
        "bySeverity", .object(Severity.allCases.sorted(by: >).map { ($0.rawValue, .int(bySeverity[$0.rawValue] ?? 0)) })
      ),
    ])
    let groups: [JSONValue] = map.groups.map { group in
      .object([
        ("name", .string(group.name)), ("crossings", .int(group.crossings)), ("findings", .int(group.findings)),
        ("byKind", kinds(group.byKind)),
      ])
    }
    return .object([
      ("schema", .string(MapDocument.schema)),
      ("version", .int(MapDocument.version)),
      ("tool", .object([("name", .string("bridgelint")), ("version", .string(BridgeLintVersion.current))])),
      ("summary", summary),
      ("groups", .array(groups)),
      ("crossings", .array(map.crossings.map(crossing))),
      ("otherFindings", .array(map.otherFindings.map { finding($0) })),
      ("comparison", map.comparison.map(comparison) ?? .null),
    ])
  }

  private static func kinds(_ counts: [MapKind: Int]) -> JSONValue {
    .object(MapKind.allCases.map { ($0.rawValue, .int(counts[$0] ?? 0)) })
  }

  private static func location(_ location: MapLocation) -> JSONValue {
    .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))])
  }

  private static func crossing(_ crossing: MapCrossing) -> JSONValue {
    .object([
      ("id", .string(crossing.id)),
      ("kind", .string(crossing.kind.rawValue)),
      ("direction", .string(crossing.direction.rawValue)),
      ("platform", .string(crossing.platform)),
      ("group", .string(crossing.group)),
      ("file", .string(crossing.location.file)),
      ("line", .int(crossing.location.line)),
      ("column", .int(crossing.location.column)),
      ("container", .string(crossing.container)),
      ("name", .string(crossing.name)),
      ("hosted", .string(crossing.hosted)),
      ("contained", crossing.contained.map(JSONValue.bool) ?? .null),
      ("addedAt", .array(crossing.addedAt.map(location))),
      ("coordinator", crossing.coordinator.map(JSONValue.string) ?? .null),
      ("updateWork", .array(crossing.updateWork.map(JSONValue.string))),
      ("findings", .array(crossing.findings.map { finding($0) })),
    ])
  }

  private static func finding(_ finding: MapFinding, withCrossing: Bool = false) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("rule", .string(finding.rule)), ("severity", .string(finding.severity)), ("message", .string(finding.message)),
      ("file", .string(finding.location.file)), ("line", .int(finding.location.line)),
      ("column", .int(finding.location.column)),
    ]
    if withCrossing { members.append(("crossing", finding.crossing.map(JSONValue.string) ?? .null)) }
    return .object(members)
  }

  private static func comparison(_ comparison: MapComparison) -> JSONValue {
    .object([
      (
        "base",
        .object([
          ("version", .int(comparison.baseVersion)), ("crossings", .int(comparison.baseCrossings)),
          ("findings", .int(comparison.baseFindings)),
        ])
      ),
      ("addedCrossings", .array(comparison.addedCrossings.map(JSONValue.string))),
      (
        "removedCrossings",
        .array(
          comparison.removedCrossings.map { reference in
            .object([
              ("id", .string(reference.id)), ("kind", .string(reference.kind)), ("file", .string(reference.file)),
              ("container", .string(reference.container)), ("name", .string(reference.name)),
            ])
          })
      ),
      ("addedFindings", .array(comparison.addedFindings.map { finding($0, withCrossing: true) })),
      ("removedFindings", .array(comparison.removedFindings.map { finding($0, withCrossing: true) })),
    ])
  }
}
