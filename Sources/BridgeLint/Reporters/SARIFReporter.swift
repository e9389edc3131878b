/// SARIF 2.1.0, as GitHub code scanning ingests it: one run, every known rule in `tool.driver.rules`
/// with a `helpUri`, repo-relative URIs under `%SRCROOT%`, code-point columns and partial fingerprints.
///
/// Fingerprints go under `bridgelintLineHash/v1` (see `Fingerprint`), not `primaryLocationLineHash`:
/// GitHub's upload action computes that one itself with its own algorithm and warns when a supplied
/// value differs, so the two coexist instead.
public struct SARIFReporter: Reporter {
  public static let identifier = "sarif"
  public static let summary = "SARIF 2.1.0 for GitHub code scanning and other SARIF viewers"

  static let fingerprintKey = "bridgelintLineHash/v1"

  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    let rules = ruleList(context.rules, diagnostics: diagnostics)
    var ruleIndex: [String: Int] = [:]
    for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
    let fingerprints = Fingerprint.entries(diagnostics, context: context)
    let results = zip(diagnostics, fingerprints).map { diagnostic, fingerprint in
      result(diagnostic, ruleIndex: ruleIndex[diagnostic.ruleID], fingerprint: fingerprint, context: context)
    }
    let driver: JSONValue = .object([
      ("name", .string("bridgelint")),
      ("version", .string(context.toolVersion)),
      ("informationUri", .string(BridgeLintVersion.informationURL)),
      ("rules", .array(rules.map { descriptor($0, baseURL: context.documentationBaseURL) })),
    ])
    let run: JSONValue = .object([
      ("tool", .object([("driver", driver)])),
      ("columnKind", .string("unicodeCodePoints")),
      ("results", .array(results)),
    ])
    return JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).rendered()
  }

  /// What SARIF needs of a rule; findings of a rule missing from `context.rules` get a minimal entry
  /// so every `ruleIndex` is valid.
  struct RuleEntry {
    var id: String
    var name: String
    var summary: String
    var rationale: String
    var level: String
    var isKnown: Bool
  }

  /// Known rules plus any unknown ids that have findings, unique and sorted bytewise by id.
  static func ruleList(_ known: [RuleDescription], diagnostics: [Diagnostic]) -> [RuleEntry] {
    var byID: [String: RuleEntry] = [:]
    for rule in known where byID[rule.identifier] == nil {
      byID[rule.identifier] = RuleEntry(
        id: rule.identifier, name: pascalCase(rule.name), summary: rule.summary, rationale: rule.rationale,
        level: rule.defaultSeverity.sarifLevel, isKnown: true)
    }
    for diagnostic in diagnostics where byID[diagnostic.ruleID] == nil {
      byID[diagnostic.ruleID] = RuleEntry(
        id: diagnostic.ruleID, name: pascalCase(diagnostic.ruleID), summary: "", rationale: "",
        level: diagnostic.severity.sarifLevel, isKnown: false)
    }
    return byID.values.sorted { Array($0.id.utf8).lexicographicallyPrecedes(Array($1.id.utf8)) }
  }

  private static func descriptor(_ rule: RuleEntry, baseURL: String) -> JSONValue {
    var members: [(String, JSONValue)] = [("id", .string(rule.id)), ("name", .string(rule.name))]
    if !rule.summary.isEmpty { members.append(("shortDescription", .object([("text", .string(rule.summary))]))) }
    if !rule.rationale.isEmpty {
      members.append(("fullDescription", .object([("text", .string(rule.rationale))])))
    }
    if rule.isKnown {
      var base = baseURL
      while base.hasSuffix("/") { base.removeLast() }
      members.append(("helpUri", .string("\(base)/\(ReportText.percentEncodedPath(rule.id)).md")))
    }
    members.append(("defaultConfiguration", .object([("level", .string(rule.level))])))
    return .object(members)
  }

  private static func result(
    _ diagnostic: Diagnostic, ruleIndex: Int?, fingerprint: Fingerprint.Entry, context: ReportContext
  ) -> JSONValue {
    let lineText = context.lineBytes(diagnostic.path, diagnostic.line)
    var artifact: [(String, JSONValue)] = [("uri", .string(ReportText.uri(forPath: diagnostic.path)))]
    // Relative paths are relative to the directory bridgelint ran in: the checkout root in CI.
    if !diagnostic.path.hasPrefix("/") { artifact.append(("uriBaseId", .string("%SRCROOT%"))) }
    let region: JSONValue = .object([
      ("startLine", .int(max(1, diagnostic.line))),
      ("startColumn", .int(SourceColumn.codePointColumn(byteColumn: diagnostic.column, in: lineText))),
    ])
    let location: JSONValue = .object([
      ("physicalLocation", .object([("artifactLocation", .object(artifact)), ("region", region)]))
    ])
    var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
    if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
    members += [
      ("level", .string(diagnostic.severity.sarifLevel)),
      ("message", .object([("text", .string(ReportText.messageWithHint(diagnostic)))])),
      ("locations", .array([location])),
      (
        "partialFingerprints",
        .object([(fingerprintKey, .string("\(fingerprint.hash):\(fingerprint.occurrence)"))])
      ),
    ]
    if !diagnostic.related.isEmpty {
      let related = diagnostic.related.enumerated().map { position, place -> JSONValue in
        var placeArtifact: [(String, JSONValue)] = [("uri", .string(ReportText.uri(forPath: place.path)))]
        if !place.path.hasPrefix("/") { placeArtifact.append(("uriBaseId", .string("%SRCROOT%"))) }
        let placeRegion: JSONValue = .object([
          ("startLine", .int(max(1, place.line))),
          (
            "startColumn",
            .int(SourceColumn.codePointColumn(byteColumn: place.column, in: context.lineBytes(place.path, place.line)))
          ),
        ])
        return .object([
          ("id", .int(position + 1)),
          ("physicalLocation", .object([("artifactLocation", .object(placeArtifact)), ("region", placeRegion)])),
          ("message", .object([("text", .string(place.message))])),
        ])
      }
      members.append(("relatedLocations", .array(related)))
    }
    if let fix = diagnostic.fix {
      // Byte regions (SARIF allows them beside line/column ones), applicability in the property bag.
      let replacements = fix.edits.map { edit -> JSONValue in
        .object([
          (
            "deletedRegion",
            .object([("byteOffset", .int(edit.range.lowerBound)), ("byteLength", .int(edit.range.count))])
          ),
          ("insertedContent", .object([("text", .string(edit.replacement))])),
        ])
      }
      let change: JSONValue = .object([("artifactLocation", .object(artifact)), ("replacements", .array(replacements))])
      members.append(
        (
          "fixes",
          .array([
            .object([
              ("description", .object([("text", .string(fix.title))])),
              ("artifactChanges", .array([change])),
              ("properties", .object([("applicability", .string(fix.applicability.rawValue))])),
            ])
          ])
        ))
    }
    return .object(members)
  }

  /// SARIF suggests rule names be identifiers ("Missing Did Move" -> "MissingDidMove").
  static func pascalCase(_ text: String) -> String {
    var out = ""
    var startOfWord = true
    for character in text {
      guard character.isLetter || character.isNumber else {
        startOfWord = true
        continue
      }
      out += startOfWord ? character.uppercased() : String(character)
      startOfWord = false
    }
    return out
  }
}
