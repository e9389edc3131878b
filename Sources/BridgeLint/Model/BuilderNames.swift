/// Call names that say the call builds what it returns, shared by the index's fresh seeds and the
/// rules that tell a new object from a kept one.
public enum BuilderNames {
  /// `makeRow`, `createStore`, `buildModel` (and `newDraft` unless `includingNew` is false): a
  /// building verb followed by an uppercase letter.
  public static func hasBuildingPrefix(_ name: String, includingNew: Bool = true) -> Bool {
    let verbs = includingNew ? ["make", "create", "build", "new"] : ["make", "create", "build"]
    return verbs.contains { verb in name.hasPrefix(verb) && name.dropFirst(verb.count).first?.isUppercase == true }
  }

  /// A factory or a dependency container's lookup: `rowFactory(…)`, `container.resolve()` (a new
  /// object per call unless the registration says otherwise, Swinject's and Resolver's default).
  public static func isFactory(_ name: String) -> Bool {
    name.lowercased().hasSuffix("factory") || name == "resolve"
  }

  /// `service`, `apiClient`, `store`: an object a view model works with, not data it shows.
  public static func namesDependency(_ name: String) -> Bool {
    let lower = name.lowercased()
    return [
      "service", "client", "manager", "store", "repository", "provider", "api", "session", "container",
      "dependencies", "environment", "context", "coordinator", "router", "database", "factory", "state",
      "usecase", "interactor", "server", "collector", "deps",
    ].contains { lower.hasSuffix($0) }
  }
}
