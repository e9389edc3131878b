// libFuzzer harness: the baseline reader (`Baseline.parse`) on any bytes, as `--baseline` reads a
// committed file. A baseline it accepts must write out (`serialized()`) and read back to the same
// counts, and hide findings without trapping: `filter` keeps a subsequence of its input in order.
// Built by Scripts/fuzz; seeds in Fuzz/Seeds/baseline/.

import BridgeLint

/// Findings keyed like the seeds' entries, two per key, so duplicate keys and counts are exercised.
private let findings: [Diagnostic] = ["App/MapView.swift", "App/Card.swift", "Sources/A.swift"].flatMap { path in
  ["delegate_in_update", "force_refresh_identity"].flatMap { rule in
    (1...2).map { number in
      var finding = Diagnostic(
        path: path, line: number, column: 1, severity: .warning, ruleID: rule, message: "fuzz")
      finding.lineBytes = Array("map.delegate = context.coordinator".utf8)
      return finding
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard case .success(let baseline) = Baseline.parse(fuzzBytes(data, size)) else { return 0 }
  for (key, count) in baseline.counts {
    fuzzCheck(count >= 1, "entry \(key) has count \(count)")
  }
  let written = baseline.serialized()
  guard case .success(let reread) = Baseline.parse(Array(written.utf8)) else {
    fuzzFail("a baseline's own serialization does not read back:\n\(written)")
  }
  // `serialized()` writes the current version, so an older baseline reads back newer: the
  // entries and counts are what must survive.
  fuzzCheck(reread.counts == baseline.counts, "a baseline's entries changed through serialized() and parse()")
  fuzzCheck(reread.serialized() == written, "serialization is not deterministic")
  let kept = baseline.filter(findings)
  var next = findings.startIndex
  for finding in kept {
    guard
      let found = findings[next...].firstIndex(where: {
        $0.line == finding.line && $0.path == finding.path
          && $0.ruleID == finding.ruleID
      })
    else { fuzzFail("filter returned a finding out of order or not in its input") }
    next = found + 1
  }
  return 0
}
