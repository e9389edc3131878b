// libFuzzer harness: the YAML subset (`YAMLParser.parse(bytes:)`) and the configuration validator
// (`ConfigurationFile.parse`) on any bytes, then the configuration merged and queried (rules, severities,
// options, `included`/`excluded` globs on a few paths). Issues must have sane positions. Built by Scripts/fuzz.

import BridgeLint
import Rules

private let descriptions = RuleRegistry.descriptions
private let samplePaths = [
  "/fuzz/App/View.swift", "/fuzz/.build/x.swift", "/fuzz/App/Generated/deep/er/File.generated.swift", "/fuzz",
  "/elsewhere/Ünïcode/文件.swift", "/fuzz/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z.swift",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  // CR, LF and CRLF each end a line.
  var lineCount = 1
  for (index, byte) in bytes.enumerated()
  where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
    lineCount += 1
  }
  do {
    _ = try YAMLParser.parse(bytes: bytes)
  } catch {
    fuzzCheck(error.line >= 1 && error.column >= 1, "YAML error at \(error.position): \(error.message)")
    fuzzCheck(error.line <= lineCount + 1, "YAML error at line \(error.line) of \(lineCount): \(error.message)")
  }

  let (file, issues) = ConfigurationFile.parse(bytes: bytes, path: "/fuzz/.bridgelint.yml", rules: descriptions)
  for issue in issues {
    fuzzCheck(issue.line >= 0 && issue.column >= 0, "issue at \(issue.line):\(issue.column): \(issue.message)")
    fuzzCheck(issue.line <= lineCount + 1, "issue at line \(issue.line) of \(lineCount): \(issue.message)")
    _ = issue.description
  }
  let configuration = Configuration(rules: descriptions, workingDirectory: "/fuzz").merging(file)
  for rule in configuration.enabledRules {
    _ = configuration.severity(for: rule)
    _ = configuration.options(for: rule.identifier)
  }
  _ = configuration.reporter
  _ = configuration.strict
  for path in samplePaths {
    _ = configuration.isExcluded(path: path)
    _ = configuration.isIncluded(path: path)
  }
  return 0
}
