import BridgeLint

/// Every rule bridgelint ships, sorted by identifier. Hand-written on purpose: a test
/// checks it is sorted, unique, and that every `*Rule.swift` file is listed here.
public enum RuleRegistry {
  public static let all: [any Rule.Type] = [
    BindingSetterIgnoresValueRule.self,
    CaptureSessionInRepresentableRule.self,
    ControllerRepresentableInCellRule.self,
    CoordinatorDirectDismissRule.self,
    CoordinatorMainActorRule.self,
    CoordinatorStrongSelfRule.self,
    DelegateFreshInstanceRule.self,
    DelegateInUpdateRule.self,
    DuplicateStateCopyRule.self,
    ForceRefreshIdentityRule.self,
    HostedDismissWhenPushedRule.self,
    HostedNavigationStackPushedRule.self,
    HostedViewMissingEnvironmentRule.self,
    HostedViewReuseStateRule.self,
    HostingControllerInCellRule.self,
    HostingRootViewStrongSelfRule.self,
    HostingViewWithoutContainmentRule.self,
    InvalidCommandRule.self,
    MailComposeWithoutCheckRule.self,
    MakeOnlyConfigurationRule.self,
    MissingDidMoveRule.self,
    MissingTeardownRule.self,
    ModalExitPathMissingRule.self,
    ObservationTrackingOneShotRule.self,
    RegistrationInUpdateRule.self,
    RepresentableGeometryMutationRule.self,
    RepresentableReturnsStoredViewRule.self,
    SizeThatFitsForceUnwrapRule.self,
    StaleCoordinatorParentRule.self,
    StateNotPrivateRule.self,
    StateObjectInjectedAtCallSiteRule.self,
    StateWrapsObservableObjectRule.self,
    StateWriteDuringUpdateRule.self,
    SuperfluousDisableRule.self,
    SwiftUIWrapperInClassRule.self,
    UIKitOffMainThreadRule.self,
    UnguardedUpdateFeedbackRule.self,
    UpdatePropertiesDirectCallRule.self,
    ViewCreatedInUpdateRule.self,
    WrapsNativePrimitiveRule.self,
  ]

  /// Every rule's description, with its fix's safety statement (`FixSafety`) and its measurements
  /// (`RuleMeasurements`) for the docs.
  public static var descriptions: [RuleDescription] {
    all.map { rule in
      var description = rule.description
      if let (safety, text) = FixSafety.statements[description.identifier] {
        description.fixSafety = "**\(safety.rawValue)** " + text
      }
      description.measurement = RuleMeasurements.table[description.identifier]
      return description
    }
  }

  public static func rule(withIdentifier identifier: String) -> (any Rule.Type)? {
    all.first { $0.description.identifier == identifier }
  }
}
