// The page's script. Strings from the JSON reach the DOM only through `el` (text nodes and
// attributes), never as markup. The table renders in chunks so 5,000 rows never block the page.
extension MapHTML {
  static let script = #"""
    'use strict';
    (function () {
    const KINDS = ['hosting_controller', 'hosting_configuration', 'hosting_view', 'representable',
      'child_containment'];
    const KIND_LABELS = {
      hosting_controller: 'Hosting controller', hosting_configuration: 'Hosting configuration',
      hosting_view: 'Hosting view', representable: 'Representable', child_containment: 'Child containment',
    };
    const DIRECTIONS = ['swiftui_in_platform', 'platform_in_swiftui', 'containment'];
    const DIRECTION_LABELS = {
      swiftui_in_platform: 'SwiftUI in UIKit/AppKit', platform_in_swiftui: 'UIKit/AppKit in SwiftUI',
      containment: 'Child view controller',
    };
    const SEVERITIES = ['error', 'warning', 'info'];
    const GRAPH_NODE_LIMIT = 150;
    const PAGE = 200;

    const str = (v) => typeof v === 'string' ? v : (v === null || v === undefined ? '' : String(v));
    const num = (v) => typeof v === 'number' && isFinite(v) ? v : 0;
    const arr = (v) => Array.isArray(v) ? v : [];
    const obj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {};
    const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
    const byId = (id) => document.getElementById(id);
    const cmpStr = (a, b) => a < b ? -1 : (a > b ? 1 : 0);

    // Builds an element: attributes through setAttribute, children as text nodes or elements.
    function el(tag, attrs, children) {
      const node = document.createElement(tag);
      for (const k in attrs || {}) {
        const v = attrs[k];
        if (v === null || v === undefined || v === false) continue;
        if (k === 'text') node.textContent = str(v); else node.setAttribute(k, v === true ? '' : str(v));
      }
      for (const c of children || []) {
        if (c === null || c === undefined) continue;
        node.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(str(c)) : c);
      }
      return node;
    }

    let data = null;
    let linkTemplate = null;
    let problem = '';
    try { data = JSON.parse(byId('map-data').textContent); } catch (e) { problem = 'The embedded map data is not valid JSON.'; }
    try {
      const t = JSON.parse(byId('map-link').textContent);
      if (typeof t === 'string' && t !== '') linkTemplate = t;
    } catch (e) { linkTemplate = null; }
    if (!problem && (obj(data).schema !== 'bridgelint-map' || obj(data).version !== 1)) {
      problem = 'This page reads bridgelint-map version 1 data; the embedded data is '
        + str(obj(data).schema || 'unnamed') + ' version ' + str(obj(data).version) + '.';
    }
    if (problem) {
      const banner = byId('load-error');
      banner.textContent = problem;
      banner.hidden = false;
      byId('crossings').dataset.state = 'error';
      return;
    }

    const summary = obj(data.summary);
    const tool = obj(data.tool);
    byId('meta').textContent = str(tool.name || 'bridgelint') + ' ' + str(tool.version) + ' · '
      + num(summary.files) + ' Swift files read · map format version ' + num(data.version);

    // Each path segment is percent-encoded, so a file name cannot add a scheme or a query to the link.
    const encodePath = (p) => p.split('/').map(encodeURIComponent).join('/');
    // A path that may wrap after each `/` (a <wbr> element, so no markup is built from the text).
    function breakable(path) {
      const parts = [];
      path.split('/').forEach((part, i) => { if (i) parts.push('/', el('wbr')); parts.push(part); });
      return parts;
    }
    // `path:line`; `line N` when `sameFile` (the row already names the file).
    function location(file, line, sameFile) {
      const parts = sameFile && line > 0 ? ['line ' + line] : breakable(file).concat(line > 0 ? [':' + line] : []);
      if (linkTemplate && file) {
        const href = linkTemplate.split('{path}').join(encodePath(file)).split('{line}').join(String(line));
        return el('a', { href: href, class: 'loc' }, parts);
      }
      return el('span', { class: 'loc' }, parts);
    }
    const severityClass = (s) => 'sev sev-' + (SEVERITIES.includes(s) ? s : 'other');
    function findingItem(f, extra, inFile) {
      return el('li', { class: 'finding' }, [
        el('span', { class: severityClass(str(f.severity)) }, [str(f.severity)]), ' ',
        el('code', null, [str(f.rule)]), ' ', str(f.message), ' ',
        location(str(f.file), num(f.line), inFile !== undefined && str(f.file) === inFile),
      ].concat(extra || []));
    }

    const crossings = arr(data.crossings).map((raw, index) => {
      const c = obj(raw);
      const findings = arr(c.findings).map(obj);
      const r = {
        index: index, id: str(c.id), kind: str(c.kind), direction: str(c.direction), platform: str(c.platform),
        group: str(c.group), file: str(c.file), line: num(c.line), column: num(c.column),
        container: str(c.container), name: str(c.name), hosted: str(c.hosted),
        contained: c.contained === true ? true : (c.contained === false ? false : null),
        addedAt: arr(c.addedAt).map(obj), coordinator: c.coordinator === null || c.coordinator === undefined
          ? '' : str(c.coordinator),
        updateWork: arr(c.updateWork).map(str), findings: findings,
        rules: new Set(findings.map((f) => str(f.rule))),
        worst: findings.reduce((w, f) => { const i = SEVERITIES.indexOf(str(f.severity)); return i < 0 ? w : Math.min(w, i); }, 3),
      };
      // What the text filter searches (Scripts/map-browser-test mirrors this list).
      r.haystack = [r.id, r.kind, r.direction, r.platform, r.group, r.file + ':' + r.line, r.container, r.name,
        r.hosted, r.coordinator].concat(r.updateWork,
        ...findings.map((f) => [str(f.rule), str(f.severity), str(f.message)])).join('\n').toLowerCase();
      return r;
    });
    const crossingById = new Map(crossings.map((r) => [r.id, r]));

    // Summary: totals, counts by kind, direction and severity, and per folder.
    function countTable(caption, keys, labels, values, path) {
      const rows = keys.map((k) => el('tr', null, [
        el('th', { scope: 'row' }, [labels[k] || k]),
        el('td', { class: 'num', 'data-count': path + '.' + k }, [String(num(obj(values)[k]))]),
      ]));
      return el('table', null, [el('caption', null, [caption]), el('tbody', null, rows)]);
    }
    function card(label, value, path) {
      return el('div', { class: 'card' }, [
        el('span', { class: 'value', 'data-count': path }, [String(value)]), el('span', { class: 'muted' }, [label]),
      ]);
    }
    const groups = arr(data.groups).map(obj);
    const otherFindings = arr(data.otherFindings).map(obj);
    const summaryBox = byId('summary');
    summaryBox.append(
      el('div', { class: 'cards' }, [
        card('crossings', num(summary.crossings), 'summary.crossings'),
        card('findings', num(summary.findings), 'summary.findings'),
        card('Swift files read', num(summary.files), 'summary.files'),
        card('folders with crossings', groups.length, 'groups'),
      ]),
      el('div', { class: 'counts' }, [
        countTable('By kind', KINDS, KIND_LABELS, summary.byKind, 'summary.byKind'),
        countTable('By direction', DIRECTIONS, DIRECTION_LABELS, summary.byDirection, 'summary.byDirection'),
        countTable('Findings by severity', SEVERITIES, {}, summary.bySeverity, 'summary.bySeverity'),
      ]));
    if (groups.length > 0) {
      const groupRows = groups.map((g) => el('tr', null, [
        el('th', { scope: 'row' }, [el('button', { type: 'button', class: 'link-button', 'data-group': str(g.name),
          title: 'Show this folder in the table' }, [str(g.name)])]),
        el('td', { class: 'num' }, [String(num(g.crossings))]),
        el('td', { class: 'num' }, [String(num(g.findings))]),
      ].concat(KINDS.map((k) => el('td', { class: 'num' }, [String(num(obj(g.byKind)[k]))])))));
      summaryBox.append(el('div', { class: 'table-wrap' }, [el('table', { id: 'groups' }, [
        el('caption', null, ['By folder']),
        el('thead', null, [el('tr', null, [el('th', { scope: 'col' }, ['Folder']),
          el('th', { scope: 'col', class: 'num' }, ['Crossings']), el('th', { scope: 'col', class: 'num' }, ['Findings'])]
          .concat(KINDS.map((k) => el('th', { scope: 'col', class: 'num' }, [KIND_LABELS[k]]))))]),
        el('tbody', null, groupRows),
      ])]));
    }

    // Comparison with a base map (--compare).
    if (data.comparison !== null && typeof data.comparison === 'object') {
      const cmp = obj(data.comparison);
      const base = obj(cmp.base);
      const added = arr(cmp.addedCrossings).map(str);
      const removed = arr(cmp.removedCrossings).map(obj);
      const addedFindings = arr(cmp.addedFindings).map(obj);
      const removedFindings = arr(cmp.removedFindings).map(obj);
      const box = byId('comparison-body');
      box.append(
        el('p', null, ['Base map: ', el('span', { 'data-count': 'comparison.base.crossings' }, [String(num(base.crossings))]),
          ' crossings, ', el('span', { 'data-count': 'comparison.base.findings' }, [String(num(base.findings))]),
          ' findings (map format version ' + num(base.version) + ').']),
        el('div', { class: 'cards' }, [
          card('crossings added', added.length, 'comparison.addedCrossings'),
          card('crossings removed', removed.length, 'comparison.removedCrossings'),
          card('findings added', addedFindings.length, 'comparison.addedFindings'),
          card('findings removed', removedFindings.length, 'comparison.removedFindings'),
        ]));
      const list = (title, id, items) => {
        box.append(el('h3', null, [title]));
        box.append(items.length ? el('ul', { class: 'change-list', id: id }, items) : el('p', { class: 'muted', id: id }, ['None.']));
      };
      list('Crossings added', 'added-crossings', added.map((id) => {
        const r = crossingById.get(id);
        if (!r) return el('li', null, [el('span', { class: 'added' }, ['+ ']), el('code', null, [id])]);
        return el('li', null, [el('span', { class: 'added' }, ['+ ']), KIND_LABELS[r.kind] || r.kind, ' ',
          el('code', null, [r.name]), r.container ? ' in ' + r.container : '', ' ', location(r.file, r.line)]);
      }));
      list('Crossings removed', 'removed-crossings', removed.map((c) => el('li', null, [
        el('span', { class: 'removed' }, ['− ']), KIND_LABELS[str(c.kind)] || str(c.kind), ' ', el('code', null, [str(c.name)]),
        str(c.container) ? ' in ' + str(c.container) : '', ' ', el('span', { class: 'loc' }, [str(c.file)])])));
      list('Findings added', 'added-findings', addedFindings.map((f) => findingItem(f, [' ', el('span', { class: 'added' }, ['(new)'])])));
      list('Findings removed', 'removed-findings', removedFindings.map((f) => findingItem(f, [' ', el('span', { class: 'removed' }, ['(gone)'])])));
      byId('comparison').hidden = false;
    }

    // Findings that no crossing contains.
    const otherBox = byId('other-findings');
    otherBox.append(el('p', null, [el('span', { 'data-count': 'otherFindings' }, [String(otherFindings.length)]),
      otherFindings.length === 1 ? ' finding' : ' findings']));
    if (otherFindings.length) otherBox.append(el('ul', { class: 'change-list' }, otherFindings.map((f) => findingItem(f))));

    // Graph: containers on the left, what they host or wrap on the right, one edge per (pair, direction);
    // above GRAPH_NODE_LIMIT nodes, one node per folder on the left and per direction on the right.
    function drawGraph() {
      const svg = byId('graph');
      const ns = svg.namespaceURI;
      const sv = (tag, attrs, text) => {
        const n = document.createElementNS(ns, tag);
        for (const k in attrs) n.setAttribute(k, str(attrs[k]));
        if (text !== undefined) n.textContent = text;
        return n;
      };
      const source = (r) => r.kind === 'representable' ? r.name : (r.container || r.file.split('/').pop() || '?');
      const target = (r) => r.hosted || (r.kind === 'child_containment' ? r.name : '') || '(unknown)';
      const lefts = new Map();
      const rights = new Map();
      for (const r of crossings) {
        if (!lefts.has(r.group + '\u0000' + source(r))) lefts.set(r.group + '\u0000' + source(r), { group: r.group, label: source(r) });
        rights.set(target(r), { label: target(r) });
      }
      const aggregated = lefts.size + rights.size > GRAPH_NODE_LIMIT;
      const edges = new Map();
      for (const r of crossings) {
        const from = aggregated ? r.group : r.group + '\u0000' + source(r);
        const to = aggregated ? r.direction : target(r);
        const key = from + '\u0001' + to + '\u0001' + r.direction;
        const e = edges.get(key) || { from: from, to: to, direction: r.direction, count: 0 };
        e.count += 1;
        edges.set(key, e);
      }
      let left = [];
      let right = [];
      if (aggregated) {
        left = [...new Set(crossings.map((r) => r.group))].sort(cmpStr).map((g) => ({ key: g, label: g }));
        right = DIRECTIONS.map((d) => ({ key: d, label: DIRECTION_LABELS[d] }));
        byId('graph-note').textContent = 'More than ' + GRAPH_NODE_LIMIT + ' types (' + (lefts.size + rights.size)
          + '): one node per folder, one edge per folder and direction; the number on an edge counts its crossings.';
      } else {
        left = [...lefts.entries()].map(([k, v]) => ({ key: k, label: v.label, group: v.group }))
          .sort((a, b) => cmpStr(a.group, b.group) || cmpStr(a.label, b.label));
        right = [...rights.keys()].sort(cmpStr).map((k) => ({ key: k, label: k }));
        byId('graph-note').textContent = 'Left: the type that creates or declares each crossing, by folder. '
          + 'Right: the SwiftUI view it hosts, the UIKit/AppKit type it wraps, or the child it adds.';
      }
      const rowHeight = 22;
      const width = 760;
      const leftX = 300;
      const rightX = 460;
      const positions = new Map();
      const labels = [];
      let y = 40;
      let lastGroup = null;
      for (const n of left) {
        if (!aggregated && n.group !== lastGroup) {
          lastGroup = n.group;
          labels.push(sv('text', { x: leftX - 12, y: y + 4, 'text-anchor': 'end', class: 'group' }, n.group || '(top level)'));
          y += rowHeight;
        }
        positions.set('L' + n.key, y);
        n.y = y;
        y += rowHeight;
      }
      const leftEnd = y;
      y = 40;
      for (const n of right) { positions.set('R' + n.key, y); n.y = y; y += rowHeight; }
      const height = Math.max(leftEnd, y) + 10;
      svg.setAttribute('width', width);
      svg.setAttribute('height', height);
      svg.setAttribute('viewBox', '0 0 ' + width + ' ' + height);
      svg.setAttribute('aria-label', 'Graph of ' + left.length + (aggregated ? ' folders' : ' containers') + ', '
        + right.length + (aggregated ? ' directions' : ' hosted or wrapped types') + ' and ' + edges.size + ' edges');
      const clip = (s) => s.length > 40 ? s.slice(0, 39) + '…' : s;
      const frag = document.createDocumentFragment();
      frag.append(sv('text', { x: leftX, y: 18, 'text-anchor': 'end', class: 'column' }, aggregated ? 'Folder' : 'Container'),
        sv('text', { x: rightX, y: 18, class: 'column' }, aggregated ? 'Direction' : 'Hosts / wraps / adds'));
      const sortedEdges = [...edges.values()].sort((a, b) => cmpStr(a.from, b.from) || cmpStr(a.to, b.to)
        || cmpStr(a.direction, b.direction));
      for (const e of sortedEdges) {
        const y1 = positions.get('L' + e.from);
        const y2 = positions.get('R' + e.to);
        if (y1 === undefined || y2 === undefined) continue;
        const d = 'M' + (leftX + 5) + ' ' + y1 + ' C' + (leftX + 80) + ' ' + y1 + ' ' + (rightX - 80) + ' ' + y2 + ' '
          + (rightX - 5) + ' ' + y2;
        const dir = DIRECTIONS.includes(e.direction) ? e.direction : 'containment';
        const path = sv('path', { d: d, class: 'edge ' + dir, 'stroke-width': (1.5 + Math.log2(e.count)).toFixed(2) });
        const fromLabel = aggregated ? e.from : e.from.split('\u0000').pop();
        path.appendChild(sv('title', {}, fromLabel + ' → ' + (aggregated ? DIRECTION_LABELS[e.to] || e.to : e.to) + ': '
          + e.count + ' × ' + (DIRECTION_LABELS[e.direction] || e.direction)));
        frag.append(path);
        if (aggregated) frag.append(sv('text', { x: (leftX + rightX) / 2, y: (y1 + y2) / 2 - 3, 'text-anchor': 'middle' }, String(e.count)));
      }
      for (const l of labels) frag.append(l);
      for (const n of left) {
        frag.append(sv('circle', { cx: leftX, cy: n.y, r: 4 }));
        const t = sv('text', { x: leftX - 10, y: n.y + 4, 'text-anchor': 'end' }, clip(n.label || '(top level)'));
        t.appendChild(sv('title', {}, n.label));
        frag.append(t);
      }
      for (const n of right) {
        frag.append(sv('circle', { cx: rightX, cy: n.y, r: 4 }));
        const t = sv('text', { x: rightX + 10, y: n.y + 4 }, clip(n.label));
        t.appendChild(sv('title', {}, n.label));
        frag.append(t);
      }
      svg.appendChild(frag);
      const legend = byId('legend');
      for (const d of DIRECTIONS) {
        const swatch = sv('svg', { width: 36, height: 10, 'aria-hidden': 'true' });
        swatch.appendChild(sv('path', { d: 'M2 5 L34 5', class: d, 'stroke-width': 2.5 }));
        legend.append(el('span', null, [swatch, ' ' + DIRECTION_LABELS[d]]));
      }
    }
    drawGraph();

    // Filters.
    const state = { kind: '', group: '', rule: '', terms: [], sort: null, descending: false };
    function options(select, entries) {
      for (const [value, label] of entries) select.append(el('option', { value: value }, [label]));
    }
    const kindSelect = byId('filter-kind');
    const groupSelect = byId('filter-group');
    const ruleSelect = byId('filter-rule');
    const textInput = byId('filter-text');
    const count = (pred) => crossings.filter(pred).length;
    options(kindSelect, [['', 'All kinds']].concat(KINDS.map((k) => [k, KIND_LABELS[k] + ' (' + count((r) => r.kind === k) + ')'])));
    const groupNames = [...new Set(crossings.map((r) => r.group))].sort(cmpStr);
    options(groupSelect, [['', 'All folders']].concat(groupNames.map((g) => [g, (g || '(top level)') + ' (' + count((r) => r.group === g) + ')'])));
    const ruleNames = [...new Set(crossings.flatMap((r) => [...r.rules]))].sort(cmpStr);
    options(ruleSelect, [['', 'Any or none'], ['+any', 'With findings'], ['+none', 'Without findings']]
      .concat(ruleNames.map((n) => [n, n + ' (' + count((r) => r.rules.has(n)) + ')'])));

    function matches(r) {
      if (state.kind && r.kind !== state.kind) return false;
      if (state.group && r.group !== state.group) return false;
      if (state.rule === '+any' && r.findings.length === 0) return false;
      if (state.rule === '+none' && r.findings.length > 0) return false;
      if (state.rule && state.rule[0] !== '+' && !r.rules.has(state.rule)) return false;
      for (const term of state.terms) if (!r.haystack.includes(term)) return false;
      return true;
    }

    // Columns and their sort orders (ties keep the JSON's order).
    const COLUMNS = [
      { key: 'location', label: 'Location', cmp: (a, b) => cmpStr(a.file, b.file) || a.line - b.line || a.column - b.column },
      { key: 'kind', label: 'Kind', cmp: (a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || cmpStr(a.kind, b.kind) },
      { key: 'group', label: 'Folder', cmp: (a, b) => cmpStr(a.group, b.group) },
      { key: 'container', label: 'Container', cmp: (a, b) => cmpStr(a.container, b.container) },
      { key: 'name', label: 'Name', cmp: (a, b) => cmpStr(a.name, b.name) },
      { key: 'hosted', label: 'Hosts / wraps', cmp: (a, b) => cmpStr(a.hosted, b.hosted) },
      { key: 'contained', label: 'Contained', cmp: (a, b) => rank(a.contained) - rank(b.contained) },
      { key: 'findings', label: 'Findings', cmp: (a, b) => a.findings.length - b.findings.length || b.worst - a.worst },
    ];
    function rank(v) { return v === true ? 2 : (v === false ? 1 : 0); }
    const header = byId('crossings-header');
    const headerCells = COLUMNS.map((col) => {
      const button = el('button', { type: 'button', id: 'sort-' + col.key, 'data-sort': col.key }, [
        col.label, el('span', { class: 'arrow', 'aria-hidden': 'true' }, ['']),
      ]);
      button.addEventListener('click', () => {
        if (state.sort === col.key) state.descending = !state.descending; else { state.sort = col.key; state.descending = false; }
        render();
      });
      const th = el('th', { scope: 'col', 'aria-sort': 'none' }, [button]);
      header.append(th);
      return th;
    });

    function cell(children, attrs) { return el('td', attrs || null, children); }
    function row(r) {
      const kindCell = [KIND_LABELS[r.kind] || r.kind, el('br'), el('span', { class: 'muted small' }, [r.platform])];
      const hostedCell = [r.hosted || '—'];
      if (r.kind === 'representable') {
        hostedCell.push(el('br'), el('span', { class: 'muted' }, ['coordinator: ' + (r.coordinator || 'none')]));
        if (r.updateWork.length) hostedCell.push(el('br'), el('span', { class: 'muted' }, ['update writes: ' + r.updateWork.join(', ')]));
      }
      const containedCell = [r.contained === true ? 'yes' : (r.contained === false ? 'no' : '—')];
      if (r.addedAt.length) {
        containedCell.push(el('br'), el('span', { class: 'muted' }, ['added at ']));
        r.addedAt.forEach((a, i) => containedCell.push(i ? ', ' : '', location(str(a.file), num(a.line), str(a.file) === r.file)));
      }
      const findingsCell = r.findings.length
        ? [el('ul', null, r.findings.map((f) => findingItem(f, [], r.file)))] : [el('span', { class: 'muted' }, ['none'])];
      return el('tr', { class: 'crossing', 'data-id': r.id }, [
        cell([location(r.file, r.line)]), cell(kindCell, { title: DIRECTION_LABELS[r.direction] || r.direction }),
        cell(breakable(r.group || '(top level)')),
        cell([r.container || '—']), cell([el('code', null, [r.name])]), cell(hostedCell), cell(containedCell),
        cell(findingsCell, { class: 'findings-cell', 'data-findings': r.findings.length }),
      ]);
    }

    // Renders the first PAGE matching rows at once and PAGE more each time the end of the table
    // scrolls into view or "Show more" is pressed: a filter or a sort never builds thousands of rows
    // (each costs about a millisecond of layout) while the reader waits.
    const table = byId('crossings');
    const tbody = byId('rows');
    const rowCount = byId('row-count');
    const moreBox = byId('more');
    const moreButton = byId('show-more');
    const sentinel = byId('rows-end');
    let generation = 0; // counts renders (the browser test waits on it)
    let visible = [];
    let rendered = 0;
    function status() {
      rowCount.textContent = (rendered < visible.length ? 'Showing ' + rendered + ' of ' : '')
        + visible.length + (visible.length === 1 ? ' crossing matches' : ' crossings match')
        + (visible.length === crossings.length ? '' : ' (' + crossings.length + ' in all)');
      rowCount.dataset.shown = String(visible.length);
      rowCount.dataset.rendered = String(rendered);
      moreBox.hidden = rendered >= visible.length;
      moreButton.textContent = 'Show ' + Math.min(PAGE, visible.length - rendered) + ' more';
    }
    function append(count) {
      const fragment = document.createDocumentFragment();
      const end = Math.min(rendered + count, visible.length);
      for (; rendered < end; rendered++) fragment.appendChild(row(visible[rendered]));
      tbody.appendChild(fragment);
      status();
    }
    function begin() {
      generation += 1;
      table.dataset.state = 'rendering';
      table.dataset.generation = String(generation);
    }
    function finish() {
      table.dataset.state = 'done';
      // Re-observing reports the sentinel's current visibility, so a short page keeps filling.
      observer.unobserve(sentinel);
      observer.observe(sentinel);
    }
    function render() {
      begin();
      visible = crossings.filter(matches);
      const column = COLUMNS.find((c) => c.key === state.sort);
      if (column) {
        const sign = state.descending ? -1 : 1;
        visible.sort((a, b) => sign * column.cmp(a, b) || a.index - b.index);
      }
      COLUMNS.forEach((c, i) => {
        const sorted = c.key === state.sort;
        headerCells[i].setAttribute('aria-sort', sorted ? (state.descending ? 'descending' : 'ascending') : 'none');
        headerCells[i].querySelector('.arrow').textContent = sorted ? (state.descending ? '▼' : '▲') : '';
      });
      tbody.textContent = '';
      rendered = 0;
      if (visible.length === 0) {
        tbody.append(el('tr', null, [el('td', { colspan: COLUMNS.length, class: 'muted' }, ['No crossing matches these filters.'])]));
      }
      append(PAGE);
      finish();
    }
    function more() {
      if (rendered >= visible.length) return;
      begin();
      append(PAGE);
      finish();
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && table.dataset.state === 'done') more();
    }, { rootMargin: '400px' });
    moreButton.addEventListener('click', more);

    kindSelect.addEventListener('change', () => { state.kind = kindSelect.value; render(); });
    groupSelect.addEventListener('change', () => { state.group = groupSelect.value; render(); });
    ruleSelect.addEventListener('change', () => { state.rule = ruleSelect.value; render(); });
    let typing = 0;
    textInput.addEventListener('input', () => {
      clearTimeout(typing);
      typing = setTimeout(() => {
        state.terms = textInput.value.toLowerCase().split(/\s+/).filter((t) => t !== '');
        render();
      }, 120);
    });
    byId('filter-reset').addEventListener('click', () => {
      kindSelect.value = ''; groupSelect.value = ''; ruleSelect.value = ''; textInput.value = '';
      Object.assign(state, { kind: '', group: '', rule: '', terms: [] });
      render();
    });
    summaryBox.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-group]');
      if (!button) return;
      state.group = button.getAttribute('data-group');
      groupSelect.value = state.group;
      render();
      byId('crossings-heading').focus();
    });
    render();
    })();

    """#
}
