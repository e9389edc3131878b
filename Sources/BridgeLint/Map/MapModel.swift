/// The data of `bridgelint map` (docs/map.md, JSON schema version 1): every place SwiftUI and
/// UIKit/AppKit meet, with the findings that land in each.
public enum MapKind: String, CaseIterable, Sendable {
  case hostingController = "hosting_controller"
  case hostingConfiguration = "hosting_configuration"
  case hostingView = "hosting_view"
  case representable
  case childContainment = "child_containment"

  public var direction: MapDirection {
    switch self {
    case .hostingController, .hostingConfiguration, .hostingView: return .swiftUIInPlatform
    case .representable: return .platformInSwiftUI
    case .childContainment: return .containment
    }
  }
}

public enum MapDirection: String, CaseIterable, Sendable {
  case swiftUIInPlatform = "swiftui_in_platform"
  case platformInSwiftUI = "platform_in_swiftui"
  case containment
}

public struct MapLocation: Sendable, Equatable {
  public var file: String
  public var line: Int
  public var column: Int
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }
}

public struct MapFinding: Sendable, Equatable {
  public var rule: String
  public var severity: String
  public var message: String
  public var location: MapLocation
  /// The crossing it is attached to (used by `--compare`); nil for `otherFindings`.
  public var crossing: String?
  public init(rule: String, severity: String, message: String, location: MapLocation, crossing: String?) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.location = location
    self.crossing = crossing
  }
}

public struct MapCrossing: Sendable, Equatable {
  public var id = ""
  public var kind: MapKind
  public var isAppKit: Bool
  public var group = ""
  public var location: MapLocation
  public var container: String
  public var name: String
  public var hosted: String
  /// nil: not applicable or unknown.
  public var contained: Bool?
  public var addedAt: [MapLocation] = []
  public var coordinator: String?
  public var updateWork: [String] = []
  public var findings: [MapFinding] = []

  public init(
    kind: MapKind, isAppKit: Bool, location: MapLocation, container: String, name: String, hosted: String,
    contained: Bool?
  ) {
    self.kind = kind
    self.isAppKit = isAppKit
    self.location = location
    self.container = container
    self.name = name
    self.hosted = hosted
    self.contained = contained
  }

  public var direction: MapDirection { kind.direction }
  public var platform: String { isAppKit ? "AppKit" : "UIKit" }
}

/// A crossing's entry in `removedCrossings`, as the base file recorded it.
public struct MapCrossingReference: Sendable, Equatable {
  public var id: String
  public var kind: String
  public var file: String
  public var container: String
  public var name: String
}

public struct MapComparison: Sendable, Equatable {
  public var baseVersion: Int
  public var baseCrossings: Int
  public var baseFindings: Int
  public var addedCrossings: [String] = []
  public var removedCrossings: [MapCrossingReference] = []
  public var addedFindings: [MapFinding] = []
  public var removedFindings: [MapFinding] = []
}

/// A whole map: what `--format json` writes and the other formats draw.
public struct MapDocument: Sendable, Equatable {
  public static let schema = "bridgelint-map"
  public static let version = 1

  public var files = 0
  public var crossings: [MapCrossing] = []
  public var otherFindings: [MapFinding] = []
  public var comparison: MapComparison?

  public init(files: Int = 0, crossings: [MapCrossing] = [], otherFindings: [MapFinding] = []) {
    self.files = files
    self.crossings = crossings
    self.otherFindings = otherFindings
  }

  /// Every finding: those attached to crossings, then the others.
  public var allFindings: [MapFinding] { crossings.flatMap { $0.findings } + otherFindings }

  /// The module or top-level folder of a root-relative path: a SwiftPM target folder
  /// (`Sources/<T>`, `Tests/<T>`, also inside a nested package), else the first path component,
  /// else `.` for a file at the root.
  public static func group(of path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return "." }
    for (position, part) in parts.enumerated().dropLast(2) where part == "Sources" || part == "Tests" {
      return parts[...(position + 1)].joined(separator: "/")
    }
    return String(parts[0])
  }

  /// Gives each crossing its group and stable id, and sorts crossings and findings (crossings by
  /// file, line, column, kind, id). The id's ordinal counts earlier crossings of the same file,
  /// kind, container and name in source order, so moving lines does not change it.
  public mutating func finish() {
    crossings.sort { lhs, rhs in
      if lhs.location.file != rhs.location.file { return Bytewise.less(lhs.location.file, rhs.location.file) }
      if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
      if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
      return lhs.kind.rawValue < rhs.kind.rawValue
    }
    var ordinals: [String: Int] = [:]
    for position in crossings.indices {
      let crossing = crossings[position]
      let stem = [crossing.kind.rawValue, crossing.location.file, crossing.container, crossing.name].joined(
        separator: "|")
      let ordinal = ordinals[stem, default: 0]
      ordinals[stem] = ordinal + 1
      crossings[position].id = stem + "|\(ordinal)"
      crossings[position].group = MapDocument.group(of: crossing.location.file)
      crossings[position].findings.sort(by: MapDocument.findingOrder)
      for finding in crossings[position].findings.indices {
        crossings[position].findings[finding].crossing = crossings[position].id
      }
    }
    otherFindings.sort(by: MapDocument.findingOrder)
  }

  static func findingOrder(_ lhs: MapFinding, _ rhs: MapFinding) -> Bool {
    if lhs.location.file != rhs.location.file { return Bytewise.less(lhs.location.file, rhs.location.file) }
    if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
    if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    return Bytewise.less(lhs.message, rhs.message)
  }

  public struct Group: Sendable, Equatable {
    public var name: String
    public var crossings = 0
    public var findings = 0
    public var byKind: [MapKind: Int] = [:]
  }

  /// Per group, sorted by name.
  public var groups: [Group] {
    var table: [String: Group] = [:]
    for crossing in crossings {
      var group = table[crossing.group] ?? Group(name: crossing.group)
      group.crossings += 1
      group.findings += crossing.findings.count
      group.byKind[crossing.kind, default: 0] += 1
      table[crossing.group] = group
    }
    return table.values.sorted { Bytewise.less($0.name, $1.name) }
  }
}
