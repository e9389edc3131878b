// libFuzzer harness: every rule of `RuleRegistry.all` (at its default severity) over the parse of any bytes.
// Two NUL bytes in a row split the input into up to four files that share one project index (so types,
// extensions and conformances come from several files). Findings must lie in their file at the exact line
// and column of their offset, and every reporter must render them (JSON ones as valid JSON).
// Built by Scripts/fuzz.

import BridgeLint
import Rules

private let allRules = RuleRegistry.all.map { ActiveRule($0) }
private let descriptions = RuleRegistry.descriptions

/// `bytes` split at each `0x00 0x00`, at most `limit` pieces (the last one keeps the rest).
private func files(in bytes: [UInt8], limit: Int = 4) -> [[UInt8]] {
  var pieces: [[UInt8]] = []
  var start = 0
  var index = 0
  while index + 1 < bytes.count && pieces.count < limit - 1 {
    if bytes[index] == 0 && bytes[index + 1] == 0 {
      pieces.append(Array(bytes[start..<index]))
      index += 2
      start = index
    } else {
      index += 1
    }
  }
  pieces.append(Array(bytes[start...]))
  return pieces
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let parsed = files(in: fuzzBytes(data, size)).enumerated().map { number, bytes in
    ParsedFile(source: SourceFile(path: "Fuzz\(number).swift", bytes: bytes))
  }
  let index = ProjectIndex(summaries: parsed.flatMap { $0.typeSummaries() })
  for file in parsed {
    let diagnostics = Linter.run(allRules, on: file, index: index)
    FuzzInvariants.checkDiagnostics(diagnostics, in: file)
    FuzzInvariants.renderAll(diagnostics, of: file, rules: descriptions)
  }
  return 0
}
