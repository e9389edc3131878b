import BridgeLint
import Foundation

var out: [UInt8] = []
let args = Array(CommandLine.arguments.dropFirst())
if args.first == "dump-syntax" {
  for path in args.dropFirst() {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    let file = ParsedFile(source: SourceFile(path: path, bytes: [UInt8](data)))
    print(SyntaxDump.render(file), terminator: "")
  }
} else if args.first == "parse-all" {
  var n = 0
  for path in args.dropFirst() {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    let file = ParsedFile(source: SourceFile(path: path, bytes: [UInt8](data)))
    n += file.syntax.calls.count
  }
  print(n)
} else {
  for path in args.dropFirst() {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    TokenDump.render(path: path, bytes: [UInt8](data), into: &out)
  }
  FileHandle.standardOutput.write(Data(out))
}
