// The page's fixed parts. They name no remote resource (no URL, no font, no CDN): the SVG
// namespace is read from the inline <svg> element instead of being written out.
extension MapHTML {
  static let head = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy"
      content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
    <meta name="color-scheme" content="light dark">
    <title>bridgelint map</title>
    <style>
    :root {
      color-scheme: light dark;
      --bg: #ffffff; --fg: #1b1f24; --muted: #4d5560; --line: #c9d1da; --panel: #f3f5f8;
      --accent: #0a58a8; --focus: #b34700; --error: #b3261e; --warning: #7a4a00; --info: #1f5687;
      --swiftui_in_platform: #0a58a8; --platform_in_swiftui: #a3336b; --containment: #2b6e2f;
      --added: #1d6b2a; --removed: #a3261e;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #10151b; --fg: #e7eaee; --muted: #aab2bd; --line: #3b4550; --panel: #19212a;
        --accent: #86bdff; --focus: #ffb36b; --error: #ff9189; --warning: #f1c36b; --info: #93c7ff;
        --swiftui_in_platform: #86bdff; --platform_in_swiftui: #f296c8; --containment: #86d993;
        --added: #86d993; --removed: #ff9189;
      }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--fg);
      font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    header, main { max-width: 1440px; margin: 0 auto; padding: 0 16px; }
    header { padding-top: 12px; }
    h1 { font-size: 1.5rem; margin: 8px 0 2px; }
    h2 { font-size: 1.2rem; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
    h3 { font-size: 1rem; margin: 16px 0 6px; }
    a { color: var(--accent); }
    code, .loc { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.88em; }
    .muted { color: var(--muted); }
    .skip { position: absolute; left: -9999px; }
    .skip:focus { left: 16px; top: 8px; background: var(--bg); padding: 4px 8px; }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    .error-banner { border: 2px solid var(--error); color: var(--fg); padding: 8px 12px; margin: 12px 0; }
    .cards { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0 12px; }
    .card { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 8px 14px;
      min-width: 140px; }
    .card .value { font-size: 1.6rem; font-weight: 600; display: block; }
    .counts { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    table { border-collapse: collapse; }
    caption { text-align: left; font-weight: 600; padding: 4px 0; }
    th, td { border-bottom: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    .table-wrap { overflow-x: auto; }
    #crossings { width: 100%; min-width: 980px; table-layout: fixed; font-size: 0.92rem; }
    #crossings td { overflow-wrap: break-word; }
    .small { font-size: 0.85em; }
    #crossings thead th { position: sticky; top: 0; background: var(--panel); z-index: 1; }
    #crossings thead button { font: inherit; font-weight: 600; color: var(--fg); background: none; border: 0;
      padding: 2px 4px; cursor: pointer; }
    #crossings thead button .arrow { display: inline-block; width: 1em; color: var(--muted); }
    #crossings td ul, .change-list { margin: 0; padding-left: 18px; }
    .filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin: 8px 0; }
    .filters label { display: flex; flex-direction: column; font-size: 0.9rem; }
    select, input, button { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--muted);
      border-radius: 4px; padding: 3px 6px; }
    button { cursor: pointer; }
    .link-button { border: 0; padding: 0; background: none; color: var(--accent); text-decoration: underline; }
    .sev { font-weight: 600; }
    .sev-error { color: var(--error); } .sev-warning { color: var(--warning); } .sev-info { color: var(--info); }
    .added { color: var(--added); font-weight: 600; } .removed { color: var(--removed); font-weight: 600; }
    .graph-wrap { max-height: 640px; overflow: auto; border: 1px solid var(--line); border-radius: 6px; }
    #graph { display: block; }
    #graph text { fill: var(--fg); font-size: 12px; }
    #graph text.group { fill: var(--muted); font-weight: 600; }
    #graph text.column { fill: var(--muted); font-weight: 600; font-size: 13px; }
    #graph circle { fill: var(--bg); stroke: var(--fg); stroke-width: 1.5; }
    #graph path { fill: none; stroke-opacity: 0.85; }
    .legend { display: flex; flex-wrap: wrap; gap: 16px; margin: 6px 0; font-size: 0.9rem; }
    .legend svg { vertical-align: middle; }
    .swiftui_in_platform { stroke: var(--swiftui_in_platform); }
    .platform_in_swiftui { stroke: var(--platform_in_swiftui); stroke-dasharray: 7 4; }
    .containment { stroke: var(--containment); stroke-dasharray: 2 3; }
    </style>
    </head>

    """#

  static let body = #"""
    <body>
    <a class="skip" href="#crossings-heading">Skip to the crossings table</a>
    <header>
    <h1>Where SwiftUI and UIKit meet</h1>
    <p id="meta" class="muted"></p>
    <div id="load-error" class="error-banner" role="alert" hidden></div>
    </header>
    <main>
    <section aria-labelledby="summary-heading">
    <h2 id="summary-heading">Summary</h2>
    <div id="summary"></div>
    </section>
    <section id="comparison" aria-labelledby="comparison-heading" hidden>
    <h2 id="comparison-heading">Changes since the base map</h2>
    <div id="comparison-body"></div>
    </section>
    <section aria-labelledby="graph-heading">
    <h2 id="graph-heading">Graph</h2>
    <p id="graph-note" class="muted"></p>
    <div class="legend" id="legend"></div>
    <div class="graph-wrap" tabindex="0" role="region" aria-labelledby="graph-heading">
    <svg id="graph" role="img" width="760" height="60"></svg>
    </div>
    </section>
    <section aria-labelledby="crossings-heading">
    <h2 id="crossings-heading" tabindex="-1">Crossings</h2>
    <div class="filters" role="search" aria-label="Filter the crossings">
    <label>Kind <select id="filter-kind"></select></label>
    <label>Folder <select id="filter-group"></select></label>
    <label>Rule <select id="filter-rule"></select></label>
    <label>Text <input id="filter-text" type="search" placeholder="type, file, message…" autocomplete="off"></label>
    <button type="button" id="filter-reset">Show all</button>
    </div>
    <p id="row-count" aria-live="polite"></p>
    <div class="table-wrap">
    <table id="crossings" data-state="loading">
    <colgroup><col style="width: 16%"><col style="width: 9%"><col style="width: 9%"><col style="width: 12%">
    <col style="width: 12%"><col style="width: 12%"><col style="width: 8%"><col style="width: 22%"></colgroup>
    <thead><tr id="crossings-header"></tr></thead>
    <tbody id="rows"></tbody>
    </table>
    </div>
    <div id="rows-end"></div>
    <p id="more" hidden><button type="button" id="show-more">Show more</button></p>
    </section>
    <section aria-labelledby="other-heading">
    <h2 id="other-heading">Findings outside any crossing</h2>
    <div id="other-findings"></div>
    </section>
    </main>

    """#
}
