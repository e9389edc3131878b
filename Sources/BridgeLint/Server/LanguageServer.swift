import Foundation

/// `bridgelint lsp`: the language server's session. `handle` takes one message body at a time
/// from the reader (the main loop), answers lifecycle and bookkeeping at once, and hands
/// linting to a serial worker queue, so the main loop never waits for a lint. A burst of
/// `didChange` lints the last version only: a changed document is marked dirty, and the worker
/// reads its newest text when it gets to it.
public final class LanguageServer: @unchecked Sendable {  // shared state is guarded by `lock`
  public struct Options: Sendable {
    public var rules: [any Rule.Type]
    public var version: String
    /// Threads for indexing a workspace.
    public var jobs: Int
    public var documentationBaseURL: String

    public init(
      rules: [any Rule.Type], version: String, jobs: Int = Parallel.defaultJobs,
      documentationBaseURL: String = BridgeLintVersion.documentationBaseURL
    ) {
      self.rules = rules
      self.version = version
      self.jobs = jobs
      self.documentationBaseURL = documentationBaseURL
    }
  }

  /// JSON-RPC and protocol error codes.
  public enum ErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
    case requestCancelled = -32800
  }

  private enum Lifecycle { case uninitialized, running, shutDown }

  /// An open document.
  struct Document {
    var uri: String
    /// The file it names; nil for a URI that is no file (`untitled:`).
    var path: String?
    var version: Int?
    var bytes: [UInt8]
  }

  /// The findings of one linted version of a document.
  struct Findings {
    var version: Int?
    var bytes: [UInt8]
    var diagnostics: [Diagnostic]
    var converter: PositionConverter
    /// What they were linted with, so `source.fixAll` can lint the fixed text the same way.
    var path = ""
    var rules: [ActiveRule] = []
    var index: ProjectIndex?
  }

  private let options: Options
  private let output: @Sendable ([UInt8]) -> Void
  /// Serial: indexing and linting, in order.
  let worker: DispatchQueue
  private let suppression: Suppression
  private let knownRuleIDs: Set<String>

  // Reader thread only.
  private var lifecycle = Lifecycle.uninitialized

  // Guarded by `lock`.
  private let lock = NSLock()
  private var documents: [String: Document] = [:]
  /// Documents to lint, oldest first, each once.
  private var dirty: [String] = []
  /// Dirty documents linted again because another file's declarations changed.
  private var dependents: Set<String> = []
  private var drainScheduled = false
  private var findings: [String: Findings] = [:]
  /// Requests handed to the worker and not answered yet, and those of them the client cancelled.
  private var pendingRequests: Set<String> = []
  private var cancelledRequests: Set<String> = []
  private var encoding = PositionEncoding.utf16
  /// The client pulls diagnostics (`textDocument/diagnostic`); nothing is pushed.
  private var pullsDiagnostics = false
  private var refreshesDiagnostics = false
  private var registersWatchers = false
  private var nextRequestID = 1

  // Worker only.
  private var workspace: ServerWorkspace
  /// Open configuration files (uri → path and text): their issues are shown on them as diagnostics.
  private var openConfigurations: [String: (path: String, bytes: [UInt8])] = [:]

  /// `output` receives each outgoing message body (unframed), from any thread, one at a time.
  public init(options: Options, worker: DispatchQueue? = nil, output: @escaping @Sendable ([UInt8]) -> Void) {
    self.options = options
    self.output = output
    self.worker = worker ?? DispatchQueue(label: "bridgelint.lsp.worker", qos: .userInitiated)
    knownRuleIDs = Set(options.rules.map { $0.description.identifier })
    suppression = Suppression(knownRuleIDs: knownRuleIDs)
    workspace = ServerWorkspace(ruleTypes: options.rules, folders: [], jobs: options.jobs)
  }

  /// Whether `shutdown` was received (the exit status after `exit` or end of input).
  public private(set) var hasShutDown = false

  // MARK: Messages in

  /// Handles one message body. Returns the process's exit status once `exit` arrives.
  public func handle(_ body: [UInt8]) -> Int32? {
    guard let message = LSPValue.parse(body) else {
      sendError(id: .null, .parseError, "the message is not valid JSON")
      return nil
    }
    guard case .object = message, let method = message["method"]?.stringValue else {
      // A response to one of our requests (registration, refresh) needs nothing; anything
      // else is no valid message.
      if case .object = message, message["id"] != nil, message["result"] != nil || message["error"] != nil {
        return nil
      }
      sendError(id: message["id"] ?? .null, .invalidRequest, "not a JSON-RPC request or notification")
      return nil
    }
    let params = message["params"] ?? .null
    if let id = message["id"] {
      handleRequest(id: id, method: method, params: params)
      return nil
    }
    return handleNotification(method: method, params: params)
  }

  /// A framing error from the reader: said in the log, the session goes on.
  public func handleFramingError(_ reason: String) {
    logMessage("bridgelint: ignored input: \(reason)", type: 1)
  }

  private func handleRequest(id: LSPValue, method: String, params: LSPValue) {
    switch lifecycle {
    case .uninitialized:
      guard method == "initialize" else {
        sendError(id: id, .serverNotInitialized, "the server is not initialized")
        return
      }
      initialize(id: id, params: params)
      return
    case .shutDown:
      sendError(id: id, .invalidRequest, "the server is shut down")
      return
    case .running:
      break
    }
    switch method {
    case "initialize":
      sendError(id: id, .invalidRequest, "initialize was already received")
    case "shutdown":
      lifecycle = .shutDown
      hasShutDown = true
      sendResponse(id: id, result: .null)
    case "textDocument/diagnostic":
      guard let uri = params["textDocument"]?["uri"]?.stringValue else {
        sendError(id: id, .invalidParams, "textDocument/diagnostic needs textDocument.uri")
        return
      }
      onWorker(request: id) { [self] in
        drain()
        return ["kind": "full", "items": .array(lspDiagnostics(uri))]
      }
    case "textDocument/codeAction":
      guard let uri = params["textDocument"]?["uri"]?.stringValue, let start = LSPPosition(params["range"]?["start"]),
        let end = LSPPosition(params["range"]?["end"])
      else {
        sendError(id: id, .invalidParams, "textDocument/codeAction needs textDocument.uri and range")
        return
      }
      let only = params["context"]?["only"]?.arrayValue?.compactMap { $0.stringValue }
      onWorker(request: id) { [self] in
        drain()
        return .array(codeActions(uri: uri, lines: start.line...max(start.line, end.line), only: only))
      }
    default:
      sendError(id: id, .methodNotFound, "unknown method \(method)")
    }
  }

  private func handleNotification(method: String, params: LSPValue) -> Int32? {
    if method == "exit" { return hasShutDown ? 0 : 1 }
    guard lifecycle == .running else { return nil }
    switch method {
    case "initialized":
      if withLock({ registersWatchers }) { registerWatchers() }
    case "textDocument/didOpen":
      guard let item = params["textDocument"], let uri = item["uri"]?.stringValue,
        let text = item["text"]?.stringValue
      else { return nil }
      let path = LanguageServer.path(ofURI: uri)
      if let path, LanguageServer.isConfiguration(path) {
        let bytes = Array(text.utf8)
        worker.async { [self] in
          openConfigurations[uri] = (path, bytes)
          _ = workspace.settings(for: path)
          reportConfigurationIssues()
        }
        return nil
      }
      guard LanguageServer.isSwift(uri: uri, path: path, languageID: item["languageId"]?.stringValue) else {
        return nil
      }
      update(Document(uri: uri, path: path, version: item["version"]?.intValue, bytes: Array(text.utf8)))
    case "textDocument/didChange":
      guard let uri = params["textDocument"]?["uri"]?.stringValue,
        let changes = params["contentChanges"]?.arrayValue
      else { return nil }
      let known: Document? = withLock { documents[uri] }
      guard var document = known else { return nil }
      document.version = params["textDocument"]?["version"]?.intValue
      let encoding = withLock { self.encoding }
      for change in changes {
        guard let text = change["text"]?.stringValue else { continue }
        document.bytes = LanguageServer.applying(change, text: text, to: document.bytes, encoding: encoding)
      }
      update(document)
    case "textDocument/didClose":
      guard let uri = params["textDocument"]?["uri"]?.stringValue else { return nil }
      worker.async { [self] in
        if openConfigurations.removeValue(forKey: uri) != nil { publish(uri: uri, version: nil, diagnostics: []) }
      }
      let closed: Document? = withLock {
        findings[uri] = nil
        dependents.remove(uri)
        dirty.removeAll { $0 == uri }
        return documents.removeValue(forKey: uri)
      }
      guard let closed else { return nil }
      if !withLock({ pullsDiagnostics }) { publish(uri: uri, version: nil, diagnostics: []) }
      worker.async { [self] in closeOnWorker(closed) }
    case "textDocument/didSave":
      guard let uri = params["textDocument"]?["uri"]?.stringValue,
        let path = LanguageServer.path(ofURI: uri), LanguageServer.isConfiguration(path)
      else { return nil }
      worker.async { [self] in reloadConfiguration() }
    case "workspace/didChangeWatchedFiles":
      let paths = (params["changes"]?.arrayValue ?? []).compactMap { change -> (String, Bool)? in
        guard let uri = change["uri"]?.stringValue, let path = LanguageServer.path(ofURI: uri) else { return nil }
        return (path, change["type"]?.intValue == 3)
      }
      worker.async { [self] in filesChanged(paths) }
    case "$/cancelRequest":
      guard let id = params["id"] else { return nil }
      let key = LanguageServer.key(id)
      withLock {
        if pendingRequests.contains(key) { cancelledRequests.insert(key) }
      }
    default:
      break  // Unknown notifications are ignored (`$/` ones may be, the others need no answer).
    }
    return nil
  }

  // MARK: Lifecycle

  private func initialize(id: LSPValue, params: LSPValue) {
    let capabilities = params["capabilities"] ?? .null
    let offered = capabilities["general"]?["positionEncodings"]?.arrayValue?.compactMap { $0.stringValue }
    let chosen = PositionEncoding.negotiate(offered)
    let pulls = capabilities["textDocument"]?["diagnostic"] != nil
    var folders = (params["workspaceFolders"]?.arrayValue ?? []).compactMap {
      $0["uri"]?.stringValue.flatMap(LanguageServer.path(ofURI:))
    }
    if folders.isEmpty, let root = params["rootUri"]?.stringValue.flatMap(LanguageServer.path(ofURI:)) {
      folders = [root]
    } else if folders.isEmpty, let root = params["rootPath"]?.stringValue, root.hasPrefix("/") {
      folders = [PathNormalizer.normalize(root)]
    }
    withLock {
      encoding = chosen
      pullsDiagnostics = pulls
      refreshesDiagnostics = capabilities["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue == true
      registersWatchers =
        capabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue == true
    }
    var serverCapabilities: [String: LSPValue] = [
      "positionEncoding": .string(chosen.rawValue),
      "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
      "codeActionProvider": ["codeActionKinds": ["quickfix", .string(CodeActionBuilder.fixAll)]],
    ]
    if pulls {
      serverCapabilities["diagnosticProvider"] = [
        "identifier": "bridgelint", "interFileDependencies": true, "workspaceDiagnostics": false,
      ]
    }
    lifecycle = .running
    sendResponse(
      id: id,
      result: [
        "capabilities": .object(serverCapabilities),
        "serverInfo": ["name": "bridgelint", "version": .string(options.version)],
      ])
    let ruleTypes = options.rules
    let jobs = options.jobs
    let workspaceFolders = folders
    worker.async { [self] in
      workspace = ServerWorkspace(ruleTypes: ruleTypes, folders: workspaceFolders, jobs: jobs)
      let started = DispatchTime.now()
      let files = workspace.indexFolders()
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
      logMessage(String(format: "bridgelint: indexed %d files in %.3f s", files, seconds), type: 3)
      reportConfigurationIssues()
    }
  }

  private func registerWatchers() {
    let id: Int = withLock {
      defer { nextRequestID += 1 }
      return nextRequestID
    }
    let watchers: LSPValue = [
      ["globPattern": "**/*.swift"], ["globPattern": .string("**/\(ConfigurationFile.defaultName)")],
    ]
    send([
      "jsonrpc": "2.0", "id": .int(id), "method": "client/registerCapability",
      "params": [
        "registrations": [
          [
            "id": "bridgelint-watched-files", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": ["watchers": watchers],
          ]
        ]
      ],
    ])
  }

  // MARK: Documents

  private func update(_ document: Document) {
    let schedule: Bool = withLock {
      documents[document.uri] = document
      if !dirty.contains(document.uri) { dirty.append(document.uri) }
      defer { drainScheduled = true }
      return !drainScheduled
    }
    if schedule { worker.async { [self] in drain() } }
  }

  /// Lints every dirty document, each at its newest version (worker only).
  private func drain() {
    withLock { drainScheduled = false }
    while let document: Document = withLock({
      dirty.isEmpty ? nil : documents[dirty.removeFirst()]
    }) {
      lint(document)
    }
  }

  /// Lints one document against its project, updating the project's index first when the
  /// document's declarations changed; then the other open documents of the project are
  /// linted again (their findings may rest on those declarations).
  private func lint(_ document: Document) {
    let converter = PositionConverter(bytes: document.bytes, encoding: withLock { encoding })
    var diagnostics: [Diagnostic] = []
    var linted: (path: String, rules: [ActiveRule], index: ProjectIndex?) = ("", [], nil)
    if !Linter.isBinary(document.bytes) {
      let path = document.path ?? "/" + document.uri
      let file = ParsedFile(source: SourceFile(path: path, bytes: document.bytes))
      let project =
        document.path.map { workspace.project(for: $0) }
        ?? ServerProject(root: nil, summaries: [:], jobs: 1, buildsViewGraph: true)
      if let project {
        let summaries = file.typeSummaries(viewGraph: project.buildsViewGraph)
        let usesVersion = project.usesVersion
        if project.replace(path, with: summaries, uses: file.memberNameUses(), letGo: letGo) {
          markDependents(of: project, except: document.uri)
        } else if project.usesVersion != usesVersion {
          // Other documents' fixes may rest on what this file names (`state_not_private`'s proof).
          markDependents(of: project, except: document.uri, onlyWithFixes: true)
        }
        let rules =
          (document.path.map { workspace.settings(for: $0) }
          ?? workspace.settings(forFolder: workspace.folders.first ?? "/")).rules(path)
        diagnostics = Linter.run(rules, on: file, index: project.index)
        diagnostics = suppression.apply(to: file, diagnostics, activeRules: rules)
        diagnostics.sort(by: Diagnostic.ordered)
        linted = (path, rules, project.index)
      }
      reportConfigurationIssues()
    }
    // Publish when this version is still current and its findings are news; a newer version
    // is dirty already, and its findings follow.
    // The replaced findings are freed after publishing: they may hold the last reference to the
    // previous project index, whose parts no longer shared take milliseconds to free at 1.5 M lines.
    let (isNews, hadFindings, previous): (Bool, Bool, Findings?) = withLock {
      guard documents[document.uri]?.version == document.version else { return (false, false, nil) }
      let previous = findings[document.uri]
      findings[document.uri] = Findings(
        version: document.version, bytes: document.bytes, diagnostics: diagnostics, converter: converter,
        path: linted.path, rules: linted.rules, index: linted.index)
      guard let previous else { return (true, false, nil) }
      return (previous.diagnostics != diagnostics || previous.version != document.version, true, previous)
    }
    defer { withExtendedLifetime(previous) {} }
    let isDependent = withLock { dependents.remove(document.uri) != nil }
    guard isNews else { return }
    if withLock({ pullsDiagnostics }) {
      // The client pulls an edited document itself; a refresh says another one's findings
      // changed under it.
      if isDependent && hadFindings && withLock({ refreshesDiagnostics }) { sendRefresh() }
    } else {
      publish(uri: document.uri, version: document.version, diagnostics: lspDiagnostics(document.uri))
    }
  }

  /// Drops the findings' references to `index`, which a project is about to replace (worker only):
  /// the index then changes in place (see `ServerProject.replace`). Each document that held it is
  /// linted again before its findings are used (`markDependents`; requests drain first).
  private func letGo(_ index: ProjectIndex) {
    withLock {
      for (uri, found) in findings where found.index === index { findings[uri]?.index = nil }
    }
  }

  /// Marks the project's other open documents dirty (worker only).
  private func markDependents(of project: ServerProject, except uri: String, onlyWithFixes: Bool = false) {
    withLock {
      for (other, document) in documents where other != uri {
        guard let path = document.path, project.encloses(path) else { continue }
        if onlyWithFixes && findings[other]?.diagnostics.contains(where: { $0.fix != nil }) != true { continue }
        dependents.insert(other)
        if !dirty.contains(other) { dirty.append(other) }
      }
    }
  }

  /// The text after one content change: the whole text, or (from a client that sends
  /// incremental changes although the server asked for full ones) a range replaced.
  static func applying(_ change: LSPValue, text: String, to bytes: [UInt8], encoding: PositionEncoding) -> [UInt8] {
    guard let start = LSPPosition(change["range"]?["start"]), let end = LSPPosition(change["range"]?["end"]) else {
      return Array(text.utf8)
    }
    let converter = PositionConverter(bytes: bytes, encoding: encoding)
    let lower = converter.offset(of: start)
    let upper = max(lower, converter.offset(of: end))
    return Array(bytes[..<lower]) + Array(text.utf8) + Array(bytes[upper...])
  }

  /// A closed document's declarations go back to what the disk says (worker only).
  private func closeOnWorker(_ document: Document) {
    guard let path = document.path, let project = workspace.project(for: path) else { return }
    let onDisk = ServerProject.summariesFromDisk([path], jobs: 1, viewGraph: project.buildsViewGraph)
    let inProject = project.root != nil && FileManager.default.fileExists(atPath: path)
    if project.replace(
      path, with: inProject ? onDisk.summaries[path] : nil, uses: onDisk.uses[path], letGo: letGo)
    {
      markDependents(of: project, except: document.uri)
      drain()
    }
  }

  /// Files changed on disk: a configuration file reloads everything; a Swift file that is not
  /// open replaces its contribution to the projects that hold it (worker only).
  private func filesChanged(_ changes: [(path: String, deleted: Bool)]) {
    if changes.contains(where: { LanguageServer.isConfiguration($0.path) }) {
      reloadConfiguration()
      return
    }
    let open = withLock { Set(documents.values.compactMap { $0.path }) }
    for change in changes where change.path.hasSuffix(".swift") && !open.contains(change.path) {
      let settings = workspace.settings(for: change.path)
      let counts = !change.deleted && !settings.isExcluded(change.path) && settings.isIncluded(change.path)
      for project in workspace.loadedProjects(enclosing: change.path) where project.root != nil {
        let onDisk =
          counts ? ServerProject.summariesFromDisk([change.path], jobs: 1, viewGraph: project.buildsViewGraph) : nil
        if project.replace(
          change.path, with: onDisk?.summaries[change.path], uses: onDisk?.uses[change.path], letGo: letGo)
        {
          markDependents(of: project, except: "")
        }
      }
    }
    drain()
  }

  /// Configuration files changed: settings and projects are loaded again and every open
  /// document is linted again (worker only).
  private func reloadConfiguration() {
    workspace.reset()
    workspace.indexFolders()
    withLock {
      for uri in documents.keys.sorted() {
        dependents.insert(uri)
        if !dirty.contains(uri) { dirty.append(uri) }
      }
    }
    drain()
    // An open configuration file shows the issues of its new version, whether or not a Swift file is open.
    for file in openConfigurations.values { _ = workspace.settings(for: file.path) }
    reportConfigurationIssues()
  }

  /// Shows each configuration issue once per load (`window/showMessage` only: a client that
  /// also surfaces `window/logMessage` would show it twice), and the issues of each open
  /// configuration file as its diagnostics (worker only).
  private func reportConfigurationIssues() {
    let fresh = workspace.newIssues()
    for issue in fresh {
      send(
        notification: "window/showMessage",
        ["type": .int(issue.isError ? 1 : 2), "message": .string(issue.description)])
    }
    for (uri, file) in openConfigurations.sorted(by: { $0.key < $1.key }) {
      let converter = PositionConverter(bytes: file.bytes, encoding: withLock { encoding })
      let diagnostics: [LSPValue] = workspace.issues(at: file.path).map { issue in
        // Line and column are 1-based, the column in UTF-8 bytes; 0 means the whole file.
        var offset = 0
        if issue.line > 0 {
          let line = converter.lines.range(ofLine: issue.line, in: file.bytes)
          offset = min(line.lowerBound + max(0, issue.column - 1), line.upperBound)
        }
        let position = converter.position(of: offset).json
        return [
          "range": ["start": position, "end": position], "severity": .int(issue.isError ? 1 : 2),
          "source": "bridgelint", "message": .string(issue.message),
        ]
      }
      publish(uri: uri, version: nil, diagnostics: diagnostics)
    }
    // As on the command line: a project file the index could not read is named, not silently dropped.
    for error in workspace.newUnreadableFiles() {
      logMessage(
        "\(error.path): warning: cannot read file: \(error.reason) (indexed for the open files; their findings may be "
          + "incomplete)", type: 2)
    }
  }

  // MARK: Findings out

  /// The protocol diagnostics of a document's last findings.
  func lspDiagnostics(_ uri: String) -> [LSPValue] {
    guard let found = withLock({ findings[uri] }) else { return [] }
    return found.diagnostics.map { lspDiagnostic($0, found.converter) }
  }

  func lspDiagnostic(_ diagnostic: Diagnostic, _ converter: PositionConverter) -> LSPValue {
    var members: [String: LSPValue] = [
      "range": [
        "start": converter.position(of: diagnostic.offset).json,
        "end": converter.position(of: max(diagnostic.endOffset, diagnostic.offset)).json,
      ],
      "severity": .int(LanguageServer.severity(diagnostic.severity)),
      "code": .string(diagnostic.ruleID),
      "source": "bridgelint",
      "message": .string(diagnostic.hint.map { "\(diagnostic.message)\n\($0)" } ?? diagnostic.message),
    ]
    if knownRuleIDs.contains(diagnostic.ruleID) {
      members["codeDescription"] = ["href": .string("\(options.documentationBaseURL)/\(diagnostic.ruleID).md")]
    }
    if !diagnostic.related.isEmpty {
      members["relatedInformation"] = .array(
        diagnostic.related.map { place in
          // A place in this document converts exactly; elsewhere the byte column stands in
          // (exact on ASCII lines, which declarations nearly always are).
          let position: LSPValue =
            place.path == diagnostic.path && place.offset >= 0
            ? converter.position(of: place.offset).json
            : ["line": .int(max(0, place.line - 1)), "character": .int(max(0, place.column - 1))]
          return [
            "location": [
              "uri": .string(LanguageServer.uri(ofPath: place.path)), "range": ["start": position, "end": position],
            ],
            "message": .string(place.message),
          ]
        })
    }
    return .object(members)
  }

  /// The `file:` URI of `path` (made absolute against the working directory), percent-encoded.
  static func uri(ofPath path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return "file://" + (absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? absolute)
  }

  static func severity(_ severity: Severity) -> Int {
    switch severity {
    case .error: return 1
    case .warning: return 2
    case .info: return 3
    }
  }

  private func publish(uri: String, version: Int?, diagnostics: [LSPValue]) {
    var params: [String: LSPValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
    if let version { params["version"] = .int(version) }
    send(notification: "textDocument/publishDiagnostics", .object(params))
  }

  private func sendRefresh() {
    let id: Int = withLock {
      defer { nextRequestID += 1 }
      return nextRequestID
    }
    send(["jsonrpc": "2.0", "id": .int(id), "method": "workspace/diagnostic/refresh"])
  }

  /// Code actions for the findings on `lines` of a document's current version.
  private func codeActions(uri: String, lines: ClosedRange<Int>, only: [String]?) -> [LSPValue] {
    guard let found = withLock({ findings[uri] }) else { return [] }
    let builder = CodeActionBuilder(
      uri: uri, bytes: found.bytes, converter: found.converter,
      diagnostic: { [self] in lspDiagnostic($0, found.converter) })
    let onLines = found.diagnostics.filter {
      lines.contains(found.converter.position(of: $0.offset).line)
    }
    var actions = builder.actions(for: onLines, only: only)
    if CodeActionBuilder.wants(CodeActionBuilder.fixAll, only: only), let index = found.index,
      found.diagnostics.contains(where: { $0.fix?.applicability == .safe })
    {
      // What `--fix` would write: rounds to a fixpoint, reverted on a syntax error.
      let fixer = Fixer(
        includesUnsafe: false, suppression: suppression,
        lint: Fixer.linting(rules: found.rules, index: index, postProcess: suppression.apply))
      let result = fixer.fix(path: found.path, bytes: found.bytes)
      if result.isChanged, result.problem == nil {
        let resolved = found.diagnostics.filter { $0.fix?.applicability == .safe }
        actions.append(builder.fixAllAction(fixed: result.bytes, resolving: resolved))
      }
    }
    return actions
  }

  // MARK: Plumbing

  /// Runs `body` on the worker and answers request `id` with its result, unless the client
  /// cancelled the request before the worker got to it.
  private func onWorker(request id: LSPValue, _ body: @escaping () -> LSPValue) {
    let key = LanguageServer.key(id)
    withLock { _ = pendingRequests.insert(key) }
    worker.async { [self] in
      let cancelled = withLock { cancelledRequests.contains(key) }
      let result = cancelled ? nil : body()
      withLock {
        pendingRequests.remove(key)
        cancelledRequests.remove(key)
      }
      if let result {
        sendResponse(id: id, result: result)
      } else {
        sendError(id: id, .requestCancelled, "the request was cancelled")
      }
    }
  }

  static func key(_ id: LSPValue) -> String {
    String(decoding: id.serialized(), as: UTF8.self)
  }

  private func withLock<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  private func send(_ message: LSPValue) {
    output(message.serialized())
  }

  private func send(notification method: String, _ params: LSPValue) {
    send(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  private func sendResponse(id: LSPValue, result: LSPValue) {
    send(["jsonrpc": "2.0", "id": id, "result": result])
  }

  private func sendError(id: LSPValue, _ code: ErrorCode, _ message: String) {
    send(["jsonrpc": "2.0", "id": id, "error": ["code": .int(code.rawValue), "message": .string(message)]])
  }

  private func logMessage(_ message: String, type: Int) {
    send(notification: "window/logMessage", ["type": .int(type), "message": .string(message)])
  }

  /// The file a `file:` URI names (percent-decoded, normalized); nil for other schemes.
  static func path(ofURI uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    var rest = uri.dropFirst("file://".count)
    // `file://localhost/…` and `file:///…` both name local files.
    if rest.hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
    guard rest.hasPrefix("/"), let decoded = String(rest).removingPercentEncoding else { return nil }
    return PathNormalizer.normalize(decoded)
  }

  static func isSwift(uri: String, path: String?, languageID: String?) -> Bool {
    if let path { return path.hasSuffix(".swift") }
    return languageID == "swift"
  }

  static func isConfiguration(_ path: String) -> Bool {
    PathNormalizer.parent(of: path) + "/" + ConfigurationFile.defaultName == path
      || path.hasSuffix("/" + ConfigurationFile.defaultName)
  }
}
