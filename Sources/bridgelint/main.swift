import BridgeLint
import Foundation

var out: [UInt8] = []
for path in CommandLine.arguments.dropFirst().dropFirst() {
  let data = FileManager.default.contents(atPath: path) ?? Data()
  TokenDump.render(path: path, bytes: [UInt8](data), into: &out)
}
FileHandle.standardOutput.write(Data(out))
