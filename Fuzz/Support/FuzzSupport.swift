// Shared by every fuzz harness (compiled into each one by Scripts/fuzz, never by SwiftPM).
// A broken invariant prints what broke and aborts, so libFuzzer saves the input as a crash.

import BridgeLint
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@inline(never)
func fuzzFail(_ message: String) -> Never {
  fputs("FUZZ INVARIANT VIOLATED: \(message)\n", stderr)
  abort()
}

@inline(__always)
func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fuzzFail(message()) }
}

/// The fuzzer's input as an array (exactly sized, so AddressSanitizer sees reads past its end).
func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
  Array(UnsafeBufferPointer(start: data, count: size))
}

enum FuzzInvariants {
  /// Tokens and comments are non-empty, in bounds, sorted and non-overlapping, and no comment overlaps a token.
  static func checkTokens(_ tokens: [Token], _ comments: [Comment], byteCount: Int) {
    var previousEnd = 0
    for (index, token) in tokens.enumerated() {
      let start = token.startOffset
      let end = token.endOffset
      fuzzCheck(start < end, "token \(index) is empty or reversed: \(start)..<\(end)")
      fuzzCheck(end <= byteCount, "token \(index) ends at \(end), past the end \(byteCount)")
      fuzzCheck(
        start >= previousEnd, "token \(index) starts at \(start), before the previous token's end \(previousEnd)")
      previousEnd = end
    }
    var previousCommentEnd = 0
    var tokenIndex = 0
    for (index, comment) in comments.enumerated() {
      let start = Int(comment.start)
      let end = Int(comment.end)
      fuzzCheck(start < end, "comment \(index) is empty or reversed: \(start)..<\(end)")
      fuzzCheck(end <= byteCount, "comment \(index) ends at \(end), past the end \(byteCount)")
      fuzzCheck(start >= previousCommentEnd, "comment \(index) starts at \(start), before the previous comment's end")
      previousCommentEnd = end
      // Skip the tokens that end before this comment; the next one must start at or after its end.
      while tokenIndex < tokens.count && tokens[tokenIndex].endOffset <= start { tokenIndex += 1 }
      if tokenIndex < tokens.count {
        fuzzCheck(
          tokens[tokenIndex].startOffset >= end,
          "comment \(index) \(start)..<\(end) overlaps token \(tokenIndex) "
            + "\(tokens[tokenIndex].startOffset)..<\(tokens[tokenIndex].endOffset)")
      }
    }
  }

  /// Two token streams are identical (tokenizing is deterministic).
  static func checkSame(_ a: TokenStream, _ b: TokenStream) {
    fuzzCheck(a.tokens.count == b.tokens.count, "token counts differ between two runs")
    fuzzCheck(a.comments.count == b.comments.count, "comment counts differ between two runs")
    for (x, y) in zip(a.tokens, b.tokens) {
      fuzzCheck(
        x.start == y.start && x.end == y.end && x.kind == y.kind && x.word == y.word && x.flags == y.flags,
        "token at \(x.start) differs between two runs")
    }
  }

  /// Node ranges lie within the tokens and within their parent; tables point back at their nodes; every
  /// token index stored in a table is -1 or a valid token.
  static func checkSyntax(_ file: ParsedFile) {
    let tree = file.syntax
    let tokenCount = Int32(file.tokens.count)
    fuzzCheck(!tree.nodes.isEmpty, "no source-file node")
    fuzzCheck(tree.nodes[0].kind == .sourceFile && tree.nodes[0].parent == -1, "node 0 is not the file")
    fuzzCheck(
      tree.match.count == file.tokens.count, "match table has \(tree.match.count) entries for \(tokenCount) tokens")
    for (index, target) in tree.match.enumerated() {
      fuzzCheck(
        target >= -1 && target <= tokenCount, "match[\(index)] = \(target) out of bounds (\(tokenCount) tokens)")
    }
    for (index, node) in tree.nodes.enumerated() {
      let describe = "node \(index) (\(node.kind)) \(node.start)..<\(node.end)"
      fuzzCheck(
        node.start >= 0 && node.start <= node.end && node.end <= max(tokenCount, 1),
        "\(describe): out of bounds (\(tokenCount) tokens)")
      guard index > 0 else { continue }
      fuzzCheck(
        node.parent >= 0 && Int(node.parent) < index, "\(describe): parent \(node.parent) is not an earlier node")
      let parent = tree.nodes[Int(node.parent)]
      fuzzCheck(node.depth == parent.depth + 1, "\(describe): depth \(node.depth), parent's \(parent.depth)")
      fuzzCheck(
        node.start >= parent.start && node.end <= parent.end,
        "\(describe): outside its parent \(node.parent) (\(parent.kind)) \(parent.start)..<\(parent.end)")
      let payload = Int(node.payload)
      func pointsBack(_ count: Int, _ backNode: (Int) -> Int32) {
        fuzzCheck(payload >= 0 && payload < count, "\(describe): payload \(payload) out of \(count)")
        fuzzCheck(
          backNode(payload) == Int32(index), "\(describe): table entry \(payload) names node \(backNode(payload))")
      }
      switch node.kind {
      case .sourceFile: fuzzFail("\(describe): a second source-file node")
      case .type: pointsBack(tree.types.count) { tree.types[$0].node }
      case .function, .accessor: pointsBack(tree.functions.count) { tree.functions[$0].node }
      case .variable: pointsBack(tree.variables.count) { tree.variables[$0].node }
      case .closure: pointsBack(tree.closures.count) { tree.closures[$0].node }
      case .block: pointsBack(tree.blocks.count) { tree.blocks[$0].node }
      }
    }

    func token(_ value: Int32, _ what: @autoclosure () -> String) {
      fuzzCheck(value >= -1 && value < tokenCount, "\(what()) = \(value), out of \(tokenCount) tokens")
    }
    func range(_ value: TokenRange, _ what: @autoclosure () -> String) {
      guard !value.isEmpty else { return }
      fuzzCheck(
        value.start >= 0 && value.end <= tokenCount, "\(what()) \(value.start)..<\(value.end) out of \(tokenCount)")
    }
    func slice(_ value: Range<Int32>, _ count: Int, _ what: @autoclosure () -> String) {
      fuzzCheck(value.lowerBound >= 0 && Int(value.upperBound) <= count, "\(what()) \(value) out of \(count)")
    }
    for (index, type) in tree.types.enumerated() {
      token(type.keyword, "types[\(index)].keyword")
      token(type.name, "types[\(index)].name")
      range(type.nameRange, "types[\(index)].nameRange")
      slice(type.attributes, tree.attributes.count, "types[\(index)].attributes")
      slice(type.inheritance, tree.typeReferences.count, "types[\(index)].inheritance")
      token(type.bodyOpen, "types[\(index)].bodyOpen")
      fuzzCheck(type.bodyClose >= -1 && type.bodyClose <= tokenCount, "types[\(index)].bodyClose out of bounds")
    }
    for (index, function) in tree.functions.enumerated() {
      token(function.keyword, "functions[\(index)].keyword")
      token(function.name, "functions[\(index)].name")
      slice(function.attributes, tree.attributes.count, "functions[\(index)].attributes")
      slice(function.parameters, tree.parameters.count, "functions[\(index)].parameters")
      range(function.returnType, "functions[\(index)].returnType")
      token(function.bodyOpen, "functions[\(index)].bodyOpen")
      fuzzCheck(
        function.bodyClose >= -1 && function.bodyClose <= tokenCount, "functions[\(index)].bodyClose out of bounds")
    }
    for (index, variable) in tree.variables.enumerated() {
      token(variable.keyword, "variables[\(index)].keyword")
      token(variable.name, "variables[\(index)].name")
      range(variable.pattern, "variables[\(index)].pattern")
      range(variable.type, "variables[\(index)].type")
      range(variable.initializer, "variables[\(index)].initializer")
      slice(variable.attributes, tree.attributes.count, "variables[\(index)].attributes")
    }
    for (index, closure) in tree.closures.enumerated() {
      token(closure.open, "closures[\(index)].open")
      fuzzCheck(closure.close >= -1 && closure.close <= tokenCount, "closures[\(index)].close out of bounds")
      token(closure.inKeyword, "closures[\(index)].inKeyword")
      slice(closure.captures, tree.captures.count, "closures[\(index)].captures")
      for name in closure.parameterNames { token(name, "closures[\(index)].parameterNames") }
      if index > 0 {
        fuzzCheck(tree.closures[index - 1].open < closure.open, "closures not in source order at \(index)")
      }
    }
    for (index, call) in tree.calls.enumerated() {
      token(call.name, "calls[\(index)].name")
      token(call.calleeStart, "calls[\(index)].calleeStart")
      token(call.dot, "calls[\(index)].dot")
      token(call.leftParen, "calls[\(index)].leftParen")
      fuzzCheck(call.rightParen >= -1 && call.rightParen <= tokenCount, "calls[\(index)].rightParen out of bounds")
      slice(call.arguments, tree.arguments.count, "calls[\(index)].arguments")
      for open in call.trailingClosures { token(open, "calls[\(index)].trailingClosures") }
      fuzzCheck(call.scope >= 0 && Int(call.scope) < tree.nodes.count, "calls[\(index)].scope \(call.scope) is no node")
      if index > 0 {
        fuzzCheck(
          file.anchor(of: tree.calls[index - 1]) <= file.anchor(of: call), "calls not in source order at \(index)")
      }
    }
    for (index, argument) in tree.arguments.enumerated() {
      token(argument.label, "arguments[\(index)].label")
      range(argument.value, "arguments[\(index)].value")
    }
    for (index, assignment) in tree.assignments.enumerated() {
      range(assignment.lhs, "assignments[\(index)].lhs")
      token(assignment.equal, "assignments[\(index)].equal")
      range(assignment.rhs, "assignments[\(index)].rhs")
      fuzzCheck(
        assignment.scope >= 0 && Int(assignment.scope) < tree.nodes.count, "assignments[\(index)].scope is no node")
      if index > 0 {
        fuzzCheck(tree.assignments[index - 1].equal < assignment.equal, "assignments not in source order")
      }
    }
    for (index, capture) in tree.captures.enumerated() {
      token(capture.specifierToken, "captures[\(index)].specifierToken")
      token(capture.name, "captures[\(index)].name")
      range(capture.value, "captures[\(index)].value")
    }
    for (index, attribute) in tree.attributes.enumerated() {
      token(attribute.at, "attributes[\(index)].at")
      token(attribute.name, "attributes[\(index)].name")
    }
    for (index, reference) in tree.typeReferences.enumerated() {
      range(reference.range, "typeReferences[\(index)].range")
      token(reference.name, "typeReferences[\(index)].name")
    }
    for (index, parameter) in tree.parameters.enumerated() {
      token(parameter.label, "parameters[\(index)].label")
      token(parameter.name, "parameters[\(index)].name")
      range(parameter.type, "parameters[\(index)].type")
      range(parameter.defaultValue, "parameters[\(index)].defaultValue")
    }
  }

  /// Line and column of `offset` computed by a plain scan (CRLF, LF and a lone CR end a line; a leading
  /// BOM is not counted in line 1's columns): the oracle for every finding's position.
  static func naiveLocation(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    var index = 0
    let limit = min(offset, bytes.count)
    while index < limit {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        lineStart = index + 1
      } else if byte == 0x0D {
        if index + 1 < bytes.count && bytes[index + 1] == 0x0A {
          if index + 1 >= limit { break }
          index += 1
        }
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    var column = offset - lineStart + 1
    if line == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) && offset >= 3 { column -= 3 }
    return (line, max(1, column))
  }

  /// Every finding is in the file, at the line and column its offset has.
  static func checkDiagnostics(_ diagnostics: [Diagnostic], in file: ParsedFile) {
    let bytes = file.bytes
    for diagnostic in diagnostics {
      let describe = "[\(diagnostic.ruleID)] at offset \(diagnostic.offset) (\(diagnostic.line):\(diagnostic.column))"
      fuzzCheck(diagnostic.offset >= 0 && diagnostic.offset <= bytes.count, "\(describe): offset out of the file")
      fuzzCheck(diagnostic.line >= 1 && diagnostic.column >= 1, "\(describe): line or column below 1")
      fuzzCheck(diagnostic.path == file.path, "\(describe): path \(diagnostic.path)")
      fuzzCheck(!diagnostic.message.isEmpty, "\(describe): empty message")
      let expected = naiveLocation(of: diagnostic.offset, in: bytes)
      fuzzCheck(
        diagnostic.line == expected.line && diagnostic.column == expected.column,
        "\(describe): expected \(expected.line):\(expected.column)")
    }
  }

  /// Renders `diagnostics` with every reporter, with the line bytes attached as the linter does.
  /// JSON reports must parse.
  static func renderAll(_ diagnostics: [Diagnostic], of file: ParsedFile, rules: [RuleDescription]) {
    var withLines = diagnostics
    for index in withLines.indices {
      let range = file.source.lineTable.range(ofLine: withLines[index].line, in: file.bytes)
      fuzzCheck(range.lowerBound >= 0 && range.upperBound <= file.bytes.count, "line range \(range) out of the file")
      withLines[index].lineBytes = Array(file.bytes[range])
    }
    withLines.sort(by: Diagnostic.ordered)
    let context = ReportContext(rules: rules, fileCount: 1, sourceLine: SourceLines.from(withLines))
    for reporter in ReporterRegistry.all {
      let report = reporter.render(withLines, context: context)
      if !withLines.isEmpty { fuzzCheck(!report.isEmpty, "\(reporter.identifier) rendered nothing") }
      if ["json", "sarif", "gitlab"].contains(reporter.identifier) {
        let parsed = try? JSONSerialization.jsonObject(with: Data(report.utf8), options: [.fragmentsAllowed])
        fuzzCheck(parsed != nil, "\(reporter.identifier) report is not valid JSON:\n\(report.prefix(2000))")
      }
    }
  }
}
