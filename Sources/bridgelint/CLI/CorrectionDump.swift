import BridgeLint
import Foundation
import Rules

/// `dump-corrections DIR`: every rule's fix examples as `<rule>-<n>-before.swift` and
/// `<rule>-<n>-after.swift` (`Scripts/check-fix-compile` type-checks each pair).
enum CorrectionDump {
  static func write(into arguments: [String]) -> ExitStatus {
    guard arguments.count == 1, let directory = arguments.first else {
      Output.standardError("USAGE: bridgelint dump-corrections <directory>\n")
      return .usage
    }
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      var count = 0
      for description in RuleRegistry.descriptions {
        for (number, correction) in description.corrections.enumerated() {
          let stem = "\(description.identifier)-\(number + 1)"
          try Data(correction.before.utf8).write(to: url.appendingPathComponent(stem + "-before.swift"))
          try Data(correction.after.utf8).write(to: url.appendingPathComponent(stem + "-after.swift"))
          count += 1
        }
      }
      Output.standardOutput("Wrote \(count) corrections to \(directory)\n")
      return .success
    } catch {
      Output.standardError("error: \(error)\n")
      return .failure
    }
  }
}
