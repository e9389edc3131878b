/// `bridgelint map --format html`: one self-contained page (inline CSS, JS and SVG) that reads the
/// map JSON (docs/map-html.md). The page makes no network request: a Content-Security-Policy allows
/// only the inline style and script, and nothing in it names a remote resource. Every string from
/// the JSON reaches the DOM through `textContent` or `setAttribute`, never as markup.
public enum MapHTML {
  /// The page for `json` (a `bridgelint-map` version 1 document, embedded as it is apart from the
  /// escapes below). `linkTemplate` turns each `file:line` into a link: `{path}` and `{line}` are
  /// replaced; without it locations are plain text. Deterministic: the same input gives the same bytes.
  public static func render(json: String, linkTemplate: String?) -> String {
    let link = linkTemplate.map { JSONValue.string($0).rendered() } ?? "null"
    var page = ""
    page.reserveCapacity(json.utf8.count + head.utf8.count + body.utf8.count + script.utf8.count + 512)
    page += head
    page += body
    page += "<script type=\"application/json\" id=\"map-data\">"
    page += embedded(json)
    page += "</script>\n<script type=\"application/json\" id=\"map-link\">"
    page += embedded(link)
    page += "</script>\n<script>\n"
    page += script
    page += "</script>\n</body>\n</html>\n"
    return page
  }

  /// JSON text made safe inside a `<script>` element. `</` becomes `<\/`, so no `</script>` in the
  /// data ends the element; `<!--` becomes `\u003c!--`, so no `<!--<script>` in the data puts the
  /// HTML tokenizer in its "double escaped" state, where the real `</script>` would not end it.
  /// In valid JSON `<` occurs only inside strings, where both are escapes of the same characters.
  static func embedded(_ json: String) -> String {
    let bytes = Array(json.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 64)
    let less = UInt8(ascii: "<")
    let slash = UInt8(ascii: "/")
    let bang = UInt8(ascii: "!")
    let dash = UInt8(ascii: "-")
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == less, index + 1 < bytes.count, bytes[index + 1] == slash {
        output.append(contentsOf: [less, UInt8(ascii: "\\"), slash])
        index += 2
        continue
      }
      if byte == less, index + 3 < bytes.count, bytes[index + 1] == bang, bytes[index + 2] == dash,
        bytes[index + 3] == dash
      {
        output.append(contentsOf: Array("\\u003c".utf8))
        index += 1
        continue
      }
      output.append(byte)
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }
}
