/// Prints a token stream in the format of `swift-tokens-oracle --lexical-keywords`
/// (`FILE path`, one `START END CLASS` line per token, `EOF length`), so
/// `token-diff` can compare bridgelint's tokenizer with Apple's parser.
public enum TokenDump {
  public static func render(path: String, bytes: [UInt8], into output: inout [UInt8]) {
    output.append(contentsOf: Array("FILE ".utf8))
    output.append(contentsOf: Array(path.utf8))
    output.append(UInt8(ascii: "\n"))
    let stream = Tokenizer.tokenize(bytes)
    output.reserveCapacity(output.count + stream.tokens.count * 16)
    for token in stream.tokens {
      appendDecimal(Int(token.start), to: &output)
      output.append(UInt8(ascii: " "))
      appendDecimal(Int(token.end), to: &output)
      output.append(UInt8(ascii: " "))
      output.append(contentsOf: classNames[Int(token.kind.tokenClass.rawValue)])
      output.append(UInt8(ascii: "\n"))
    }
    output.append(contentsOf: Array("EOF ".utf8))
    appendDecimal(bytes.count, to: &output)
    output.append(UInt8(ascii: "\n"))
  }

  private static let classNames: [[UInt8]] = TokenClass.allCases.map { Array($0.name.utf8) }

  static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    if value == 0 {
      output.append(UInt8(ascii: "0"))
      return
    }
    var digits: [UInt8] = []
    var remaining = value
    while remaining > 0 {
      digits.append(UInt8(ascii: "0") + UInt8(remaining % 10))
      remaining /= 10
    }
    output.append(contentsOf: digits.reversed())
  }
}
