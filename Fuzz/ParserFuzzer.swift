// libFuzzer harness: `ParsedFile(source:)` on any bytes. Node ranges must lie within the tokens and within
// their parents, every table entry must point at valid tokens and nodes, and the file's type summaries and
// syntax dump must be computable. Built by Scripts/fuzz.

import BridgeLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let file = ParsedFile(source: SourceFile(path: "Fuzz.swift", bytes: fuzzBytes(data, size)))
  FuzzInvariants.checkTokens(file.tokens, file.comments, byteCount: size)
  FuzzInvariants.checkSyntax(file)
  _ = file.typeSummaries()
  _ = SyntaxDump.render(file)
  return 0
}
