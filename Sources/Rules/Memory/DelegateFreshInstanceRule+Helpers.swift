import BridgeLint

/// A representable's own stored object handed to a weak reference (Overamped's `SafariView`, round q).
extension BridgeModel {
  /// The type of the object that `value` (`delegate`, `self.delegate`) names when it is a stored
  /// property of a representable struct that builds the object itself, as the property's initial
  /// value or in the struct's `init`. SwiftUI makes a new struct on every update of the parent and
  /// drops the old one with its object, while `make…` ran once: the weak reference goes nil.
  /// nil for anything else (a parameter, a local, a wrapped property, an object passed in).
  func representableOwnedObject(_ value: TokenRange, _ assignments: inout [String: [Assignment]]?) -> String? {
    guard let named = singleName(value), file.kind(named) == .identifier,
      let function = function(containing: named), let representable = representable(owning: function),
      representable.declarations.contains(where: { file[type: $0].kind == .struct })
    else { return nil }
    if let binding = file.code.binding(at: named) {
      switch binding.kind {
      case .parameter, .local, .optionalBinding, .accessorValue: return nil
      default: break
      }
    }
    let name = file.text(named)
    guard
      let property = representable.properties.first(where: {
        file[variable: $0].nameToken.map { file.text($0) == name } == true
      })
    else { return nil }
    let declaration = file[variable: property]
    guard file.wrapperName(of: declaration) == nil else { return nil }
    let declared = file.typeName(in: declaration.type)
    if let built = constructedType(in: declaration.initializer) { return built == "init" ? declared : built }
    guard let declared else { return nil }
    // `self.delegate = Delegate(…)` (or `handler.map(Delegate.init)`) in the struct's own initializer.
    // The file's assignments by the name they assign, grouped on the first question.
    let byName =
      assignments
      ?? Dictionary(grouping: file.allAssignments) { assignment in assignment.lhs.last.map(file.text) ?? "" }
    assignments = byName
    for assignment in byName[name] ?? [] {
      guard let target = assignment.lhs.last, singleName(assignment.lhs) == target,
        let writer = self.function(containing: target), file[function: writer].kind == .initializer,
        owner(of: writer).map(representable.declarations.contains) == true
      else { continue }
      if mentions(declared, in: assignment.rhs) { return declared }
    }
    return nil
  }

  /// `x` or `self.x`: the name token.
  private func singleName(_ range: TokenRange) -> TokenID? {
    guard let first = range.first, let last = range.last else { return nil }
    if first == last { return first }
    guard file.word(first) == .selfWord, let dot = file.token(after: first), file.isKind(dot, .period),
      file.token(after: dot) == last
    else { return nil }
    return last
  }

  private func mentions(_ typeName: String, in range: TokenRange) -> Bool {
    var current = range.first
    while let token = current, range.contains(token) {
      if file.kind(token) == .identifier && file.text(token) == typeName { return true }
      current = file.token(after: token)
    }
    return false
  }
}
