import BridgeLint

/// Every rule bridgelint ships, sorted by identifier. Hand-written on purpose: a test
/// checks it is sorted, unique, and that every `*Rule.swift` file is listed here.
public enum RuleRegistry {
  public static let all: [any Rule.Type] = [
    ControllerRepresentableInCellRule.self,
    CoordinatorStrongSelfRule.self,
    DelegateInUpdateRule.self,
    DuplicateStateCopyRule.self,
    ForceRefreshIdentityRule.self,
    HostedNavigationStackPushedRule.self,
    HostedViewMissingEnvironmentRule.self,
    HostingViewWithoutContainmentRule.self,
    InvalidCommandRule.self,
    MissingDidMoveRule.self,
    StateObjectInjectedAtCallSiteRule.self,
    StateWrapsObservableObjectRule.self,
    SuperfluousDisableRule.self,
  ]

  public static var descriptions: [RuleDescription] { all.map { $0.description } }

  public static func rule(withIdentifier identifier: String) -> (any Rule.Type)? {
    all.first { $0.description.identifier == identifier }
  }
}
