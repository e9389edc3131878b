import BridgeLint

/// Callers left alone: preview fixture builders, the caller's own never-replaced object, a view's own type.
extension DuplicateStateCopyRule {
  /// Is `token` in a private function that only `#Preview` bodies call (a fixture builder of
  /// the file's previews)? The answers for every private function of the file come from one
  /// pass over its tokens, made on the first question.
  func isInPreviewHelper(_ token: TokenID, _ model: BridgeModel, _ known: inout [String: Bool]?) -> Bool {
    let file = model.file
    guard let function = file.enclosingFunction(containing: token),
      function.kind == .function, function.modifiers.isPrivate, file.isValid(function.name)
    else { return false }
    if known == nil { known = previewHelpers(model) }
    return known?[file.text(function.name)] ?? false
  }

  /// Each private function's name: true when it is named only inside `#Preview` bodies or
  /// `PreviewProvider` types (besides its declarations).
  private func previewHelpers(_ model: BridgeModel) -> [String: Bool] {
    let file = model.file
    var declarations: Set<TokenID> = []
    var lengths: Set<Int> = []
    var uses: [String: (inPreview: Bool, elsewhere: Bool)] = [:]
    for function in file.allFunctions where function.kind == .function && function.modifiers.isPrivate {
      guard let name = function.nameToken, file.contains(name) else { continue }
      declarations.insert(name)
      lengths.insert(file.length(of: name))
      uses[file.text(name)] = (false, false)
    }
    guard !uses.isEmpty else { return [:] }
    for index in file.tokenIDs {
      guard lengths.contains(file.length(of: index)), file.isKind(index, .identifier),
        !declarations.contains(index), let use = uses[file.text(index)], !use.elsewhere
      else { continue }
      if model.isInPreview(index) {
        uses[file.text(index)]?.inPreview = true
      } else {
        uses[file.text(index)]?.elsewhere = true
      }
    }
    return uses.mapValues { $0.inPreview && !$0.elsewhere }
  }

  /// `model` or `self.model` where `model` is the caller's own `@State`/`@StateObject` object that
  /// it never replaces outside its initializers: both views hold the one instance for good, so
  /// no later object can be missed.
  func isNeverReplacedObject(_ range: TokenRange, call: TokenID, _ model: BridgeModel) -> Bool {
    let file = model.file
    var root = range.start
    if file.word(root) == .selfWord && file.isKind(root + 1, .period) { root += 2 }
    guard root + 1 == range.end, let view = callerView(of: call, model) else { return false }
    let name = file.text(root)
    guard let property = view.properties.first(where: { $0.name == name }) else { return false }
    var typeName = property.typeName
    if typeName == nil, case .construction(let built) = property.defaultValue { typeName = built }
    guard
      property.wrapper == .stateObject
        || (property.wrapper == .state
          && typeName.map { model.index.has(.isObservableClass, $0) || model.index.isProjectClass($0) } ?? false)
    else { return false }
    let seeds = Set(property.initializations.map(\.target))
    let use = model.uses(in: view)[name] ?? PropertyUses()
    return use.assignments.allSatisfy { seeds.contains($0) }
      && !use.bindings.contains { !file.isKind(after: $0, .period) } && use.inoutPasses.isEmpty
  }

  /// The SwiftUI view whose declaration holds `token`, if any.
  func callerView(of token: TokenID, _ model: BridgeModel) -> SwiftUIView? {
    let file = model.file
    guard let declaration = file.enclosingType(containing: token), let type = model.typeID(of: declaration) else {
      return nil
    }
    return model.swiftUIView(type)
  }

  /// Is `token` inside a declaration (or extension) of the type named `name`?
  func isInType(named name: String, _ token: TokenID, _ file: ParsedFile) -> Bool {
    var type = file.enclosingType(containing: token)
    var steps = 0
    while let declaration = type, steps <= 64 {
      if file.compactText(declaration.nameRange).split(separator: ".").last.map(String.init) == name { return true }
      type = file.enclosingType(of: declaration.node)
      steps += 1
    }
    return false
  }

  /// Is `token` inside a type whose inheritance clause (in this file) names `name`?
  func isInType(inheriting name: String, _ token: TokenID, _ file: ParsedFile) -> Bool {
    var type = file.enclosingType(containing: token)
    var steps = 0
    while let declaration = type, steps <= 64 {
      if file.inheritedNames(of: declaration).contains(name) { return true }
      type = file.enclosingType(of: declaration.node)
      steps += 1
    }
    return false
  }
}
