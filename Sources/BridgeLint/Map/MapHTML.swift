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

  /// JSON text made safe inside a `<script>` element, and compact. `</` becomes `<\/`, so no `</script>`
  /// in the data ends the element; `<!--` becomes `\u003c!--`, so no `<!--<script>` in the data puts
  /// the HTML tokenizer in its "double escaped" state, where the real `</script>` would not end it.
  /// In valid JSON `<` occurs only inside strings, where both are escapes of the same characters.
  /// Whitespace between tokens is dropped (a quarter of a pretty-printed map is indentation, and the
  /// page must stay under 5 MB with 5,000 crossings); the parsed value is unchanged.
  static func embedded(_ json: String) -> String {
    let bytes = Array(json.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    let less = UInt8(ascii: "<")
    let slash = UInt8(ascii: "/")
    let backslash = UInt8(ascii: "\\")
    let quote = UInt8(ascii: "\"")
    var inString = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      // `<` outside strings (invalid JSON) still never ends the element.
      if byte == less, !inString {
        output.append(contentsOf: Array("\\u003c".utf8))
        continue
      }
      if !inString {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09: continue
        case quote: inString = true
        default: break
        }
        output.append(byte)
        continue
      }
      switch byte {
      case quote: inString = false
      case backslash:
        // An escape: its next byte is never the string's end, `<` or whitespace to drop.
        output.append(byte)
        if index < bytes.count {
          output.append(bytes[index])
          index += 1
        }
        continue
      case less where index < bytes.count && bytes[index] == slash:
        output.append(contentsOf: [less, backslash, slash])
        index += 1
        continue
      case less where bytes[index...].starts(with: Array("!--".utf8)):
        output.append(contentsOf: Array("\\u003c".utf8))
        continue
      default: break
      }
      output.append(byte)
    }
    return String(decoding: output, as: UTF8.self)
  }
}
