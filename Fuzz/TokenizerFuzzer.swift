// libFuzzer harness: `Tokenizer.tokenize` on any bytes. Tokens and comments must be non-empty, in bounds,
// sorted and non-overlapping, and tokenizing must be deterministic. Built by Scripts/fuzz.

import BridgeLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  // The fuzzer's own buffer first: AddressSanitizer guards its exact end.
  let direct = Tokenizer.tokenize(UnsafeBufferPointer(start: data, count: size))
  FuzzInvariants.checkTokens(direct.tokens, direct.comments, byteCount: size)
  let viaArray = Tokenizer.tokenize(fuzzBytes(data, size))
  FuzzInvariants.checkSame(direct, viaArray)
  return 0
}
