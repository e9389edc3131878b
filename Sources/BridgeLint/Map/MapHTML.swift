import Foundation

/// Placeholder HTML renderer (the map-html branch replaces this file): a minimal valid page
/// embedding the map JSON as docs/map.md says.
public enum MapHTML {
  public static func render(json: String, linkTemplate: String?) -> String {
    let data = json.replacingOccurrences(of: "</", with: "<\\/")
    var template = ""
    JSONValue.appendQuoted(linkTemplate ?? "", to: &template)
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>bridgelint map</title></head>
      <body><h1>bridgelint map</h1>
      <script type="application/json" id="map-data">\(data)</script>
      <script type="application/json" id="map-link-template">\(template.replacingOccurrences(of: "</", with: "<\\/"))</script>
      </body></html>

      """
  }
}
