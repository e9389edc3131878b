/// The map as a graph for docs and wikis: types (or, past `nodeLimit` types, folders) as nodes
/// grouped by folder, one edge per pair and crossing direction with its count. DOT for Graphviz,
/// Mermaid for Markdown.
public struct MapGraph: Equatable {
  public struct Node: Equatable {
    public var label: String
    /// Its folder; nil for a type only seen hosted or wrapped (declared elsewhere, or a framework's).
    public var group: String?
  }

  public struct Edge: Equatable {
    public var from: Int
    public var to: Int
    public var direction: MapDirection
    public var count: Int
  }

  /// Above this many type nodes the graph is drawn by folder.
  public static let nodeLimit = 200

  public var nodes: [Node] = []
  public var edges: [Edge] = []
  public var isAggregated = false

  public init(_ map: MapDocument, nodeLimit: Int = MapGraph.nodeLimit) {
    let pairs = map.crossings.map { crossing -> (from: String, to: String) in
      let source: String
      switch crossing.kind {
      case .representable:
        source = crossing.container.isEmpty ? crossing.name : crossing.container + "." + crossing.name
      default: source = crossing.container.isEmpty ? MapGraph.fileStem(crossing.location.file) : crossing.container
      }
      let target =
        crossing.hosted.isEmpty
        ? (crossing.kind == .representable ? crossing.platform : crossing.name) : crossing.hosted
      return (source, target)
    }
    // A type's folder is where it appears as a container (first crossing in map order).
    var groupOf: [String: String] = [:]
    for (position, pair) in pairs.enumerated() where groupOf[pair.from] == nil {
      groupOf[pair.from] = map.crossings[position].group
    }
    var names = Set(pairs.map { $0.from })
    names.formUnion(pairs.map { $0.to })
    isAggregated = names.count > nodeLimit
    var nodeIndex: [String: Int] = [:]
    func node(_ label: String, _ group: String?) -> Int {
      let key = (group ?? "\u{0}") + "\u{1}" + label
      if let known = nodeIndex[key] { return known }
      nodeIndex[key] = nodes.count
      nodes.append(Node(label: label, group: group))
      return nodes.count - 1
    }
    var edgeIndex: [String: Int] = [:]
    for (position, pair) in pairs.enumerated() {
      let crossing = map.crossings[position]
      let from: Int
      let to: Int
      if isAggregated {
        from = node(crossing.group, crossing.group)
        let targetGroup = groupOf[pair.to]
        to = node(targetGroup ?? "(elsewhere)", targetGroup)
      } else {
        from = node(pair.from, groupOf[pair.from])
        to = node(pair.to, groupOf[pair.to])
      }
      let key = "\(from) \(to) \(crossing.direction.rawValue)"
      if let known = edgeIndex[key] {
        edges[known].count += 1
      } else {
        edgeIndex[key] = edges.count
        edges.append(Edge(from: from, to: to, direction: crossing.direction, count: 1))
      }
    }
  }

  static func fileStem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
  }

  static func verb(_ direction: MapDirection) -> String {
    switch direction {
    case .swiftUIInPlatform: return "hosts"
    case .platformInSwiftUI: return "wraps"
    case .containment: return "contains"
    }
  }

  public static func edgeLabel(_ edge: Edge) -> String {
    verb(edge.direction) + (edge.count > 1 ? " ×\(edge.count)" : "")
  }

  /// Groups in name order, each with its nodes; then the nodes without a group.
  private func clusters() -> (groups: [(name: String, nodes: [Int])], loose: [Int]) {
    var table: [String: [Int]] = [:]
    var loose: [Int] = []
    for (position, node) in nodes.enumerated() {
      if let group = node.group { table[group, default: []].append(position) } else { loose.append(position) }
    }
    let names = Bytewise.sorted(Array(table.keys))
    return (names.map { ($0, table[$0] ?? []) }, loose)
  }

  // MARK: - DOT

  public var dot: String {
    var out = "digraph bridgelint_map {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
    out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
    let (groups, loose) = clusters()
    for (position, group) in groups.enumerated() {
      if isAggregated {
        for node in group.nodes {
          out += "  n\(node) [label=\(MapGraph.dotQuoted(nodes[node].label)), shape=folder];\n"
        }
        continue
      }
      out += "  subgraph cluster_\(position) {\n    label=\(MapGraph.dotQuoted(group.name));\n"
      for node in group.nodes { out += "    n\(node) [label=\(MapGraph.dotQuoted(nodes[node].label))];\n" }
      out += "  }\n"
    }
    for node in loose { out += "  n\(node) [label=\(MapGraph.dotQuoted(nodes[node].label)), style=rounded];\n" }
    for edge in edges {
      let style: String
      switch edge.direction {
      case .swiftUIInPlatform: style = "solid"
      case .platformInSwiftUI: style = "dashed"
      case .containment: style = "bold"
      }
      out += "  n\(edge.from) -> n\(edge.to) [label=\(MapGraph.dotQuoted(MapGraph.edgeLabel(edge))), style=\(style)];\n"
    }
    out += "}\n"
    return out
  }

  /// A DOT double-quoted string: quotes and backslashes escaped, line breaks as spaces.
  static func dotQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n", "\r": out += " "
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  // MARK: - Mermaid

  public var mermaid: String {
    var out = "flowchart LR\n"
    let (groups, loose) = clusters()
    for (position, group) in groups.enumerated() {
      if isAggregated {
        for node in group.nodes { out += "  n\(node)[\(MapGraph.mermaidQuoted(nodes[node].label))]\n" }
        continue
      }
      out += "  subgraph g\(position)[\(MapGraph.mermaidQuoted(group.name))]\n"
      for node in group.nodes { out += "    n\(node)[\(MapGraph.mermaidQuoted(nodes[node].label))]\n" }
      out += "  end\n"
    }
    for node in loose { out += "  n\(node)(\(MapGraph.mermaidQuoted(nodes[node].label)))\n" }
    for edge in edges {
      let arrow: String
      switch edge.direction {
      case .swiftUIInPlatform: arrow = "-->"
      case .platformInSwiftUI: arrow = "-.->"
      case .containment: arrow = "==>"
      }
      out += "  n\(edge.from) \(arrow)|\(MapGraph.mermaidQuoted(MapGraph.edgeLabel(edge)))| n\(edge.to)\n"
    }
    return out
  }

  /// A Mermaid quoted label: `"` and the characters Mermaid reads as markup become entity codes.
  static func mermaidQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "#quot;"
      case "#": out += "#35;"
      case "<": out += "#lt;"
      case ">": out += "#gt;"
      case "\n", "\r": out += " "
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
