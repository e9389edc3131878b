// libFuzzer harness: suppression commands (`Suppression.apply`) on files full of comments. The first byte
// picks how the rest is read: as source, or with every line turned into a `// bridgelint:` or
// `/* bridgelint: */` command. Every rule runs, plus one synthetic finding per rule on every line, so
// commands have something to suppress. Results must be a subset of the findings plus `invalid_command` and
// `superfluous_disable` findings, at exact positions; a file without `bridgelint:` must keep every finding.
// Built by Scripts/fuzz.

import BridgeLint
import Rules

private let allRules = RuleRegistry.all.map { ActiveRule($0) }
private let descriptions = RuleRegistry.descriptions
private let suppression = Suppression(knownRuleIDs: Set(RuleRegistry.all.map { $0.identifier }))
private let ruleIDs = RuleRegistry.all.map { $0.identifier }

private func source(from input: [UInt8]) -> [UInt8] {
  guard let mode = input.first else { return [] }
  let rest = input.dropFirst()
  switch mode % 4 {
  case 0, 1: return Array(rest)
  case 2:
    var out: [UInt8] = []
    for line in rest.split(separator: 0x0A, omittingEmptySubsequences: false) {
      out += Array("// bridgelint:".utf8) + line + [0x0A]
    }
    return out
  default:
    var out: [UInt8] = []
    for line in rest.split(separator: 0x0A, omittingEmptySubsequences: false) {
      out += Array("x() /* bridgelint:".utf8) + line + Array(" */\n".utf8)
    }
    return out
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = source(from: fuzzBytes(data, size))
  let file = ParsedFile(source: SourceFile(path: "Fuzz.swift", bytes: bytes))
  let index = ProjectIndex(summaries: file.typeSummaries())
  var diagnostics = Linter.run(allRules, on: file, index: index)
  // One synthetic finding per rule at the start of each line (the first 32 lines).
  let lineStarts = file.source.lineTable.lineStarts.prefix(32)
  for offset in lineStarts {
    let (line, column) = file.source.location(of: offset)
    for id in ruleIDs {
      diagnostics.append(
        Diagnostic(
          path: file.path, line: line, column: column, severity: .warning, ruleID: id, message: "synthetic",
          offset: offset))
    }
  }
  let kept = suppression.apply(to: file, diagnostics, activeRules: allRules)
  FuzzInvariants.checkDiagnostics(kept, in: file)

  let before = Set(diagnostics)
  for diagnostic in kept where !before.contains(diagnostic) {
    fuzzCheck(
      diagnostic.ruleID == Suppression.invalidCommandID || diagnostic.ruleID == Suppression.superfluousDisableID,
      "suppression added a [\(diagnostic.ruleID)] finding at \(diagnostic.line):\(diagnostic.column)")
  }
  let mentionsCommand = bytes.withUnsafeBufferPointer { buffer -> Bool in
    let needle = Array("bridgelint:".utf8)
    guard buffer.count >= needle.count else { return false }
    for start in 0...(buffer.count - needle.count) where buffer[start] == needle[0] {
      if buffer[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }
  if !mentionsCommand {
    fuzzCheck(
      kept.count == diagnostics.count, "a file without commands lost \(diagnostics.count - kept.count) findings")
  }
  // Rendering is slow under AddressSanitizer: only the findings that are not synthetic.
  FuzzInvariants.renderAll(kept.filter { $0.message != "synthetic" }, of: file, rules: descriptions)
  return 0
}
