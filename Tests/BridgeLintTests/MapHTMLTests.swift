import Foundation
import XCTest

@testable import BridgeLint

/// The map page's text: what it embeds, what it escapes, what it never references. The page's
/// behaviour in a browser is Scripts/map-browser-test's (run by .ci/run).
final class MapHTMLTests: XCTestCase {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("MapSamples")

  func sample(_ name: String) throws -> String {
    try String(contentsOf: Self.samples.appendingPathComponent(name), encoding: .utf8)
  }

  /// The text of `<script type="application/json" id="ID">…</script>`.
  func scriptText(_ id: String, in page: String) throws -> String {
    let open = "<script type=\"application/json\" id=\"\(id)\">"
    let start = try XCTUnwrap(page.range(of: open), "no \(id) element")
    let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    return String(page[start.upperBound..<end.lowerBound])
  }

  func parsed(_ text: String) throws -> NSObject {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject)
  }

  func testEmbedsTheMapAsTheSameJSONValue() throws {
    for name in ["field-notes.json", "hostile-strings.json"] {
      let json = try sample(name)
      let page = MapHTML.render(json: json, linkTemplate: nil)
      XCTAssertEqual(try parsed(scriptText("map-data", in: page)), try parsed(json), name)
    }
  }

  func testEmbeddedTextIsTheJSONWithoutIndentationAndWithScriptEndsEscaped() throws {
    let json = """
      {
        "name": "Host</script><script>alert(1)</script>",
        "note": "two  spaces, a \\"quote\\" and \\\\</b>",
        "list": [ 1, 2 ],\t"open": "<!--<script>"
      }

      """
    let page = MapHTML.render(json: json, linkTemplate: nil)
    XCTAssertEqual(
      try scriptText("map-data", in: page),
      #"{"name":"Host<\/script><script>alert(1)<\/script>","note":"two  spaces, a \"quote\" and \\<\/b>","#
        + #""list":[1,2],"open":"\u003c!--<script>"}"#)
    XCTAssertEqual(try parsed(scriptText("map-data", in: page)), try parsed(json))
  }

  func testNoDataEndsAScriptElementOrOpensAComment() throws {
    let json = try sample("hostile-strings.json")
    XCTAssertTrue(json.contains("</script>") && json.contains("<!--<script>") && json.contains("</SCRIPT"))
    let page = MapHTML.render(json: json, linkTemplate: "https://git.example/{path}</script><!--<script>#L{line}")
    // Three script elements (the map, the link template, the page's code), each ended once: `<script`
    // inside script data starts nothing; only `</script` and `<!--` can change the tokenizer's state.
    XCTAssertEqual(page.lowercased().components(separatedBy: "</script").count - 1, 3)
    XCTAssertFalse(page.contains("<!--"))
    // Invalid JSON with a bare `<` cannot end the element either.
    let broken = MapHTML.render(json: "{\"a\": 1} </script><script>", linkTemplate: nil)
    XCTAssertEqual(try scriptText("map-data", in: broken), #"{"a":1}\u003c/script>\u003cscript>"#)
  }

  func testLinkTemplateIsEmbeddedAsAJSONString() throws {
    let template = "https://git.example/org/app/blob/main/{path}#L{line} \"</script>"
    let page = MapHTML.render(json: "{}", linkTemplate: template)
    XCTAssertEqual(
      try scriptText("map-link", in: page), #""https://git.example/org/app/blob/main/{path}#L{line} \"<\/script>""#)
    XCTAssertEqual(try parsed(scriptText("map-link", in: page)), template as NSString)
    XCTAssertEqual(try scriptText("map-link", in: MapHTML.render(json: "{}", linkTemplate: nil)), "null")
  }

  func testReferencesNoRemoteResource() throws {
    let json = try sample("field-notes.json")
    let plain = MapHTML.render(json: json, linkTemplate: nil)
    for needle in ["http:", "https:", "//cdn", " src=", "@import", "url(", "@font-face"] {
      XCTAssertFalse(plain.lowercased().contains(needle), "the page contains \(needle)")
    }
    XCTAssertTrue(plain.contains("default-src 'none'"), "no Content-Security-Policy forbidding other sources")
    let linked = MapHTML.render(json: json, linkTemplate: "https://git.example/app/blob/main/{path}#L{line}")
    XCTAssertEqual(linked.components(separatedBy: "https:").count - 1, 1, "only the link template names a URL")
    XCTAssertFalse(linked.contains("http:"))
  }

  func testIsDeterministicAndIndependentOfTheJSONLayout() throws {
    let json = try sample("field-notes.json")
    let first = MapHTML.render(json: json, linkTemplate: "https://git.example/{path}#L{line}")
    XCTAssertEqual(first, MapHTML.render(json: json, linkTemplate: "https://git.example/{path}#L{line}"))
    let compact = try XCTUnwrap(
      String(data: JSONSerialization.data(withJSONObject: parsed(json), options: [.sortedKeys]), encoding: .utf8))
    let reindented = compact.replacingOccurrences(of: ",\"", with: ",\n    \"")
    XCTAssertEqual(
      MapHTML.render(json: compact, linkTemplate: nil), MapHTML.render(json: reindented, linkTemplate: nil))
  }

  func testPageIsOneDocumentWithItsParts() throws {
    let page = MapHTML.render(json: try sample("field-notes.json"), linkTemplate: nil)
    XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
    XCTAssertTrue(page.hasSuffix("</script>\n</body>\n</html>\n"))
    for id in ["summary", "comparison", "graph", "filter-kind", "filter-group", "filter-rule", "filter-text", "rows"] {
      XCTAssertTrue(page.contains("id=\"\(id)\""), "no #\(id)")
    }
    XCTAssertTrue(page.contains("@media (prefers-color-scheme: dark)"))
    // Data reaches the DOM as text only.
    XCTAssertFalse(page.contains("innerHTML") || page.contains("insertAdjacentHTML") || page.contains("document.write"))
  }

  func testRenderCommandWritesThePage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-map-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = Self.samples.appendingPathComponent("field-notes.json").path
    let written = try LintProcess.run(
      ["map-render-html", "--json", input, "--output", "map.html", "--link-template", "https://git.example/{path}"],
      in: folder)
    XCTAssertEqual(written.status, 0, written.standardError)
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("map.html"), encoding: .utf8),
      MapHTML.render(json: try sample("field-notes.json"), linkTemplate: "https://git.example/{path}"))
    let missing = try LintProcess.run(["map-render-html", "--json", "absent.json", "--output", "x.html"], in: folder)
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.standardError, "absent.json: error: cannot read file: no such file or directory\n")
    let usage = try LintProcess.run(["map-render-html", "--json", input], in: folder)
    XCTAssertEqual(usage.status, 64)
    XCTAssertTrue(usage.standardError.hasPrefix("Error: map-render-html needs --json <file> and --output <file>\n"))
  }
}
