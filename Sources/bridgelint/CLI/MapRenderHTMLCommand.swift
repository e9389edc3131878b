import BridgeLint

/// `map-render-html --json FILE --output FILE [--link-template T]`: internal, hidden from help.
/// Renders a saved map JSON as the HTML page, so the page and its browser test
/// (Scripts/map-browser-test) can run on hand-written or generated map files.
enum MapRenderHTMLCommand {
  static func run(_ arguments: [String]) throws -> ExitStatus {
    var jsonPath: String?
    var outputPath: String?
    var linkTemplate: String?
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      let (name, inline) = ArgumentReader.split(argument)
      switch name {
      case "--json": jsonPath = try reader.value(for: name, inline: inline)
      case "--output": outputPath = try reader.value(for: name, inline: inline)
      case "--link-template": linkTemplate = try reader.value(for: name, inline: inline)
      default: throw UsageError("unexpected argument \(YAMLParser.quoted(argument))")
      }
    }
    guard let jsonPath, let outputPath else {
      throw UsageError("map-render-html needs --json <file> and --output <file>")
    }
    let bytes: [UInt8]
    switch FileReader.read(jsonPath) {
    case .success(let contents): bytes = contents
    case .failure(let error):
      Output.standardError(error.description + "\n")
      return .failure
    }
    let page = MapHTML.render(json: String(decoding: bytes, as: UTF8.self), linkTemplate: linkTemplate)
    if let failure = Output.writeFile(page, to: outputPath) {
      Output.standardError("error: \(failure)\n")
      return .failure
    }
    return .success
  }
}
