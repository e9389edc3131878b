import BridgeLint

/// `IntroView(onImport: importPhoto)`: an instance method passed by name is a closure that keeps
/// `self` as strongly as `{ self.importPhoto() }` (round aa: a hosting controller handing its own
/// root view two of its methods).
extension HostingRootViewStrongSelfRule {
  func firstMethodReference(in root: TokenSpan, of owner: TypeID, _ model: BridgeModel) -> TokenID? {
    let file = model.file
    let closures = file.code.closures(in: root.range).map { file[closure: $0] }
    var methods: Set<String>?
    for call in file.calls(in: root.range) {
      for argument in file.arguments(of: call) {
        let value = argument.value
        var name = value.first
        if value.end - value.start == 3, let first = value.first, file.word(first) == .selfWord,
          let period = file.token(after: first), file.isKind(period, .period)
        {
          name = file.token(after: period)
        } else if value.end - value.start != 1 {
          continue
        }
        // Inside a closure it is that closure's capture, which the closure check judges.
        guard let name, file.isKind(name, .identifier), file.code.binding(at: name) == nil,
          !closures.contains(where: { TokenID($0.open) < name && name < TokenID($0.close) })
        else { continue }
        if methods == nil {
          methods = Set(
            model.allMembers(of: owner).functions.map { file[function: $0] }.filter {
              $0.kind == .function && !$0.modifiers.isTypeMember
            }.map { file.text($0.name) })
        }
        if methods?.contains(file.text(name)) == true { return name }
      }
    }
    return nil
  }
}

extension FindingMessage {
  static func methodCycle(_ method: String, isChild: Bool) -> FindingMessage {
    FindingMessage(
      "`\(method)` passed by name is a closure that keeps `self` strongly, and "
        + (isChild
          ? "`self` keeps the hosting controller that keeps the root view" : "the controller keeps its root view")
        + ": a retain cycle; wrap the call in a closure that captures `[weak self]`")
  }
}
